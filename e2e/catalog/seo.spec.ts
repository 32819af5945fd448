import { expect, storeUrl, test } from "../fixtures";
import { storeGet } from "./store-request";

test("each store has its sitemap and robots.txt", async ({ request }) => {
  const robots = await storeGet(request, "de", "/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${storeUrl("de", "/sitemap.xml")}`);
  // A sitemap index (sitemaps.org): the pages' file and the products' files, each followed.
  const sitemap = await storeGet(request, "de", "/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const index = await sitemap.text();
  expect(index).toContain("<sitemapindex");
  expect(index).toContain(`<loc>${storeUrl("de", "/sitemap-pages.xml")}</loc>`);
  expect(index).toContain(`<loc>${storeUrl("de", "/sitemap-products-1.xml")}</loc>`);
  const pages = await (await storeGet(request, "de", "/sitemap-pages.xml")).text();
  expect(pages).toContain(`<loc>${storeUrl("de", "/category-rings")}</loc>`);
  expect(pages).toContain(`<loc>${storeUrl("de", "/help/shipping-info")}</loc>`);
  const products = await (await storeGet(request, "de", "/sitemap-products-1.xml")).text();
  expect(products).toMatch(/<loc>[^<]*\/product-[a-z0-9-]+-\d+\.html<\/loc>/);
});

test("listings carry their breadcrumb, canonical URL and hreflang alternates", async ({ page }) => {
  await page.goto(storeUrl("fr", "/category-rings?sort=price_desc&page=2"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", storeUrl("fr", "/category-rings?page=2"));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="alternate"][hreflang="de-de"]')).toHaveAttribute("href", storeUrl("de", "/category-rings?page=2"));
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(ld.find((d) => d["@type"] === "BreadcrumbList").itemListElement.length).toBeGreaterThan(1);
});

test("home, listing, product, search and help pages come from the edge cache without the visitor in them", async ({ request }) => {
  const path = `/category-rings?page=3&t=${Date.now()}`;
  const first = await storeGet(request, "de", path);
  expect(first.headers()["x-page-cache"]).toBe("MISS");
  const second = await storeGet(request, "de", path);
  expect(second.headers()["x-page-cache"]).toBe("HIT");
  const uuid = /he-uuid=([0-9a-f-]{36})/.exec(first.headers()["set-cookie"] ?? "")?.[1];
  expect(uuid).toBeTruthy();
  expect(await second.text()).not.toContain(uuid!);
  expect(["MISS", "HIT"]).toContain((await storeGet(request, "de", "/")).headers()["x-page-cache"]);
  expect(["MISS", "HIT"]).toContain((await storeGet(request, "de", "/help/faqs")).headers()["x-page-cache"]);
  expect((await storeGet(request, "de", "/cart")).headers()["x-page-cache"]).toBe("BYPASS");
});

test("search results and the cookie settings page tell search engines not to index them", async ({ page }) => {
  for (const path of ["/search?q=ring", "/catalogsearch/result/ring", "/our-cookies"]) {
    await page.goto(storeUrl("uk", path));
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /noindex/);
  }
  await page.goto(storeUrl("uk", "/category-rings"));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
