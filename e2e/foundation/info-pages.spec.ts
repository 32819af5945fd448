import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { storeGet } from "../catalog/store-request";

const STORES = ["us", "uk", "de", "fr", "mx", "us_vip", "apparel", "heycharm"];
/** The pages this shop added beside the catalogue and the help centre; the sitemap lists them. */
const LISTED = ["/lookBooks", "/gift-box", "/buy-steps", "/pay-details", "/pay-later", "/shipping-delivery"];
/** Reachable, but no page of their own for search engines (the coupon page's twin, a visitor's gift, the noindex cookie settings). */
const UNLISTED = ["/discount", "/free-gift", "/our-cookies"];

for (const store of STORES) {
  test(`${store}: every new page answers 200 and the listed ones, with the store's look books, are in its sitemap`, async ({ request }) => {
    const sitemap = await (await storeGet(request, store, "/sitemap-pages.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of LISTED) expect(locs, path).toContain(path);
    for (const path of UNLISTED) expect(locs, path).not.toContain(path);
    const books = locs.filter((p) => p.startsWith("/lookBooks/"));
    expect(books.length).toBeGreaterThanOrEqual(2);
    for (const path of [...LISTED, ...UNLISTED, ...books]) {
      const response = await storeGet(request, store, path, { "CF-IPCountry": "US" });
      expect(response.status(), `${store} ${path}`).toBe(200);
    }
  });
}

test("an unknown look book is the not-found page", async ({ request }) => {
  expect((await storeGet(request, "us", "/lookBooks/no-such-book")).status()).toBe(404);
});

test("pay details and pay later list what checkout offers for the ship-to country, limits in its currency", async ({ page }) => {
  await page.context().addCookies([{ name: "he-shipToCountryIso2", value: "GB", domain: "uk.localhost", path: "/" }]);
  await page.goto(storeUrl("uk", "/pay-later"));
  const rows = page.getByTestId("payment-method");
  await expect(rows.filter({ hasText: "Clearpay" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Afterpay" })).toHaveCount(0);
  await expect(rows.first()).toContainText("£");
  await page.goto(storeUrl("uk", "/pay-details"));
  await expect(rows.filter({ hasText: "PayPal" }).first()).toBeVisible();
  await expect(rows.filter({ hasText: "OXXO" })).toHaveCount(0);
});

test("shipping and delivery quotes the freight table in the shopper's currency", async ({ page }) => {
  await page.goto(storeUrl("de", "/shipping-delivery"));
  const options = page.getByTestId("shipping-option");
  await expect(options).toHaveCount(2);
  await expect(options.nth(1)).toContainText("€");
});

test("the footer links the look books, the information pages and cookie settings", async ({ page }) => {
  await page.goto(storeUrl("us", "/"));
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Look books", "/lookBooks"],
    ["Cookie settings", "/our-cookies"],
    ["Gift box", "/gift-box"],
    ["How ordering works", "/buy-steps"],
    ["Payment methods", "/pay-details"],
    ["Pay later", "/pay-later"],
    ["Shipping and delivery", "/shipping-delivery"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true }), name).toHaveAttribute("href", href);
  }
});

test("every store's gift box page says the box is free: no store sells a paid one", async ({ page }) => {
  for (const [store, text] of [
    ["us", "Free in every one of our stores"],
    ["de", "In allen unseren Shops kostenlos"],
    ["apparel", "Free in every one of our stores"],
  ]) {
    await page.goto(storeUrl(store, "/gift-box"));
    await expect(page.getByRole("main")).toContainText(text);
  }
});

for (const path of ["/gift-box", "/buy-steps", "/pay-details", "/pay-later", "/shipping-delivery", "/free-gift"]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(storeUrl("fr", path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
