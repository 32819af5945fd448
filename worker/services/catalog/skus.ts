import type { Rates } from "~/shared/money";
import { priceOf } from "./pricing";
import type { CatalogContext, Sku } from "~/shared/catalog-types";
import type { Row } from "../../db/schema.generated";

/** `image_position` is the `product_images.position` of the variant's own picture (the CSV's Variant Image), if any. */
export type SkuRow = Pick<Row<"skus">, "product_id" | "sku_code" | "stock" | "extra_cents" | "image_position"> & {
  color_name: string | null;
  color_hex: Row<"attribute_options">["hex"];
  size_name: string | null;
};

/**
 * SKUs with their colour and size names in the shopper's language (`?1`); the caller adds
 * `WHERE` (on `s.product_id`) and `ORDER BY s.position, s.id`.
 */
export const SKU_SELECT = `SELECT s.product_id, s.sku_code, coalesce(ct.name, cen.name) AS color_name, co.hex AS color_hex,
        coalesce(zt.name, zen.name) AS size_name, s.stock, s.extra_cents, s.image_position
   FROM skus s
   LEFT JOIN attribute_options co ON co.id = s.color_option_id
   LEFT JOIN attribute_option_texts ct ON ct.option_id = s.color_option_id AND ct.language = ?1
   LEFT JOIN attribute_option_texts cen ON cen.option_id = s.color_option_id AND cen.language = 'en'
   LEFT JOIN attribute_option_texts zt ON zt.option_id = s.size_option_id AND zt.language = ?1
   LEFT JOIN attribute_option_texts zen ON zen.option_id = s.size_option_id AND zen.language = 'en'`;

/**
 * A SKU priced from its product's sale and base price plus its own extra; `imageIndex` maps a
 * `product_images.position` to the index of that picture in the page's gallery.
 */
export function toSku(
  s: SkuRow,
  prices: { sale_price_cents: number; base_price_cents: number },
  cc: Pick<CatalogContext, "currency">,
  rates: Rates,
  imageIndex?: ReadonlyMap<number, number>,
): Sku {
  const sku: Sku = {
    skuCode: s.sku_code,
    stock: s.stock,
    price: priceOf(prices.sale_price_cents + s.extra_cents, cc.currency, rates),
    basePrice: priceOf(prices.base_price_cents + s.extra_cents, cc.currency, rates),
  };
  if (s.color_name) sku.color = { name: s.color_name, hex: s.color_hex ?? "#cccccc" };
  if (s.size_name) sku.size = s.size_name;
  const image = s.image_position === null ? undefined : imageIndex?.get(s.image_position);
  if (image !== undefined) sku.image = image;
  return sku;
}
