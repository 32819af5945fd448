import type { Locale } from "~/shared/i18n-config";
import { pathTo } from "~/shared/url-scheme";
import type { Row } from "../../db/schema.generated";

/**
 * The one place checkout reads the catalogue (migrations/0100_catalog.sql): a SKU's product,
 * localized title and options, stock and price in USD cents, for the lines of a cart or an
 * order. A SKU whose product is inactive or not sold in this store comes back `soldHere: false`.
 */
export interface SkuInfo {
  skuCode: string;
  productId: number;
  spuCode: string;
  productCode: string;
  slug: string;
  href: string;
  title: string;
  image: { key: string; width: number; height: number } | null;
  color: string | null;
  size: string | null;
  /** null: made to order, no stock limit. */
  stock: number | null;
  unitCents: number;
  baseCents: number;
  /** Price of the JewelSafe plan per item; null where the product does not offer it. */
  jewelSafeCents: number | null;
  personalizable: boolean;
  /** Custom pieces (tag `custom`) take no coupon. */
  custom: boolean;
  soldHere: boolean;
}

/** A SKU with its product's columns, its title, picture and option names in the language (else English), and two flags (0/1). */
type SkuLookupRow = Pick<Row<"skus">, "sku_code" | "product_id" | "stock" | "extra_cents"> &
  Pick<Row<"products">, "spu_code" | "product_code" | "slug" | "sale_price_cents" | "base_price_cents" | "jewel_safe_cents" | "personalizable"> & {
    title: string | null;
    image_key: string | null;
    width: number | null;
    height: number | null;
    color: string | null;
    size: string | null;
    custom: number;
    sold_here: number;
  };

const SELECT = `
SELECT s.sku_code, p.id AS product_id, p.spu_code, p.product_code, p.slug,
       coalesce(t.title, en.title) AS title, i.image_key, i.width, i.height,
       coalesce(ct.name, cen.name) AS color, coalesce(zt.name, zen.name) AS size,
       s.stock, p.sale_price_cents, p.base_price_cents, s.extra_cents, p.jewel_safe_cents, p.personalizable,
       EXISTS (SELECT 1 FROM json_each(p.tags) WHERE value = 'custom') AS custom,
       (p.active = 1 AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?3)) AS sold_here
  FROM skus s
  JOIN products p ON p.id = s.product_id
  LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?2
  LEFT JOIN product_texts en ON en.product_id = p.id AND en.language = 'en'
  LEFT JOIN product_images i ON i.product_id = p.id AND i.position = 0
  LEFT JOIN attribute_option_texts ct ON ct.option_id = s.color_option_id AND ct.language = ?2
  LEFT JOIN attribute_option_texts cen ON cen.option_id = s.color_option_id AND cen.language = 'en'
  LEFT JOIN attribute_option_texts zt ON zt.option_id = s.size_option_id AND zt.language = ?2
  LEFT JOIN attribute_option_texts zen ON zen.option_id = s.size_option_id AND zen.language = 'en'`;

function toInfo(r: SkuLookupRow): SkuInfo {
  return {
    skuCode: r.sku_code,
    productId: r.product_id,
    spuCode: r.spu_code,
    productCode: r.product_code,
    slug: r.slug,
    href: pathTo("product", { slug: r.slug, product_code: r.product_code }),
    title: r.title ?? r.spu_code,
    image: r.image_key ? { key: r.image_key, width: r.width ?? 1024, height: r.height ?? 1024 } : null,
    color: r.color,
    size: r.size,
    stock: r.stock,
    unitCents: r.sale_price_cents + r.extra_cents,
    baseCents: r.base_price_cents + r.extra_cents,
    jewelSafeCents: r.jewel_safe_cents,
    personalizable: r.personalizable === 1,
    custom: r.custom === 1,
    soldHere: r.sold_here === 1,
  };
}

function skuLookupStatement(db: D1Database, codes: string[], store: string, language: Locale) {
  return db.prepare(`${SELECT} WHERE s.sku_code IN (SELECT value FROM json_each(?1))`).bind(JSON.stringify([...new Set(codes)]), language, store);
}

/** The SKUs of a cart's lines, read in the same round trip as the lines themselves. */
export function cartSkusStatement(db: D1Database, owner: string, store: string, language: Locale) {
  return db.prepare(`${SELECT} WHERE s.sku_code IN (SELECT sku_code FROM cart_lines WHERE owner = ?1 AND store = ?3)`).bind(owner, language, store);
}

export function toSkuMap(rows: unknown[]): Map<string, SkuInfo> {
  return new Map((rows as SkuLookupRow[]).map((r) => [r.sku_code, toInfo(r)]));
}

/** SKUs by code; codes the catalogue does not know are simply absent from the map. */
export async function lookupSkus(db: D1Database, codes: string[], store: string, language: Locale): Promise<Map<string, SkuInfo>> {
  if (!codes.length) return new Map();
  const { results } = await skuLookupStatement(db, codes, store, language).all<SkuLookupRow>();
  return toSkuMap(results);
}
