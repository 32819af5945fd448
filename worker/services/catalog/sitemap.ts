import { pathTo } from "~/shared/url-scheme";
import { productHref } from "./cards";
import { storeCollections } from "./home";
import { listLookBooks } from "./look-books";
import { INFO_PAGES } from "~/shared/info-pages";
import { storeTree } from "./tree";
import type { CatalogContext } from "~/shared/catalog-types";

interface SitemapEntry {
  href: string;
  /** YYYY-MM-DD */
  lastModified?: string;
  image?: string;
}

export interface SitemapData {
  categories: SitemapEntry[];
  products: SitemapEntry[];
  collections: SitemapEntry[];
  /** Look books and the shop's information pages. */
  pages?: SitemapEntry[];
}

/** Every listing and product page a store has, for its sitemap. */
export async function sitemapData(cc: CatalogContext): Promise<SitemapData> {
  const [tree, collections, products, lookBooks] = await Promise.all([
    storeTree(cc),
    storeCollections(cc),
    cc.env.DB.prepare(
      `SELECT p.slug, p.product_code, substr(p.updated_at, 1, 10) AS day, i.image_key
         FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1
         LEFT JOIN product_images i ON i.product_id = p.id AND i.position = 0
        WHERE sp.store = ? ORDER BY sp.position, p.id`,
    )
      .bind(cc.store)
      .all<{ slug: string; product_code: string; day: string; image_key: string | null }>(),
    listLookBooks(cc),
  ]);
  return {
    categories: [...tree.byKey.values()].filter((c) => c.productCount > 0).map((c) => ({ href: pathTo("category", { category_key: c.key }) })),
    products: products.results.map((p) => ({
      href: productHref(p.slug, p.product_code),
      lastModified: p.day,
      ...(p.image_key ? { image: p.image_key } : {}),
    })),
    collections: collections.map((c) => ({ href: c.href })),
    pages: [
      { href: pathTo("lookBooks") },
      ...lookBooks.map((b) => ({ href: b.href, lastModified: b.publishedOn, ...(b.cover ? { image: b.cover.key } : {}) })),
      ...INFO_PAGES.map((page) => ({ href: pathTo(page) })),
    ],
  };
}
