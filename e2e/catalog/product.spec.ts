import { expect, storeUrl, test } from "../fixtures";
import { ListingPage } from "../pages/listing-page";
import { ProductPage } from "../pages/product-page";

test("open a product, pick colour and size, and meet the personalization rules", async ({ page }) => {
  await page.goto(storeUrl("de", "/category-wedding-bands"));
  await new ListingPage(page).cards.first().getByRole("link").click();
  const product = new ProductPage(page);
  await product.expectLoaded();
  await expect(product.personalization).toBeVisible();

  await product.addToBag.click();
  await expect(product.root.getByRole("alert").first()).toHaveText("Bitte wählen Sie Farbe und Größe.");
  await product.pickColor();
  await product.pickSize();
  await expect(product.stock).toBeVisible();

  await product.addToBag.click();
  await expect(product.root.getByText("Bitte geben Sie Ihren Text ein.")).toBeVisible();
  await product.signature().fill("Für immer, Anna");
  await product.addToBag.click();
  await expect(product.root.getByText("Die Signatur darf höchstens 12 Zeichen haben.")).toBeVisible();
  await product.signature().fill("Anna & Ben");
  await product.message().fill("x".repeat(151));
  await product.addToBag.click();
  await expect(product.root.getByText("Die Nachricht darf höchstens 150 Zeichen haben.")).toBeVisible();
  await product.message().fill("Bis ans Ende der Zeit");
  await product.addToBag.click();
  await expect(product.status).toContainText("Zu Ihrer Einkaufstasche hinzugefügt.");
  await expect(page.getByTestId("header-cart-badge")).toHaveText("1");
  await product.status.getByRole("link", { name: "Zur Einkaufstasche" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("Anna & Ben");
});

test("a product page carries its structured data and social card", async ({ page }) => {
  await page.goto(storeUrl("de", "/category-rings"));
  await new ListingPage(page).cards.first().getByRole("link").click();
  await new ProductPage(page).expectLoaded();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b));
  // A product with variants is a ProductGroup whose variants carry the offers.
  const productLd = data.find((d) => d["@type"] === "Product" || d["@type"] === "ProductGroup");
  const offers = productLd["@type"] === "ProductGroup" ? productLd.hasVariant[0].offers : productLd.offers;
  expect(offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
  expect(offers.availability).toMatch(/^https:\/\/schema.org\//);
  expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*\/img\/\d+\/jpeg\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${new URL(page.url()).pathname}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="fr-fr"]')).toHaveCount(1);
  const first = page.getByTestId("gallery-main").locator("img");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("srcset", /\/img\/320\/webp\/.* 320w/);
});

test("similar products arrive once the product page has loaded, and lead to their own pages", async ({ page }) => {
  await page.goto(storeUrl("us", "/product-amara-classic-wedding-band-100175.html"));
  await new ProductPage(page).expectLoaded();
  const similar = page.getByRole("region", { name: "Similar products" });
  await expect(similar.getByRole("listitem").first()).toBeVisible();
  const link = similar.getByRole("listitem").first().getByRole("link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/product-.+\.html$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.]/g, "\\.")}$`));
  await new ProductPage(page).expectLoaded();
});

test("viewed products appear in the Viewed History drawer", async ({ page }) => {
  await page.goto(storeUrl("us", "/category-rings"));
  const listing = new ListingPage(page);
  await listing.expectLoaded();
  for (const index of [0, 1]) {
    await listing.cards.nth(index).getByRole("link").click();
    await new ProductPage(page).expectLoaded();
    await page.goBack();
    await listing.expectLoaded();
  }
  await page.getByRole("button", { name: "Viewed History" }).click();
  const drawer = page.getByTestId("history-drawer");
  await expect(drawer).toHaveAttribute("data-state", "list");
  await expect(drawer.getByRole("link")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Viewed History" })).toBeHidden();
});

test("going back to a listing restores its place without asking the server again", async ({ page }) => {
  await page.goto(storeUrl("de", "/category-rings"));
  const listing = new ListingPage(page);
  await listing.expectLoaded();
  const card = listing.cards.nth(8).getByRole("link");
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  const requests: string[] = [];
  page.on("request", (r) => r.url().includes("category-rings") && requests.push(r.url()));
  await card.click();
  await new ProductPage(page).expectLoaded();
  await page.goBack();
  await listing.expectLoaded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  expect(requests).toEqual([]);
});
