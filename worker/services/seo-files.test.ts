import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./seo-files";

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

describe("sitemap.xml", () => {
  const xml = sitemapXml(
    "https://de.heliora.com",
    {
      categories: [{ href: "/category-rings" }],
      collections: [{ href: "/collection/standard-bridal" }],
      products: [{ href: "/product-gold-ring-p1.html", lastModified: "2026-01-02", image: "products/p1/0" }],
    },
    (key) => `/img/1024/jpeg/${key}`,
  );

  it("lists home, categories, collections, products with their picture, and help pages", () => {
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
    const odd = sitemapXml("https://x.test", { categories: [{ href: "/category-a&b" }], collections: [], products: [] }, (k) => k);
    expect(odd).toContain("<loc>https://x.test/category-a&amp;b</loc>");
  });
});
