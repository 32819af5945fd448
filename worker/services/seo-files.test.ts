import { describe, expect, it } from "vitest";
import { productSitemapPath, productSitemapXml, robotsTxt, sitemapIndexXml, sitemapXml } from "./seo-files";

describe("robots.txt", () => {
  it("keeps crawlers out of private pages, the API and filtered variants, and names the sitemap", () => {
    const text = robotsTxt("https://de.heliora.com", "/api/");
    expect(text).toContain("User-agent: *");
    for (const path of ["/api/", "/cart", "/checkout", "/accounts", "/login", "/search", "/*?*attr_ids="]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://de.heliora.com/sitemap.xml");
  });
});

describe("sitemap files", () => {
  const image = (key: string) => `/img/1024/jpeg/${key}`;
  const xml =
    sitemapXml(
      "https://de.heliora.com",
      { categories: [{ href: "/category-rings" }], collections: [{ href: "/collection/standard-bridal" }] },
      image,
    ) +
    productSitemapXml("https://de.heliora.com", [{ href: "/product-gold-ring-p1.html", lastModified: "2026-01-02", image: "products/p1/0" }], image);

  it("lists home, categories, collections and help pages, and the products with their picture in their own file", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const loc of [
      "https://de.heliora.com/",
      "https://de.heliora.com/new-arrival",
      "https://de.heliora.com/category-rings",
      "https://de.heliora.com/collection/standard-bridal",
      "https://de.heliora.com/product-gold-ring-p1.html",
      "https://de.heliora.com/help/faqs",
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
    expect(xml).toContain("<image:loc>https://de.heliora.com/img/1024/jpeg/products/p1/0</image:loc>");
    expect(xml).not.toContain("/help/ticket");
  });

  it("escapes what XML needs escaped", () => {
    const odd = sitemapXml("https://x.test", { categories: [{ href: "/category-a&b" }], collections: [] }, (k) => k);
    expect(odd).toContain("<loc>https://x.test/category-a&amp;b</loc>");
  });

  it("answers /sitemap.xml with an index naming the pages' file and each products file", () => {
    const index = sitemapIndexXml("https://de.heliora.com", 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://de.heliora.com/sitemap-pages.xml",
      "https://de.heliora.com/sitemap-products-1.xml",
      "https://de.heliora.com/sitemap-products-2.xml",
      "https://de.heliora.com/sitemap-products-3.xml",
    ]);
    expect(productSitemapPath(0)).toBe("/sitemap-products-1.xml");
  });
});
