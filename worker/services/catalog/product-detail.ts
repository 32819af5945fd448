import { getRates } from "../rates";
import { omnibusCards, omnibusSkus } from "./omnibus-display";
import { CARD_COLUMNS, CARD_JOINS, loadCards, newSince, toCard, type CardRow } from "./cards";
import { priceOf } from "./pricing";
import { SKU_SELECT, toSku, type SkuRow } from "./skus";
import { ancestry, storeTree } from "./tree";
import { pathTo } from "~/shared/url-scheme";
import type { CatalogContext, ImageRef, Measurements, ProductDetail, Sku } from "~/shared/catalog-types";
import type { Row } from "../../db/schema.generated";

/** A product's card columns, its texts in the language, its material and stone names and its category's key. */
type DetailRow = CardRow &
  Pick<Row<"products">, "category_id" | "size_guide" | "personalizable" | "jewel_safe_cents"> & {
    description: string;
    description_html: string;
    seo_title: string;
    seo_description: string;
    material: string | null;
    stone: string | null;
    category_key: string;
  };

type MeasurementRow = Measurements & { position: number };

const productId = (param: string) => `(SELECT id FROM products WHERE product_code = ${param})`;

/** A product page's data by product code; null when this store does not sell it. */
export async function getProductDetail(cc: CatalogContext, productCode: string): Promise<ProductDetail | null> {
  const code = productCode.trim().toLowerCase();
  if (!/^[a-z0-9]{1,40}$/.test(code)) return null;
  const db = cc.env.DB;
  const [main, images, skus, measurements] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, coalesce(t.description, en.description, '') AS description,
                coalesce(t.description_html, en.description_html, '') AS description_html,
                coalesce(nullif(t.seo_title, ''), en.seo_title, '') AS seo_title, coalesce(nullif(t.seo_description, ''), en.seo_description, '') AS seo_description,
                coalesce(mt.name, mten.name) AS material, coalesce(st.name, sten.name) AS stone,
                p.category_id, c.url_key AS category_key, p.size_guide, p.personalizable, p.jewel_safe_cents
           FROM products p ${CARD_JOINS}
           JOIN categories c ON c.id = p.category_id
           LEFT JOIN attribute_option_texts mt ON mt.option_id = p.material_option_id AND mt.language = ?1
           LEFT JOIN attribute_option_texts mten ON mten.option_id = p.material_option_id AND mten.language = 'en'
           LEFT JOIN attribute_option_texts st ON st.option_id = p.stone_option_id AND st.language = ?1
           LEFT JOIN attribute_option_texts sten ON sten.option_id = p.stone_option_id AND sten.language = 'en'
          WHERE p.product_code = ?2 AND p.active = 1
            AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?3)`,
      )
      .bind(cc.language, code, cc.store),
    db
      .prepare(`SELECT position, image_key, width, height, alt FROM product_images WHERE product_id = ${productId("?")} ORDER BY position`)
      .bind(code),
    db.prepare(`${SKU_SELECT} WHERE s.product_id = ${productId("?2")} ORDER BY s.position, s.id`).bind(cc.language, code),
    db
      .prepare(
        `SELECT size, position, bust, shoulder, length, sleeve, waist, hip FROM product_measurements
          WHERE product_id = ${productId("?")} ORDER BY position`,
      )
      .bind(code),
  ]);
  const row = (main.results as unknown as DetailRow[])[0];
  if (!row) return null;
  const [rates, tree] = await Promise.all([getRates(db), storeTree(cc)]);
  const [card] = await omnibusCards(cc, [toCard(row, cc, rates, newSince())]);
  const imageRows = images.results as { position: number; image_key: string; width: number; height: number; alt: string }[];
  const gallery: ImageRef[] = imageRows.map((i, n) => ({
    key: i.image_key,
    width: i.width,
    height: i.height,
    alt: i.alt || (n === 0 ? card.title : `${card.title} (${n + 1})`),
  }));
  // A variant's picture is stored by its position; the page shows it by its place in the gallery.
  const galleryIndex = new Map(imageRows.map((i, n) => [i.position, n]));
  const skuList: Sku[] = await omnibusSkus(
    cc,
    (skus.results as unknown as SkuRow[]).map((s) => toSku(s, row, cc, rates, galleryIndex)),
  );
  const crumbs = ancestry(tree, row.category_id).map((c) => ({ name: c.name, href: pathTo("category", { category_key: c.key }) }));
  return {
    ...card,
    description: row.description,
    ...(row.description_html ? { descriptionHtml: row.description_html } : {}),
    ...(row.seo_title ? { seoTitle: row.seo_title } : {}),
    ...(row.seo_description ? { seoDescription: row.seo_description } : {}),
    material: row.material ?? "",
    stone: row.stone,
    images: gallery.length ? gallery : [card.image],
    skus: skuList,
    measurements: (measurements.results as unknown as MeasurementRow[]).map(({ position: _, ...m }) => withoutNulls(m)),
    sizeGuide: row.size_guide,
    personalizable: row.personalizable === 1,
    jewelSafe: row.jewel_safe_cents ? { price: priceOf(row.jewel_safe_cents, cc.currency, rates) } : null,
    breadcrumb: [...crumbs, { name: card.title, href: card.href }],
    categoryKey: row.category_key,
  };
}

function withoutNulls(m: Measurements): Measurements {
  return Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null)) as unknown as Measurements;
}

/** Products like this one: same category in this store, nearest in price first. */
export async function similarProducts(cc: CatalogContext, productCode: string, limit = 8) {
  const { results } = await cc.env.DB.prepare(
    `SELECT o.id FROM products p
       JOIN products o ON o.category_id = p.category_id AND o.id <> p.id AND o.active = 1
       JOIN store_products sp ON sp.product_id = o.id AND sp.store = ?2
      WHERE p.product_code = ?1
      ORDER BY abs(o.sale_price_cents - p.sale_price_cents), o.sales_count DESC, o.id LIMIT ?3`,
  )
    .bind(productCode.trim().toLowerCase(), cc.store, Math.min(Math.max(limit, 1), 24))
    .all<{ id: number }>();
  return loadCards(
    cc,
    results.map((r) => r.id),
  );
}
