import type { Locale } from "~/shared/i18n-config";
import type { Row } from "../../db/schema.generated";
import { escapeHtml } from "../html-escape";
import type { ImageRecord, ProductRecord, VariantRecord, WeightUnit } from "./types";

/**
 * The catalogue's products in the import's terms, for the export and for the import's plan (what
 * is there to compare with). Texts are the language's, falling back to English like the pages.
 * A picture the import did not bring is named by its own /img URL under `origin`.
 */
export interface StoredProduct {
  id: number;
  productCode: string;
  categoryId: number;
  categoryKey: string;
  collectionIds: number[];
  stores: string[];
  record: ProductRecord;
  images: { src: string; key: string; width: number; height: number; alt: string }[];
}

type ProductRow = Pick<
  Row<"products">,
  "id" | "spu_code" | "product_code" | "category_id" | "base_price_cents" | "sale_price_cents" | "tags" | "active" | "vendor" | "product_type"
> & {
  category_key: string;
  category_name: string | null;
  title: string | null;
  description: string | null;
  description_html: string | null;
  seo_title: string | null;
  seo_description: string | null;
  collections: string | null;
  stores: string | null;
};

type SkuRow = Pick<Row<"skus">, "product_id" | "sku_code" | "stock" | "extra_cents" | "grams" | "image_position"> & {
  weight_unit: WeightUnit | null;
  color: string | null;
  size: string | null;
  options: string | null;
};

/** Every column of a product's pictures. */
type ImageRow = Row<"product_images">;

/**
 * One chunk of a store's catalogue (products after `afterId`, by id: the export reads a store
 * this way, so it never holds more than a chunk), or products by handle.
 */
export type Selection = { store: string; afterId: number; limit: number } | { handles: string[] };

export const imageUrl = (origin: string, key: string) => `${origin}/img/1536/jpeg/${key}`;

export async function readProducts(db: D1Database, selection: Selection, language: Locale, origin: string): Promise<StoredProduct[]> {
  const where =
    "store" in selection
      ? {
          sql: `p.id IN (SELECT product_id FROM store_products WHERE store = ?2 AND product_id > ${Math.trunc(selection.afterId)}
                 ORDER BY product_id LIMIT ${Math.trunc(selection.limit)})`,
          value: selection.store,
          order: "p.id",
        }
      : { sql: "p.spu_code IN (SELECT value FROM json_each(?2))", value: JSON.stringify(selection.handles), order: "p.id" };
  const ids = `SELECT p.id FROM products p WHERE ${where.sql}`;
  const [products, skus, images] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.spu_code, p.product_code, p.category_id, c.url_key AS category_key, coalesce(ct.name, c.url_key) AS category_name,
                p.base_price_cents, p.sale_price_cents, p.tags, p.active, p.vendor, p.product_type,
                coalesce(t.title, en.title) AS title, coalesce(t.description, en.description) AS description,
                coalesce(t.description_html, en.description_html) AS description_html,
                coalesce(t.seo_title, en.seo_title) AS seo_title, coalesce(t.seo_description, en.seo_description) AS seo_description,
                (SELECT json_group_array(collection_id) FROM collection_products WHERE product_id = p.id) AS collections,
                (SELECT json_group_array(store) FROM store_products WHERE product_id = p.id) AS stores
           FROM products p
           JOIN categories c ON c.id = p.category_id
           LEFT JOIN category_texts ct ON ct.category_id = c.id AND ct.language = 'en'
           LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?1
           LEFT JOIN product_texts en ON en.product_id = p.id AND en.language = 'en'
          WHERE ${where.sql}
          ORDER BY ${where.order}`,
      )
      .bind(language, where.value),
    db
      .prepare(
        `SELECT s.product_id, s.sku_code, s.stock, s.extra_cents, s.grams, s.weight_unit, s.image_position,
                (SELECT name FROM attribute_option_texts WHERE option_id = s.color_option_id AND language = 'en') AS color,
                (SELECT name FROM attribute_option_texts WHERE option_id = s.size_option_id AND language = 'en') AS size,
                (SELECT json_group_array(json_array(name, value)) FROM (SELECT name, value FROM sku_options WHERE sku_id = s.id ORDER BY position)) AS options
           FROM skus s WHERE s.product_id IN (${ids.replace("?2", "?1")})
          ORDER BY s.product_id, s.position, s.id`,
      )
      .bind(where.value),
    db
      .prepare(
        `SELECT product_id, position, image_key, width, height, alt, source_url FROM product_images
          WHERE product_id IN (${ids.replace("?2", "?1")}) ORDER BY product_id, position`,
      )
      .bind(where.value),
  ]);
  const skusOf = groupBy(skus.results as unknown as SkuRow[]);
  const imagesOf = groupBy(images.results as unknown as ImageRow[]);
  return (products.results as unknown as ProductRow[]).map((row) => toStored(row, skusOf.get(row.id) ?? [], imagesOf.get(row.id) ?? [], origin));
}

function groupBy<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.product_id);
    if (list) list.push(row);
    else map.set(row.product_id, [row]);
  }
  return map;
}

const parseArray = (json: string | null): unknown[] => {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

function toStored(row: ProductRow, skuRows: SkuRow[], imageRows: ImageRow[], origin: string): StoredProduct {
  const images = imageRows.map((i) => ({
    src: i.source_url ?? imageUrl(origin, i.image_key),
    key: i.image_key,
    width: i.width,
    height: i.height,
    alt: i.alt,
  }));
  const srcAt = new Map(imageRows.map((i, n) => [i.position, images[n].src]));
  // Named options when the import wrote them; the demo's SKUs have only a colour and a size.
  const named = skuRows.map((s) => parseArray(s.options) as [string, string][]);
  const withNames = named.find((o) => o.length);
  const optionNames = withNames
    ? withNames.map(([name]) => name)
    : [skuRows.some((s) => s.color) ? "Color" : "", skuRows.some((s) => s.size) ? "Size" : ""].filter(Boolean);
  const variants: VariantRecord[] = skuRows.map((s, n) => ({
    sku: s.sku_code,
    values: withNames ? named[n].map(([, value]) => value) : optionNames.map((name) => (name === "Color" ? (s.color ?? "") : (s.size ?? ""))),
    grams: s.grams,
    weightUnit: s.weight_unit,
    stock: s.stock,
    extraCents: s.extra_cents,
    imageSrc: s.image_position === null ? null : (srcAt.get(s.image_position) ?? null),
  }));
  const tags = parseArray(row.tags).filter((t): t is string => typeof t === "string");
  const record: ProductRecord = {
    handle: row.spu_code,
    title: row.title ?? row.spu_code,
    // The demo's descriptions are plain text: as HTML they are one escaped paragraph.
    descriptionHtml: row.description_html || (row.description ? `<p>${escapeHtml(row.description)}</p>` : ""),
    vendor: row.vendor,
    type: row.product_type || (row.category_name ?? ""),
    tags,
    active: row.active === 1,
    seoTitle: row.seo_title ?? "",
    seoDescription: row.seo_description ?? "",
    optionNames,
    basePriceCents: row.base_price_cents,
    salePriceCents: row.sale_price_cents,
    variants,
    images: images.map(({ src, alt }): ImageRecord => ({ src, alt })),
  };
  return {
    id: row.id,
    productCode: row.product_code,
    categoryId: row.category_id,
    categoryKey: row.category_key,
    collectionIds: parseArray(row.collections).map(Number),
    stores: parseArray(row.stores).map(String),
    record,
    images,
  };
}
