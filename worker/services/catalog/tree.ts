import type { Locale } from "~/shared/i18n-config";
import type { StoreKey } from "~/shared/stores";
import { getCatalogVersion, VersionedMemo } from "./version";
import type { CatalogContext, CategoryNode, ImageRef } from "~/shared/catalog-types";
import type { Row } from "../../db/schema.generated";

export interface CategoryRecord {
  id: number;
  key: string;
  parentId: number | null;
  position: number;
  sizeGuide: "ring" | "clothing" | "chain" | null;
  name: string;
  description: string;
  /** Names in every language, lower case without diacritics (findCategoryUrlKey). */
  names: string[];
  /** Products of this category and its descendants that the store sells. */
  productCount: number;
  image?: ImageRef;
}

/** A store's category tree in one language. */
export interface StoreTree {
  store: StoreKey;
  language: Locale;
  byKey: Map<string, CategoryRecord>;
  byId: Map<number, CategoryRecord>;
  /** The store's menu: top-level categories with children, as the pages show them. */
  roots: CategoryNode[];
  synonyms: Map<string, number>;
}

/** Lower case, diacritics removed: how names and typed words are compared. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** A category with its name and description in the language (English, else its key), and every language's names. */
type CategoryRow = Row<"categories"> & Pick<Row<"category_texts">, "name" | "description"> & { all_names: string };

async function loadTree(db: D1Database, store: StoreKey, language: Locale): Promise<StoreTree> {
  const [categories, counts, images, synonyms] = await db.batch([
    db
      .prepare(
        `SELECT c.id, c.url_key, c.parent_id, c.position, c.size_guide, c.image_key,
                coalesce(t.name, en.name, c.url_key) AS name, coalesce(t.description, en.description, '') AS description,
                (SELECT group_concat(name, char(31)) FROM category_texts a WHERE a.category_id = c.id) AS all_names
           FROM store_categories sc
           JOIN categories c ON c.id = sc.category_id
           LEFT JOIN category_texts t ON t.category_id = c.id AND t.language = ?2
           LEFT JOIN category_texts en ON en.category_id = c.id AND en.language = 'en'
          WHERE sc.store = ?1
          ORDER BY sc.position, c.position, c.id`,
      )
      .bind(store, language),
    // Kept by triggers on the assortment and the products (migrations/1332_catalog_counts.sql).
    db.prepare(`SELECT category_id AS id, product_count AS n FROM store_category_counts WHERE store = ? AND product_count > 0`).bind(store),
    // A category's picture: its best seller's first photo, walking the category's active
    // products best-selling first (products_category_sellers) until one the store sells.
    db
      .prepare(
        `SELECT sc.category_id AS id, i.image_key, i.width, i.height
           FROM store_categories sc
           JOIN product_images i ON i.position = 0 AND i.product_id = (
             SELECT p.id FROM products p
               JOIN product_images pi ON pi.product_id = p.id AND pi.position = 0
              WHERE p.category_id = sc.category_id AND p.active = 1
                AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.store = sc.store AND sp.product_id = p.id)
              ORDER BY p.sales_count DESC, p.id LIMIT 1)
          WHERE sc.store = ?`,
      )
      .bind(store),
    db
      .prepare(
        `SELECT s.term, s.category_id AS id FROM category_synonyms s JOIN store_categories sc ON sc.category_id = s.category_id AND sc.store = ?`,
      )
      .bind(store),
  ]);
  const direct = new Map((counts.results as { id: number; n: number }[]).map((r) => [r.id, r.n]));
  const pictures = new Map((images.results as { id: number; image_key: string; width: number; height: number }[]).map((r) => [r.id, r]));
  const byId = new Map<number, CategoryRecord>();
  const byKey = new Map<string, CategoryRecord>();
  for (const row of categories.results as unknown as CategoryRow[]) {
    const record: CategoryRecord = {
      id: row.id,
      key: row.url_key,
      parentId: row.parent_id,
      position: row.position,
      sizeGuide: row.size_guide,
      name: row.name,
      description: row.description,
      names: [...new Set((row.all_names ?? "").split("\u001f").filter(Boolean).map(foldText))],
      productCount: direct.get(row.id) ?? 0,
    };
    const picture = pictures.get(row.id);
    if (picture) record.image = { key: picture.image_key, width: picture.width, height: picture.height, alt: row.name };
    byId.set(record.id, record);
    byKey.set(record.key, record);
  }
  // Parents count their children's products and borrow a picture from them.
  const childrenOf = new Map<number | null, CategoryRecord[]>();
  for (const record of byId.values()) {
    const parent = record.parentId !== null && byId.has(record.parentId) ? record.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), record]);
  }
  const build = (record: CategoryRecord): CategoryNode => {
    const children = (childrenOf.get(record.id) ?? []).map(build);
    record.productCount += children.reduce((sum, child) => sum + child.productCount, 0);
    record.image ??= children.find((child) => child.image)?.image;
    const node: CategoryNode = {
      key: record.key,
      name: record.name,
      parentKey: record.parentId !== null ? (byId.get(record.parentId)?.key ?? null) : null,
      productCount: record.productCount,
      children,
    };
    if (record.image) node.image = { ...record.image, alt: record.name };
    return node;
  };
  const roots = (childrenOf.get(null) ?? []).map(build).filter((node) => node.productCount > 0);
  const synonymMap = new Map((synonyms.results as { term: string; id: number }[]).map((r) => [r.term, r.id]));
  return { store, language, byId, byKey, roots, synonyms: synonymMap };
}

const trees = new VersionedMemo<StoreTree>(48);

/** The store's category tree in the shopper's language, memoized per catalogue version. */
export async function storeTree(cc: CatalogContext): Promise<StoreTree> {
  const version = await getCatalogVersion(cc.env.KV);
  return trees.get(version, `${cc.store}:${cc.language}`, () => loadTree(cc.env.DB, cc.store, cc.language));
}

/** The category and every category below it that the store shows. */
export function subtreeIds(tree: StoreTree, id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) {
    for (const record of tree.byId.values()) if (record.parentId === out[i]) out.push(record.id);
  }
  return out;
}

/** Root-to-leaf chain of a category, for breadcrumbs. */
export function ancestry(tree: StoreTree, id: number): CategoryRecord[] {
  const chain: CategoryRecord[] = [];
  let current = tree.byId.get(id);
  while (current && chain.length < 10) {
    chain.unshift(current);
    current = current.parentId !== null ? tree.byId.get(current.parentId) : undefined;
  }
  return chain;
}

export function findNode(roots: CategoryNode[], key: string): CategoryNode | undefined {
  for (const node of roots) {
    if (node.key === key) return node;
    const found = findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}
