/**
 * A listing's one read: its candidates (what the engine filters, counts and sorts) and, in the
 * same statement, the cards of the page the engine will pick, found by the same filters and
 * order in SQL over the candidates already read. One round trip instead of two (the candidates,
 * then their page's cards) for a shopper far from the database
 * (docs/decisions/1342-fewer-round-trips.md). The engine stays the judge: listing.ts reads the
 * cards again when its page differs from this one.
 */
import type { SortKey } from "~/shared/category-query";
import { CARD_OBJECT, CARD_JOINS, type CardRow } from "./cards";
import type { Candidate, PagePick } from "./listing-engine";
import type { CatalogContext } from "~/shared/catalog-types";
import type { Row } from "../../db/schema.generated";

/** A statement selecting `id` and `score` (best first), with plain `?` placeholders. */
export interface RankedPick {
  sql: string;
  values: unknown[];
}

/** A pick of ids given as one JSON array, ranked in the array's order. */
export const LISTED_IDS = "SELECT value AS id, key AS score FROM json_each(?)";

/** The scope of a listing in SQL: a condition on `p` (plain `?` placeholders) and its default order. */
export interface ScopeSql {
  where: string;
  params: unknown[];
  order: string;
}

// option_ids: the product's options as one list, kept by triggers (migrations/1334_product_option_list.sql).
const CANDIDATE_COLUMNS = `p.id, p.spu_code, p.sale_price_cents, p.base_price_cents, p.new_arrival_on, p.sales_count,
  p.rating_avg, p.rating_count, p.option_ids AS options`;

/**
 * The candidates statement of a scope: the store's assortment in the scope, or with `rankedSql`
 * only the products it picks, in its order, so a search reads its matches and not the store's
 * whole assortment. The store's `?` follows the pick's placeholders and precedes the scope's.
 */
export function candidatesSql(scope: Pick<ScopeSql, "where" | "order">, rankedSql?: string): string {
  return rankedSql
    ? `SELECT ${CANDIDATE_COLUMNS}, r.rank AS position
         FROM (SELECT id, row_number() OVER (ORDER BY score, id) - 1 AS rank FROM (${rankedSql})) r
         JOIN store_products sp ON sp.product_id = r.id AND sp.store = ?
         JOIN products p ON p.id = r.id AND p.active = 1
        WHERE ${scope.where}`
    : `SELECT ${CANDIDATE_COLUMNS}, ${scope.order} AS position
         FROM store_products sp
         JOIN products p ON p.id = sp.product_id AND p.active = 1
        WHERE sp.store = ? AND ${scope.where}`;
}

/** The engine's orders (listing-engine.ts COMPARATORS) over the candidates `c`, ties by id. */
const ORDER: Record<SortKey | "default", string> = {
  default: "c.position, c.id",
  newest: "c.new_arrival_on DESC, c.id DESC",
  price_asc: "c.sale_price_cents, c.position, c.id",
  price_desc: "c.sale_price_cents DESC, c.position, c.id",
  best_selling: "c.sales_count DESC, c.position, c.id",
  rating: "c.rating_avg DESC, c.rating_count DESC, c.position, c.id",
};

/** The columns a pick's filters read: the candidates' `c` here, the kept listing's in category-listing.ts. */
export interface FilterColumns {
  options: string;
  price: string;
}

const CANDIDATE_FILTERS: FilterColumns = { options: "c.options", price: "c.sale_price_cents" };

/**
 * A row has one of these options: its comma-separated list searched for each id. The ids
 * (validated option ids, whole numbers) are written into the text: a JSON list walked for every
 * row would add its rows to the rows read.
 */
const hasOneOf = (column: string, ids: number[]) =>
  ids.length ? `(${ids.map((id) => `instr(',' || ${column} || ',', ',${Math.trunc(id)},') > 0`).join(" OR ")})` : "0";

/** The page pick's conditions and their values (plain `?`), as the engine filters. */
export function pickWhere(
  pick: Pick<PagePick, "groupOptions" | "selections" | "priceCents">,
  columns = CANDIDATE_FILTERS,
): { sql: string; values: unknown[] } {
  const parts = [pick.groupOptions, ...pick.selections].flatMap((ids) => (ids ? [hasOneOf(columns.options, ids)] : []));
  const values: unknown[] = [];
  if (pick.priceCents?.min !== undefined) {
    parts.push(`${columns.price} >= ?`);
    values.push(pick.priceCents.min);
  }
  if (pick.priceCents?.max !== undefined) {
    parts.push(`${columns.price} <= ?`);
    values.push(pick.priceCents.max);
  }
  return { sql: parts.length ? parts.join(" AND ") : "1", values };
}

/** The pick's order: an ad's product (spu / skus) first, as the engine puts it. */
function pickOrder(pick: PagePick): { sql: string; values: unknown[] } {
  const order = ORDER[pick.sort ?? "default"];
  if (!pick.spuCode) return { sql: order, values: [] };
  const spu = pick.spuCode.toUpperCase();
  return { sql: `(upper(c.spu_code) = ? OR substr(?, 1, length(c.spu_code) + 1) = upper(c.spu_code) || '-') DESC, ${order}`, values: [spu, spu] };
}

/**
 * The whole listing statement: `?1` the language (the cards' texts), then the candidates' values,
 * then the pick's. Each candidate row carries `card` (a JSON object of the card's columns) and
 * `pick_rank` when it is on the page.
 */
export function listingSql(scope: Pick<ScopeSql, "where" | "order">, rankedSql: string | undefined, pick: PagePick) {
  const where = pickWhere(pick);
  const order = pickOrder(pick);
  return {
    sql: `WITH lang AS (SELECT ? AS language),
       c AS MATERIALIZED (${candidatesSql(scope, rankedSql)}),
       picked AS (SELECT c.id, row_number() OVER (ORDER BY ${order.sql}) AS pick_rank FROM c WHERE ${where.sql}
                  ORDER BY ${order.sql} LIMIT ? OFFSET ?)
     SELECT c.*, picked.pick_rank, CASE WHEN picked.id IS NOT NULL THEN ${CARD_OBJECT} END AS card
       FROM c LEFT JOIN picked ON picked.id = c.id
       LEFT JOIN products p ON p.id = picked.id ${CARD_JOINS}`,
    orderValues: order.values,
    whereValues: where.values,
  };
}

/** A candidate's sort and filter columns, and its card's columns (as JSON) when it is on the page picked. */
type ListingRow = Pick<
  Row<"products">,
  "id" | "spu_code" | "sale_price_cents" | "base_price_cents" | "new_arrival_on" | "sales_count" | "rating_avg" | "rating_count"
> & {
  position: number | null;
  options: string | null;
  pick_rank: number | null;
  card: string | null;
};

export interface ListingRead {
  candidates: Candidate[];
  /** The page as SQL picked it: ids in order and their card rows. */
  page: { ids: number[]; rows: CardRow[] };
}

/** Reads a scope's candidates with the cards of the page `pick` describes, in one statement. */
export async function readListing(cc: CatalogContext, scope: ScopeSql, ranked: RankedPick | undefined, pick: PagePick): Promise<ListingRead> {
  const built = listingSql(scope, ranked?.sql, pick);
  // The order's values appear twice in the text: in the window's ORDER BY and in the pick's.
  const { results } = await cc.env.DB.prepare(built.sql)
    .bind(
      cc.language,
      ...(ranked?.values ?? []),
      cc.store,
      ...scope.params,
      ...built.orderValues,
      ...built.whereValues,
      ...built.orderValues,
      pick.limit,
      pick.offset,
    )
    .all<ListingRow>();
  const picked = results.filter((r) => r.pick_rank !== null).sort((a, b) => a.pick_rank! - b.pick_rank!);
  return {
    candidates: results.map((r) => ({
      id: r.id,
      spuCode: r.spu_code,
      saleCents: r.sale_price_cents,
      baseCents: r.base_price_cents,
      newOn: r.new_arrival_on,
      sales: r.sales_count,
      rating: r.rating_avg,
      ratingCount: r.rating_count,
      position: r.position ?? 0,
      options: new Set((r.options ?? "").split(",").filter(Boolean).map(Number)),
    })),
    page: { ids: picked.map((r) => r.id), rows: picked.map((r) => JSON.parse(r.card!) as CardRow) },
  };
}
