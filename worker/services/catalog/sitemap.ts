import { ROUTES, type PageId, type RouteDef } from "~/shared/routes";
import { pathTo } from "~/shared/url-scheme";
import { productHref } from "./cards";
import { storeCollections } from "./home";
import { listLookBooks } from "../look-books/look-books";
import { INFO_PAGES } from "~/shared/info-pages";
import { storeTree } from "./tree";
import type { CatalogContext } from "~/shared/catalog-types";

export interface SitemapEntry {
  href: string;
  /** YYYY-MM-DD */
  lastModified?: string;
  image?: string;
}

export interface SitemapData {
  categories: SitemapEntry[];
  collections: SitemapEntry[];
  /** Look books and the shop's information pages. */
  pages?: SitemapEntry[];
}

/**
 * The sitemap protocol's limit of URLs in one file (sitemaps.org, "Sitemap index"): a store's
 * products are split into files of product ids [n × this, (n + 1) × this), so no file can hold
 * more, and each file is one range read of the store's assortment, whatever the shop's size.
 */
const SITEMAP_MAX_URLS = 50_000;

/** How many product files the store's sitemap index names: one per id range up to its highest product. */
export async function productSitemapCount(cc: CatalogContext, perFile = SITEMAP_MAX_URLS): Promise<number> {
  const row = await cc.env.DB.prepare("SELECT max(product_id) AS top FROM store_products WHERE store = ?")
    .bind(cc.store)
    .first<{ top: number | null }>();
  return row?.top ? Math.floor(row.top / perFile) + 1 : 0;
}

/** The products of one file of the store's sitemap (`part` from 0), by id. */
export async function productSitemapEntries(cc: CatalogContext, part: number, perFile = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  const { results } = await cc.env.DB.prepare(
    `SELECT p.slug, p.product_code, substr(p.updated_at, 1, 10) AS day, i.image_key
       FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1
       LEFT JOIN product_images i ON i.product_id = p.id AND i.position = 0
      WHERE sp.store = ?1 AND sp.product_id >= ?2 AND sp.product_id < ?3 ORDER BY sp.product_id`,
  )
    .bind(cc.store, part * perFile, (part + 1) * perFile)
    .all<{ slug: string; product_code: string; day: string; image_key: string | null }>();
  return results.map((p) => ({ href: productHref(p.slug, p.product_code), lastModified: p.day, ...(p.image_key ? { image: p.image_key } : {}) }));
}

/** Pages of the shop's own content besides the information pages: search engines may list them too. */
const SHARED_PAGES = ["reviewsGallery", "customMade"] as const satisfies readonly PageId[];

/** A page that tells search engines not to index it (the cookie settings) has no place in a sitemap. */
const isNoindex = (page: PageId) => (ROUTES[page] as RouteDef).noindex === true;

/** Every listing and information page a store has, for its sitemap of pages. */
export async function sitemapData(cc: CatalogContext): Promise<SitemapData> {
  const [tree, collections, lookBooks] = await Promise.all([storeTree(cc), storeCollections(cc), listLookBooks(cc)]);
  return {
    categories: [...tree.byKey.values()].filter((c) => c.productCount > 0).map((c) => ({ href: pathTo("category", { category_key: c.key }) })),
    collections: collections.map((c) => ({ href: c.href })),
    pages: [
      { href: pathTo("lookBooks") },
      ...lookBooks.map((b) => ({ href: b.href, lastModified: b.publishedOn, ...(b.cover ? { image: b.cover.key } : {}) })),
      ...[...INFO_PAGES, ...SHARED_PAGES].filter((page) => !isNoindex(page)).map((page) => ({ href: pathTo(page) })),
    ],
  };
}
