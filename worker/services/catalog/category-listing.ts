/**
 * A large category's page without reading the category (docs/decisions/1330-past-one-database.md,
 * "Category pages at a merchant's size"): the page walks the kept listing
 * (migrations/1410_category_listing.sql) through the index of its sort and stops after it; the
 * facet counts and the total of the unfiltered category are the kept counts; the price range is
 * the category's first and last price; under filters the matches are counted up to
 * COUNT_CAP and the options are shown without counts. A category of at most WHOLE_READ_LIMIT
 * products in the store is read whole by listing.ts, with every figure exact under any filter.
 */
import type { CategoryQuery, SortKey } from "~/shared/category-query";
import type { Rates } from "~/shared/money";
import type { AttributeIndex } from "./attributes";
import { CARD_OBJECT, CARD_JOINS, cardsInOrder, type CardRow } from "./cards";
import { pickWhere, type FilterColumns } from "./listing-read";
import { facetsOf, validSelections, type PagePick } from "./listing-engine";
import { keyedWhere, positionToken, readPosition, type OrderKeys, type SortPosition } from "./listing-keyset";
import { priceOf } from "./pricing";
import type { CatalogContext, ListingResult } from "~/shared/catalog-types";

/** A category with more products than this in the store is read a page at a time. */
export const WHOLE_READ_LIMIT = 1000;
/**
 * Under filters, a large category's matches are counted up to this many ("250+"): the count walks
 * about two index rows per match at full size (docs/decisions/1330-past-one-database.md).
 */
const COUNT_CAP = 250;

const LISTING_FILTERS: FilterColumns = { options: "option_ids", price: "sale_price_cents" };

/**
 * The engine's orders (listing-engine.ts COMPARATORS) as the kept listing's columns, each with
 * the index that holds it. Named, because with a price filter SQLite would rather take the
 * price index for its range and sort every match.
 */
const ORDERS: Record<SortKey | "default", { index: string; keys: OrderKeys }> = {
  default: { index: "store_listing_position", keys: [["position"], ["product_id"]] },
  newest: {
    index: "store_listing_newest",
    keys: [
      ["new_arrival_on", true],
      ["product_id", true],
    ],
  },
  price_asc: { index: "store_listing_price", keys: [["sale_price_cents"], ["position"], ["product_id"]] },
  price_desc: { index: "store_listing_price_desc", keys: [["sale_price_cents", true], ["position"], ["product_id"]] },
  best_selling: { index: "store_listing_sellers", keys: [["sales_count", true], ["position"], ["product_id"]] },
  rating: { index: "store_listing_rating", keys: [["rating_avg", true], ["rating_count", true], ["position"], ["product_id"]] },
};

const orderBy = (keys: OrderKeys, alias = "") => keys.map(([column, descending]) => `${alias}${column}${descending ? " DESC" : ""}`).join(", ");

export interface Statement {
  sql: string;
  values: unknown[];
}

type SortName = SortKey | "default";

const sortName = (pick: PagePick): SortName => pick.sort ?? "default";

/** One arm per category of the subtree, each walking its sort's index under `where`. */
function arms(store: string, categoryIds: number[], sort: SortName, where: { sql: string; values: unknown[] }) {
  const { index, keys } = ORDERS[sort];
  const columns = keys.map(([column]) => column).filter((column) => column !== "product_id");
  return {
    sql: categoryIds
      .map(
        (id) =>
          `SELECT product_id, ${columns.join(", ")} FROM store_listing INDEXED BY ${index} WHERE store = ? AND category_id = ${Math.trunc(id)} AND ${where.sql}`,
      )
      .join("\n UNION ALL "),
    values: categoryIds.flatMap(() => [store, ...where.values]),
  };
}

/**
 * The page and its cards: one arm per category of the subtree, each walking its index in the
 * page's order; SQLite merges the arms in that order and stops after the page (and one more
 * row, which tells whether a next page exists and where it starts). `?1` is the language of the
 * cards. With a position (the page's first product, listing-keyset.ts) each arm starts there in
 * its index, and the statement's OFFSET is 0.
 */
export function pageStatement(store: string, categoryIds: number[], pick: PagePick, position?: SortPosition | null): Statement {
  const sort = sortName(pick);
  const { keys } = ORDERS[sort];
  const where = position ? keyedWhere(pick, keys, position, "from", LISTING_FILTERS) : pickWhere(pick, LISTING_FILTERS);
  const walk = arms(store, categoryIds, sort, where);
  return {
    sql: `WITH lang AS (SELECT ? AS language),
       page AS (${walk.sql}
                ORDER BY ${orderBy(keys)} LIMIT ? OFFSET ?)
     SELECT page.product_id AS id, page.*, ${CARD_OBJECT} AS card
       FROM page JOIN products p ON p.id = page.product_id ${CARD_JOINS}
      ORDER BY ${orderBy(keys, "page.")}`,
    values: walk.values,
  };
}

/**
 * The page before a page read by key: the same walk the other way from the page's first product,
 * `LIMIT ?` rows (the page size), whose last row is that page's first product.
 */
export function previousStatement(store: string, categoryIds: number[], pick: PagePick, position: SortPosition): Statement {
  const sort = sortName(pick);
  const { keys } = ORDERS[sort];
  const walk = arms(store, categoryIds, sort, keyedWhere(pick, keys, position, "before", LISTING_FILTERS));
  const reversed: OrderKeys = keys.map(([column, descending]) => (descending ? [column] : [column, true]));
  return { sql: `${walk.sql}\n ORDER BY ${orderBy(reversed)} LIMIT ?`, values: walk.values };
}

/** The token of a walked row's position in its sort. */
const tokenOf = (sort: SortName, row: Record<string, unknown>) =>
  positionToken(
    sort,
    ORDERS[sort].keys.map(([column]) => row[column] as number | string),
  );

/** How many products the filters let through, counted up to `cap + 1`. */
export function countStatement(store: string, categoryIds: number[], pick: PagePick, cap = COUNT_CAP): Statement {
  const where = pickWhere(pick, LISTING_FILTERS);
  return {
    sql: `SELECT count(*) AS n FROM (SELECT 1 FROM store_listing
            WHERE store = ? AND category_id IN (SELECT value FROM json_each(?)) AND ${where.sql} LIMIT ?)`,
    values: [store, JSON.stringify(categoryIds), ...where.values, cap + 1],
  };
}

/**
 * The category's lowest and highest price: per category, the first entry of its price index each
 * way. Under option filters too: the engine's range narrows to the filtered products, but the
 * first one each way that passes the filters can lie far into the index (635 rows at full size
 * for two materials of the rings, against 10 for these), so a large category's price sections
 * stay the category's (docs/decisions/1330-past-one-database.md).
 */
export function priceBoundsStatement(store: string, categoryIds: number[]): Statement {
  const first = (direction: string) =>
    `(SELECT sale_price_cents FROM store_listing WHERE store = ? AND category_id = c.value ORDER BY sale_price_cents ${direction} LIMIT 1)`;
  return {
    sql: `SELECT min(lo) AS lo, max(hi) AS hi FROM (SELECT ${first("ASC")} AS lo, ${first("DESC")} AS hi FROM json_each(?) c)`,
    values: [store, store, JSON.stringify(categoryIds)],
  };
}

/** The kept products per filter option of the categories (the unfiltered category's facet counts). */
export function optionCountsStatement(store: string, categoryIds: number[]): Statement {
  return {
    sql: `SELECT option_id AS id, sum(product_count) AS n FROM store_category_options
           WHERE store = ? AND category_id IN (SELECT value FROM json_each(?)) AND product_count > 0 GROUP BY option_id`,
    values: [store, JSON.stringify(categoryIds)],
  };
}

export interface CategoryPage {
  /** The page's ids in order, with their card rows. */
  ids: number[];
  rows: CardRow[];
  /** A product follows the page. */
  hasNext: boolean;
  /** The tokens of the pages after and before this one (listing-keyset.ts), where they are known. */
  keys: PageKeys;
  /** Products per option in the unfiltered category. */
  optionCounts: Map<number, number>;
  /**
   * The filters' matches counted up to the cap + 1, or at least as many as a deep page proves (a
   * figure past the cap either way); null without filters (the category's own count then holds).
   */
  matches: number | null;
  priceRangeCents: { min: number; max: number };
}

export const isFiltered = (pick: PagePick) =>
  pick.selections.length > 0 || pick.groupOptions !== null || pick.priceCents?.min !== undefined || pick.priceCents?.max !== undefined;

type PageKeys = NonNullable<ListingResult["pageKeys"]>;

/**
 * Reads a large category's page and figures in one round trip. A page after the first with a
 * token of its sort starts at the token's position (the page number still says which page it is,
 * for the figures); without one, or with one that does not read, it walks past the pages before.
 * "previous" is known for a page read by key, "next" for any page with one after it.
 */
export async function readCategoryPage(cc: CatalogContext, categoryIds: number[], pick: PagePick, cap = COUNT_CAP): Promise<CategoryPage> {
  const db = cc.env.DB;
  const prepared = (s: Statement) => db.prepare(s.sql).bind(...s.values);
  const sort = sortName(pick);
  const position = pick.offset > 0 ? readPosition(pick.from, sort, ORDERS[sort].keys) : null;
  const page = pageStatement(cc.store, categoryIds, pick, position);
  const filtered = isFiltered(pick);
  // A page at or past the cap that holds a product proves more matches than the cap: the page's
  // own walk is the count, and a second walk to the cap would only repeat its start.
  const counted = filtered && pick.offset < cap;
  // The first page's links carry no token: page 2's "previous" is page 1.
  const previous = position && pick.offset > pick.limit ? previousStatement(cc.store, categoryIds, pick, position) : null;
  const statements = [
    db.prepare(page.sql).bind(cc.language, ...page.values, pick.limit + 1, position ? 0 : pick.offset),
    prepared(optionCountsStatement(cc.store, categoryIds)),
    prepared(priceBoundsStatement(cc.store, categoryIds)),
    ...(previous ? [db.prepare(previous.sql).bind(...previous.values, pick.limit)] : []),
    ...(counted ? [prepared(countStatement(cc.store, categoryIds, pick, cap))] : []),
  ];
  const [pageRows, optionRows, boundRows, ...rest] = await db.batch<Record<string, unknown>>(statements);
  const [before, countRows] = previous ? rest : [undefined, ...rest];
  const picked = (pageRows.results as { id: number; card: string }[]).slice(0, pick.limit);
  const after = pageRows.results[pick.limit];
  const start = before?.results.length === pick.limit ? before.results[pick.limit - 1] : undefined;
  const bounds = boundRows.results[0] as { lo: number | null; hi: number | null } | undefined;
  let matches: number | null = countRows ? (countRows.results[0] as { n: number }).n : null;
  if (filtered && !counted) {
    const count = countStatement(cc.store, categoryIds, pick, cap);
    matches = picked.length ? pick.offset + pageRows.results.length : ((await prepared(count).first<{ n: number }>())?.n ?? 0);
  }
  return {
    ids: picked.map((row) => row.id),
    rows: picked.map((row) => JSON.parse(row.card) as CardRow),
    hasNext: pageRows.results.length > pick.limit,
    keys: { ...(after ? { next: tokenOf(sort, after) } : {}), ...(start ? { previous: tokenOf(sort, start) } : {}) },
    optionCounts: new Map((optionRows.results as { id: number; n: number }[]).map((row) => [row.id, row.n])),
    matches,
    priceRangeCents: bounds?.lo != null && bounds.hi != null ? { min: bounds.lo, max: bounds.hi } : { min: 0, max: 0 },
  };
}

export type ListingFigures = Pick<ListingResult, "products" | "total" | "totalCapped" | "pageCount" | "facets" | "priceRange" | "pageKeys">;

export const priceRange = (cc: CatalogContext, cents: { min: number; max: number }, rates: Rates) => ({
  min: priceOf(cents.min, cc.currency, rates).amount,
  max: priceOf(cents.max, cc.currency, rates).amount,
});

export interface LargeCategoryInput {
  categoryIds: number[];
  /** The category's products in the store (the category tree's kept count). */
  size: number;
  query: CategoryQuery;
  attributes: AttributeIndex;
  pageSize: number;
  pick: PagePick;
  rates: Rates;
}

/**
 * A large category's listing: the same page in the same order as the engine's, the unfiltered
 * figures from the kept counts, and under filters the matches counted up to `cap` (then shown as
 * "cap+", the pager going one page past the current while more follow) and the options uncounted.
 */
export async function largeCategory(cc: CatalogContext, input: LargeCategoryInput, cap = COUNT_CAP): Promise<ListingFigures> {
  const { pick, rates, categoryIds, size, query, attributes, pageSize } = input;
  const read = await readCategoryPage(cc, categoryIds, pick, cap);
  const filtered = isFiltered(pick);
  const matches = read.matches ?? size;
  const capped = filtered && matches > cap;
  const total = capped ? cap : matches;
  // Past the end of a capped listing the pager offers the pages known to exist.
  const reached = read.ids.length ? query.pageIndex + (read.hasNext ? 1 : 0) : 0;
  const pageCount = capped ? Math.max(Math.ceil(cap / pageSize), reached) : Math.max(1, Math.ceil(total / pageSize));
  return {
    products: await cardsInOrder(cc, read.ids, read.rows, rates),
    total,
    ...(capped ? { totalCapped: true } : {}),
    pageCount,
    facets: facetsOf(attributes, validSelections(query, attributes), () => read.optionCounts, !filtered),
    priceRange: priceRange(cc, read.priceRangeCents, rates),
    ...(read.keys.next || read.keys.previous ? { pageKeys: read.keys } : {}),
  };
}
