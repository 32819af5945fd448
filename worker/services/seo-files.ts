/** robots.txt and sitemap.xml of one store (spec: every store is its own site). */
import { helpPath, pathTo } from "~/shared/url-scheme";
import { HELP_TOPICS } from "~/shared/routes";
import type { SitemapData } from "./catalog/sitemap";

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

/** Home, categories, collections, products (with their picture) and the help pages. */
export function sitemapXml(origin: string, data: SitemapData, imagePath: (key: string) => string): string {
  const at = (href: string) => `${origin}${href}`;
  const entries: UrlEntry[] = [
    { loc: at("/") },
    { loc: at(pathTo("newArrival")) },
    ...data.categories.map((c) => ({ loc: at(c.href), lastmod: c.lastModified })),
    ...data.collections.map((c) => ({ loc: at(c.href), lastmod: c.lastModified })),
    ...data.products.map((p) => ({ loc: at(p.href), lastmod: p.lastModified, image: p.image ? at(imagePath(p.image)) : undefined })),
    ...HELP_TOPICS.filter((topic) => topic !== "ticket").map((topic) => ({ loc: at(helpPath(topic)) })),
    ...(data.pages ?? []).map((p) => ({ loc: at(p.href), lastmod: p.lastModified, image: p.image ? at(imagePath(p.image)) : undefined })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...entries.map(urlXml),
    "</urlset>",
    "",
  ].join("\n");
}
