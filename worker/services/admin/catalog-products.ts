import { escapeHtml } from "../html-escape";
import { recordProductPrices } from "../catalog/price-history";
import { bumpCatalogVersion } from "../catalog/version";
import { restockStatement } from "../ledger/stock-movements";
import { storePicture, type PictureAdded } from "./pictures";
import { htmlToText, sanitizeHtml } from "../catalog-import/sanitize";
import { auditStatement, type Actor } from "./audit";
import { conditions, desc, likeText, pageOf, type PageQuery } from "./paging";
import type { AdminListCursor, Paged } from "~/shared/admin-types";
import type { ProductEditor, ProductFields, ProductListItem } from "~/shared/catalog-admin-types";

/**
 * The back office's products: a searchable, filtered list and the editor's reads and writes
 * (title, description through the import's sanitizer, prices, stock per SKU, visibility,
 * pictures, category and collections). Every save is one D1 batch with its audit row, then the
 * catalogue version is bumped so cached pages update (docs/decisions/1000-catalogue-import.md).
 */
const PRODUCT_PAGE_SIZE = 25;
/** At or below this many in stock a SKU counts as running low. */
export const LOW_STOCK = 5;

export interface ProductFilter {
  store?: string;
  q?: string;
  status?: "active" | "archived";
  category?: string;
  stock?: "out" | "low";
  page?: number;
  cursor?: AdminListCursor;
}

/** The product list's query: newest-changed first, walking the index on updated_at. */
export function productListQuery(filter: ProductFilter): PageQuery {
  const where = conditions();
  if (filter.store) where.add("EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?)", filter.store);
  if (filter.q) {
    const like = `%${likeText(filter.q)}%`;
    where.add(
      "(t.title LIKE ? ESCAPE '\\' OR p.spu_code LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.sku_code LIKE ? ESCAPE '\\'))",
      like,
      like,
      like,
    );
  }
  if (filter.status) where.add("p.active = ?", filter.status === "active" ? 1 : 0);
  if (filter.category) where.add("(c.url_key = ? OR c.parent_id = (SELECT id FROM categories WHERE url_key = ?))", filter.category, filter.category);
  // The kept SKU counts and their partial indexes (migrations/1480_product_stock_flags.sql): the terms must read as the indexes' own.
  if (filter.stock === "out") where.add("p.sold_out_skus > 0");
  if (filter.stock === "low") where.add("p.low_stock_skus > 0");
  return {
    columns: `p.spu_code, p.slug, p.product_code, coalesce(t.title, p.spu_code) AS title, coalesce(ct.name, c.url_key) AS category,
                p.sale_price_cents, p.base_price_cents, p.active,
                (SELECT sum(stock) FROM skus s WHERE s.product_id = p.id) AS stock, (SELECT count(*) FROM skus s WHERE s.product_id = p.id) AS sku_count`,
    from: `products p JOIN categories c ON c.id = p.category_id
             LEFT JOIN category_texts ct ON ct.category_id = c.id AND ct.language = 'en'
             LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = 'en'`,
    key: [desc("p.updated_at"), desc("p.id")],
    where,
  };
}

export function listProducts(db: D1Database, filter: ProductFilter): Promise<Paged<ProductListItem>> {
  return pageOf(db, productListQuery(filter), filter, PRODUCT_PAGE_SIZE, (r): ProductListItem => ({
    handle: String(r.spu_code),
    href: `/product-${r.slug}-${r.product_code}.html`,
    title: String(r.title),
    category: String(r.category),
    salePriceCents: Number(r.sale_price_cents),
    basePriceCents: Number(r.base_price_cents),
    stock: r.stock === null ? null : Number(r.stock),
    skuCount: Number(r.sku_count),
    active: r.active === 1,
  }));
}

/** What the editor reads and writes alike. */

const PID = "(SELECT id FROM products WHERE spu_code = ?)";

export async function getProduct(db: D1Database, handle: string, language = "en"): Promise<ProductEditor | null> {
  const [main, skus, images, collections, categories, allCollections] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT p.spu_code, p.base_price_cents, p.sale_price_cents, p.active, c.url_key,
                coalesce(t.title, en.title, p.spu_code) AS title, coalesce(t.description_html, en.description_html, '') AS html,
                coalesce(t.description, en.description, '') AS text
           FROM products p JOIN categories c ON c.id = p.category_id
           LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?2
           LEFT JOIN product_texts en ON en.product_id = p.id AND en.language = 'en'
          WHERE p.spu_code = ?1`,
      )
      .bind(handle, language),
    db
      .prepare(
        `SELECT s.sku_code, s.stock, s.extra_cents,
                coalesce((SELECT group_concat(value, ' / ') FROM (SELECT value FROM sku_options WHERE sku_id = s.id ORDER BY position)),
                         trim(coalesce((SELECT name FROM attribute_option_texts WHERE option_id = s.color_option_id AND language = 'en'), '') || ' ' ||
                              coalesce((SELECT name FROM attribute_option_texts WHERE option_id = s.size_option_id AND language = 'en'), ''))) AS label
           FROM skus s WHERE s.product_id = ${PID} ORDER BY s.position, s.id`,
      )
      .bind(handle),
    db.prepare(`SELECT image_key, alt, width, height FROM product_images WHERE product_id = ${PID} ORDER BY position`).bind(handle),
    db.prepare(`SELECT collection_id FROM collection_products WHERE product_id = ${PID}`).bind(handle),
    db.prepare(
      "SELECT c.url_key, coalesce(t.name, c.url_key) AS name FROM categories c LEFT JOIN category_texts t ON t.category_id = c.id AND t.language = 'en' ORDER BY name",
    ),
    db.prepare(
      "SELECT c.id, c.kind, c.key, coalesce(t.title, c.key) AS title FROM collections c LEFT JOIN collection_texts t ON t.collection_id = c.id AND t.language = 'en' ORDER BY title",
    ),
  ]);
  const row = main.results[0];
  if (!row) return null;
  return {
    handle,
    language,
    title: String(row.title),
    // The demo's descriptions are plain text: the editor shows them as one paragraph.
    descriptionHtml: String(row.html) || (row.text ? `<p>${escapeHtml(String(row.text))}</p>` : ""),
    basePriceCents: Number(row.base_price_cents),
    salePriceCents: Number(row.sale_price_cents),
    active: row.active === 1,
    categoryKey: String(row.url_key),
    collectionIds: collections.results.map((r) => Number(r.collection_id)),
    skus: skus.results.map((s) => ({
      sku: String(s.sku_code),
      label: String(s.label ?? ""),
      stock: s.stock === null ? null : Number(s.stock),
      extraCents: Number(s.extra_cents),
    })),
    images: images.results.map((i) => ({ key: String(i.image_key), alt: String(i.alt), width: Number(i.width), height: Number(i.height) })),
    categories: categories.results.map((c) => ({ key: String(c.url_key), name: String(c.name) })),
    collections: allCollections.results.map((c) => ({ id: Number(c.id), title: `${c.title} (${c.kind})` })),
  };
}

export interface ProductSave extends ProductFields {
  skus: { sku: string; stock: number | null }[];
  images: { key: string; alt: string }[];
}

export type SaveRefusal = { field: string; message: string };

type Env = { DB: D1Database; KV: KVNamespace; MEDIA: R2Bucket };

/** Saves the editor's form; refuses SKUs, pictures, a category or collections the product cannot have. */
export async function saveProduct(
  env: Env,
  actor: Actor,
  body: ProductSave,
  now = Date.now(),
): Promise<{ ok: true; dropped: string[] } | { ok: false; refusal: SaveRefusal } | null> {
  const before = await getProduct(env.DB, body.handle, body.language);
  if (!before) return null;
  const skuCodes = new Set(before.skus.map((s) => s.sku));
  const unknownSku = body.skus.find((s) => !skuCodes.has(s.sku));
  if (unknownSku) return { ok: false, refusal: { field: "skus", message: `SKU "${unknownSku.sku}" is not one of this product's.` } };
  const oldPosition = new Map(before.images.map((i, n) => [i.key, n]));
  if (body.images.some((i) => !oldPosition.has(i.key)) || new Set(body.images.map((i) => i.key)).size !== body.images.length) {
    return { ok: false, refusal: { field: "images", message: "The pictures changed meanwhile: reload the product." } };
  }
  if (!before.categories.some((c) => c.key === body.categoryKey))
    return { ok: false, refusal: { field: "categoryKey", message: "Choose a category." } };
  if (body.collectionIds.some((id) => !before.collections.some((c) => c.id === id)))
    return { ok: false, refusal: { field: "collectionIds", message: "Choose collections of the list." } };

  const { html, dropped } = sanitizeHtml(body.descriptionHtml);
  const db = env.DB;
  const stamp = new Date(now).toISOString();
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE products SET base_price_cents = ?, sale_price_cents = ?, active = ?, category_id = (SELECT id FROM categories WHERE url_key = ?), updated_at = ? WHERE spu_code = ?`,
      )
      .bind(body.basePriceCents, body.salePriceCents, body.active ? 1 : 0, body.categoryKey, stamp, body.handle),
    db
      .prepare(
        `INSERT INTO product_texts (product_id, language, title, description, description_html) VALUES (${PID}, ?, ?, ?, ?)
         ON CONFLICT (product_id, language) DO UPDATE SET title = excluded.title, description = excluded.description, description_html = excluded.description_html`,
      )
      .bind(body.handle, body.language, body.title, htmlToText(html), html),
    ...body.skus.flatMap((s) => [
      restockStatement(db, s.sku, s.stock, now, `product_id = ${PID}`, body.handle),
      db.prepare(`UPDATE skus SET stock = ? WHERE sku_code = ? AND product_id = ${PID}`).bind(s.stock, s.sku, body.handle),
    ]),
    db
      .prepare(`DELETE FROM collection_products WHERE product_id = ${PID} AND collection_id NOT IN (SELECT value FROM json_each(?))`)
      .bind(body.handle, JSON.stringify(body.collectionIds)),
    ...body.collectionIds.map((id) =>
      db.prepare(`INSERT OR IGNORE INTO collection_products (collection_id, product_id, position) VALUES (?, ${PID}, 0)`).bind(id, body.handle),
    ),
  ];
  // Pictures: reordered, retitled or removed; positions move past the existing ones first so the key never collides.
  const moved = body.images.map((image, position) => ({ ...image, from: oldPosition.get(image.key)!, position }));
  statements.push(
    db
      .prepare(`DELETE FROM product_images WHERE product_id = ${PID} AND image_key NOT IN (SELECT value FROM json_each(?))`)
      .bind(body.handle, JSON.stringify(body.images.map((i) => i.key))),
    db.prepare(`UPDATE product_images SET position = position + 10000 WHERE product_id = ${PID}`).bind(body.handle),
    ...moved.map((m) =>
      db
        .prepare(`UPDATE product_images SET position = ?, alt = ? WHERE product_id = ${PID} AND image_key = ?`)
        .bind(m.position, m.alt, body.handle, m.key),
    ),
    db
      .prepare(
        `UPDATE skus SET image_position = (SELECT value ->> '$.to' FROM json_each(?) WHERE value ->> '$.from' = skus.image_position) WHERE product_id = ${PID} AND image_position IS NOT NULL`,
      )
      .bind(JSON.stringify(moved.map((m) => ({ from: m.from, to: m.position }))), body.handle),
  );
  const entry = {
    action: "product:save",
    subjectType: "product",
    subjectId: body.handle,
    before: { ...before, categories: undefined, collections: undefined },
    after: { ...body, descriptionHtml: html },
  };
  statements.push(auditStatement(db, actor, entry, now));
  await db.batch(statements);
  // A price edit is a price change the Omnibus history keeps (docs/decisions/1326-omnibus-prices.md).
  await recordProductPrices(env, [body.handle], now);
  await bumpCatalogVersion(env.KV, now);
  return { ok: true, dropped };
}

/** A new picture at the end of the product's gallery. */
export async function addProductImage(env: Env, actor: Actor, handle: string, bytes: Uint8Array, now = Date.now()): Promise<PictureAdded> {
  const exists = await env.DB.prepare("SELECT id FROM products WHERE spu_code = ?").bind(handle).first();
  if (!exists) return null;
  const stored = await storePicture(env.MEDIA, bytes);
  if (!stored.ok) return stored;
  const { key, width, height } = stored.image;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO product_images (product_id, position, image_key, width, height)
         SELECT ${PID}, coalesce((SELECT max(position) + 1 FROM product_images WHERE product_id = ${PID.replace("?", "?1")}), 0), ?2, ?3, ?4`.replace(
        PID,
        PID.replace("?", "?1"),
      ),
    ).bind(handle, key, width, height),
    auditStatement(
      env.DB,
      actor,
      { action: "product:image", subjectType: "product", subjectId: handle, before: null, after: { key, width, height } },
      now,
    ),
  ]);
  await bumpCatalogVersion(env.KV, now);
  return { ok: true, key };
}
