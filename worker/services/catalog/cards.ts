import type { Rates } from "~/shared/money";
import { pathTo } from "~/shared/url-scheme";
import { getRates } from "../rates";
import { omnibusCards } from "./omnibus-display";
import { discountPercent, priceOf } from "./pricing";
import type { CatalogContext, ImageRef, ProductCard } from "~/shared/catalog-types";
import type { Row } from "../../db/schema.generated";

/** A product counts as new this many days after its new-arrival date. */
const NEW_ARRIVAL_DAYS = 45;

export function newSince(today = new Date()): string {
  return new Date(today.getTime() - NEW_ARRIVAL_DAYS * 86_400_000).toISOString().slice(0, 10);
}

type Image = Row<"product_images">;

export type CardRow = Pick<
  Row<"products">,
  "id" | "spu_code" | "product_code" | "slug" | "base_price_cents" | "sale_price_cents" | "tags" | "new_arrival_on" | "rating_avg" | "rating_count"
> & {
  title: string;
  // LEFT JOINs: null when the product has no first or second picture.
  image_key: Image["image_key"] | null;
  image_width: Image["width"] | null;
  image_height: Image["height"] | null;
  hover_key: Image["image_key"] | null;
  hover_width: Image["width"] | null;
  hover_height: Image["height"] | null;
};

/** Columns every card needs; `?1` is the language. Used with `FROM products p` + CARD_JOINS. */
export const CARD_COLUMNS = `p.id, p.spu_code, p.product_code, p.slug, p.base_price_cents, p.sale_price_cents, p.tags,
  p.new_arrival_on, p.rating_avg, p.rating_count, coalesce(t.title, en.title) AS title,
  i1.image_key, i1.width AS image_width, i1.height AS image_height,
  i2.image_key AS hover_key, i2.width AS hover_width, i2.height AS hover_height`;

/** CARD_COLUMNS as one JSON object, for a statement whose own columns would clash with a card's (listing-read.ts). */
export const CARD_OBJECT = `json_object('id', p.id, 'spu_code', p.spu_code, 'product_code', p.product_code, 'slug', p.slug,
  'base_price_cents', p.base_price_cents, 'sale_price_cents', p.sale_price_cents, 'tags', p.tags,
  'new_arrival_on', p.new_arrival_on, 'rating_avg', p.rating_avg, 'rating_count', p.rating_count, 'title', coalesce(t.title, en.title),
  'image_key', i1.image_key, 'image_width', i1.width, 'image_height', i1.height,
  'hover_key', i2.image_key, 'hover_width', i2.width, 'hover_height', i2.height)`;

export const CARD_JOINS = `LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?1
  LEFT JOIN product_texts en ON en.product_id = p.id AND en.language = 'en'
  LEFT JOIN product_images i1 ON i1.product_id = p.id AND i1.position = 0
  LEFT JOIN product_images i2 ON i2.product_id = p.id AND i2.position = 1`;

export const productHref = (slug: string, productCode: string) => pathTo("product", { slug, product_code: productCode });

function image(key: string | null, width: number | null, height: number | null, alt: string): ImageRef | undefined {
  return key ? { key, width: width ?? 1024, height: height ?? 1024, alt } : undefined;
}

export function toCard(row: CardRow, cc: Pick<CatalogContext, "currency">, rates: Rates, since = newSince()): ProductCard {
  const title = row.title ?? row.spu_code;
  const card: ProductCard = {
    spuCode: row.spu_code,
    productCode: row.product_code,
    href: productHref(row.slug, row.product_code),
    title,
    image: image(row.image_key, row.image_width, row.image_height, title) ?? { key: "", width: 0, height: 0, alt: title },
    salePrice: priceOf(row.sale_price_cents, cc.currency, rates),
    basePrice: priceOf(row.base_price_cents, cc.currency, rates),
    discountPercent: discountPercent(row.base_price_cents, row.sale_price_cents),
    rating: { average: Math.round(row.rating_avg * 10) / 10, count: row.rating_count },
    isNew: row.new_arrival_on >= since,
    tags: parseTags(row.tags),
  };
  const hover = image(row.hover_key, row.hover_width, row.hover_height, title);
  if (hover) card.hoverImage = hover;
  return card;
}

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Cards for product ids, in the order given, restricted to what the store sells. The ids
 * travel as one JSON parameter, so a page of any size is one statement.
 */
export async function loadCards(cc: CatalogContext, ids: number[], rates?: Rates): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const [{ results }, usedRates] = await Promise.all([
    cc.env.DB.prepare(
      `SELECT ${CARD_COLUMNS} FROM products p ${CARD_JOINS}
        WHERE p.id IN (SELECT value FROM json_each(?2)) AND p.active = 1
          AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?3)`,
    )
      .bind(cc.language, JSON.stringify(ids), cc.store)
      .all<CardRow>(),
    rates ? Promise.resolve(rates) : getRates(cc.env.DB),
  ]);
  return cardsInOrder(cc, ids, results, usedRates);
}

/**
 * The cards of the products a query picks (`sql` selects `id`, in order, with `?` placeholders
 * for `values`): the ids and their cards are asked together, one round trip instead of two.
 */
export async function loadCardsOf(cc: CatalogContext, pick: { sql: string; values: unknown[] }, rates?: Rates): Promise<ProductCard[]> {
  const db = cc.env.DB;
  // ?2 is left unused: the picking query's own `?` placeholders follow ?3.
  const [ids, cards, usedRates] = await Promise.all([
    db
      .prepare(pick.sql)
      .bind(...pick.values)
      .all<{ id: number }>(),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM products p ${CARD_JOINS}
          WHERE p.active = 1 AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?3)
            AND p.id IN (${pick.sql})`,
      )
      .bind(cc.language, null, cc.store, ...pick.values)
      .all<CardRow>(),
    rates ? Promise.resolve(rates) : getRates(db),
  ]);
  return cardsInOrder(
    cc,
    ids.results.map((r) => r.id),
    cards.results,
    usedRates,
  );
}

/** The cards of `ids`, in that order, from their rows (an id without a row is left out). */
export function cardsInOrder(cc: CatalogContext, ids: number[], rows: CardRow[], rates: Rates): Promise<ProductCard[]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const since = newSince();
  const cards = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, cc, rates, since)] : [];
  });
  return omnibusCards(cc, cards);
}
