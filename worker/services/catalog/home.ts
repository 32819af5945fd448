import { pathTo } from "~/shared/url-scheme";
import { loadCardsOf, newSince } from "./cards";
import { bestSellers } from "./suggestions";
import { storeTree } from "./tree";
import type { CatalogContext, CategoryNode, ProductCard } from "~/shared/catalog-types";

export interface CollectionEntry {
  kind: "standard" | "lego" | "keyed";
  key: string;
  title: string;
  description: string;
  href: string;
}

export interface HomeSections {
  newArrivals: ProductCard[];
  bestSellers: ProductCard[];
  /** The store's top-level categories with picture and product count. */
  categories: CategoryNode[];
  collections: CollectionEntry[];
}

const collectionHref = (kind: CollectionEntry["kind"], key: string) =>
  kind === "keyed"
    ? pathTo("collections", { key })
    : kind === "standard"
      ? pathTo("collectionStandard", { collection_key: key })
      : pathTo("collectionLego", { id: key });

export async function storeCollections(cc: CatalogContext): Promise<CollectionEntry[]> {
  const { results } = await cc.env.DB.prepare(
    `SELECT c.kind, c.key, coalesce(t.title, en.title, c.key) AS title, coalesce(t.description, en.description, '') AS description
       FROM collections c JOIN store_collections s ON s.collection_id = c.id AND s.store = ?1
       LEFT JOIN collection_texts t ON t.collection_id = c.id AND t.language = ?2
       LEFT JOIN collection_texts en ON en.collection_id = c.id AND en.language = 'en'
      ORDER BY c.position, c.id`,
  )
    .bind(cc.store, cc.language)
    .all<Omit<CollectionEntry, "href">>();
  return results.map((r) => ({ ...r, href: collectionHref(r.kind, r.key) }));
}

/** The home page's sections for this store. */
export async function homeSections(cc: CatalogContext, perSection = 8): Promise<HomeSections> {
  // Each section's ids and their cards in the same round trip (cards.ts loadCardsOf).
  const newest = loadCardsOf(cc, {
    // Walks products_new_arrivals until enough the store sells.
    sql: `SELECT p.id FROM products p
           WHERE p.active = 1 AND p.new_arrival_on >= ?
             AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.store = ? AND sp.product_id = p.id)
           ORDER BY p.new_arrival_on DESC, p.id DESC LIMIT ?`,
    values: [newSince(), cc.store, perSection],
  });
  const [newArrivals, sellers, tree, collections] = await Promise.all([newest, bestSellers(cc, perSection), storeTree(cc), storeCollections(cc)]);
  return {
    newArrivals,
    bestSellers: sellers,
    categories: tree.roots,
    collections,
  };
}
