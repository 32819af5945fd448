/** robots.txt and the sitemap files of one store (every store is its own site). */
import { helpPath, pathTo } from "~/shared/url-scheme";
import { HELP_TOPICS } from "~/shared/routes";
import type { SitemapData, SitemapEntry } from "./catalog/sitemap";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);

/** Paths crawlers have no business in: private pages, the API and filtered listing variants. */
export function robotsTxt(origin: string, apiPrefix: string): string {
  return [
    "User-agent: *",
    `Disallow: ${apiPrefix}`,
    `Disallow: ${pathTo("cart")}`,
    `Disallow: ${pathTo("checkout")}`,
    `Disallow: ${pathTo("accounts")}`,
    `Disallow: ${pathTo("login")}`,
    "Disallow: /payback/",
    "Disallow: /lp/",
    "Disallow: /surl/",
    `Disallow: ${pathTo("search")}`,
    "Disallow: /*?*attr_ids=",
    "Disallow: /*?*price=",
    "Disallow: /*?*sort=",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

interface UrlEntry {
  loc: string;
  lastmod?: string;
  image?: string;
}

function urlXml(entry: UrlEntry): string {
  return [
    "<url>",
    `<loc>${escapeXml(entry.loc)}</loc>`,
    entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "",
    entry.image ? `<image:image><image:loc>${escapeXml(entry.image)}</image:loc></image:image>` : "",
    "</url>",
  ].join("");
}

function urlsetXml(entries: UrlEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...entries.map(urlXml),
    "</urlset>",
    "",
  ].join("\n");
}

const entryAt = (origin: string, imagePath: (key: string) => string) => (entry: SitemapEntry) => ({
  loc: `${origin}${entry.href}`,
  lastmod: entry.lastModified,
  image: entry.image ? `${origin}${imagePath(entry.image)}` : undefined,
});

/** The sitemap of pages: home, new arrivals, categories, collections, help pages, look books and information pages. */
export function sitemapXml(origin: string, data: SitemapData, imagePath: (key: string) => string): string {
  const at = entryAt(origin, imagePath);
  return urlsetXml([
    { loc: `${origin}/` },
    { loc: `${origin}${pathTo("newArrival")}` },
    ...data.categories.map(at),
    ...data.collections.map(at),
    ...HELP_TOPICS.filter((topic) => topic !== "ticket").map((topic) => ({ loc: `${origin}${helpPath(topic)}` })),
    ...(data.pages ?? []).map(at),
  ]);
}

/** One file of the store's products, each with its picture. */
export function productSitemapXml(origin: string, products: SitemapEntry[], imagePath: (key: string) => string): string {
  return urlsetXml(products.map(entryAt(origin, imagePath)));
}

/** The paths of a store's sitemap files: the pages, then one per range of products (numbered from 1). */
export const SITEMAP_PAGES_PATH = "/sitemap-pages.xml";
export const productSitemapPath = (part: number) => `/sitemap-products-${part + 1}.xml`;

/** The sitemap index (sitemaps.org protocol): what /sitemap.xml answers, naming every file. */
export function sitemapIndexXml(origin: string, productFiles: number): string {
  const files = [SITEMAP_PAGES_PATH, ...Array.from({ length: productFiles }, (_, part) => productSitemapPath(part))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((path) => `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
