import { expect, storeUrl, test } from "../fixtures";
import { ListingPage } from "../pages/listing-page";
import { ProductPage } from "../pages/product-page";

test("a Google landing page leads with the advertised product and keeps its feed source once marketing is allowed", async ({ page, context }) => {
  await page.goto(storeUrl("de", "/category-necklaces"));
  const spu = await new ListingPage(page).cards.nth(3).getAttribute("data-spu");
  await page.goto(storeUrl("de", `/lp/google-rings?utm_source=google&spu=${spu}`));
  await expect(page.getByTestId("landing-featured").getByTestId("product-card")).toHaveAttribute("data-spu", spu!);
  await new ListingPage(page).expectLoaded();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const names = async () => (await context.cookies(storeUrl("de", "/"))).map((c) => c.name);
  // The de store asks first: nothing is written before the shopper agrees.
  expect(await names()).not.toContain("he-feedUtmSource");
  await page
    .getByTestId("cookie-banner")
    .getByRole("button", { name: /accept all|alle akzeptieren/i })
    .click();
  await expect.poll(names).toContain("he-feedUtmSource");
  const cookies = await context.cookies(storeUrl("de", "/"));
  expect(cookies.find((c) => c.name === "he-feedSourceSpu")?.value).toBe(spu);
});

test("the landing copy of a product names the product page as canonical", async ({ page }) => {
  await page.goto(storeUrl("de", "/category-rings"));
  await new ListingPage(page).cards.first().getByRole("link").click();
  const product = new ProductPage(page);
  await product.expectLoaded();
  const own = new URL(page.url()).pathname;
  const code = own.replace(/^.*-(\w+)\.html$/, "$1");
  await page.goto(storeUrl("de", `/lp/product-${code}.html`));
  await product.expectLoaded();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", storeUrl("de", own));
});
