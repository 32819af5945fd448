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
  // A page reached by key (its "from") has the same canonical URL as by its number.
  await page.goto(storeUrl("fr", "/category-rings?sort=price_desc&page=2&from=WyJwcmljZV9kZXNjIiwxLDEsMV0"));
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

async function jsonLd(request: Parameters<typeof storeGet>[0], store: string, path: string) {
  const html = await (await storeGet(request, store, path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

test("every indexable page shares a picture with its description, and a summary card", async ({ request }) => {
  test.setTimeout(120_000);
  // Every page the store lists for search engines, and one product of its products file.
  const pages = locs(await (await storeGet(request, "uk", "/sitemap-pages.xml")).text());
  const product = locs(await (await storeGet(request, "uk", "/sitemap-products-1.xml")).text())[0]!;
  expect(pages).toEqual(expect.arrayContaining(["/", "/reviews-gallery", "/category-rings", "/help/faqs", "/gift-box", "/custommade"]));
  for (const path of [...pages, product]) {
    const html = await (await storeGet(request, "uk", path)).text();
    expect(html, path).not.toMatch(/<meta name="robots" content="noindex/);
    expect(html, path).toMatch(/<meta property="og:image" content="http:\/\/uk\.localhost:\d+\/[^"]+"/);
    expect(html, path).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"');
  }
  const image = /<meta property="og:image" content="([^"]+)"/.exec(await (await storeGet(request, "uk", "/help/faqs")).text())![1];
  const picture = await storeGet(request, "uk", new URL(image).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toContain("image/");
});

test("the home names the shop and its search, listings list their products, products carry delivery and returns", async ({ request }) => {
  const home = await jsonLd(request, "de", "/");
  expect(home.find((d) => d["@type"] === "Organization")).toMatchObject({ name: "HELIORA", logo: expect.stringContaining("/favicon.svg") });
  const site = home.find((d) => d["@type"] === "WebSite")!;
  expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);

  const listing = await jsonLd(request, "de", "/category-rings");
  const list = listing.find((d) => d["@type"] === "ItemList")!;
  expect(list.itemListElement.length).toBeGreaterThan(1);
  const products = list.itemListElement.map((item: { url: string }) => new URL(item.url).pathname) as string[];

  let group: Record<string, any> | undefined;
  for (const path of products) {
    group = (await jsonLd(request, "de", path)).find((d) => d["@type"] === "ProductGroup");
    if (group) break;
  }
  expect(group, "a product with variants among the rings").toBeTruthy();
  expect(group!.variesBy.length).toBeGreaterThan(0);
  const offer = group!.hasVariant[0].offers;
  expect(offer.priceCurrency).toBe("EUR");
  expect(offer.shippingDetails[0]).toMatchObject({ shippingDestination: { addressCountry: "DE" }, shippingRate: { currency: "EUR" } });
  expect(offer.hasMerchantReturnPolicy[0]).toMatchObject({ applicableCountry: "DE", merchantReturnDays: 30 });
});
