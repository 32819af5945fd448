/**
 * A large category's page reached by key (docs/decisions/1330-past-one-database.md, "Category
 * pages at a merchant's size"): the pager's "next" and "previous" links carry the sort position
 * of their page's first product as a short url-safe token, and the page walk starts at that
 * position in its sort's index instead of walking past every match before the page (OFFSET).
 */
import { pickWhere, type FilterColumns } from "./listing-read";
import type { PagePick } from "./listing-engine";

/** The kept listing's sort columns (migrations/1410_category_listing.sql), with what a position may hold in each. */
const COLUMN_KINDS = {
  position: "int",
  product_id: "int",
  sale_price_cents: "int",
  sales_count: "int",
  rating_count: "int",
  rating_avg: "real",
  new_arrival_on: "day",
} as const;

type KeyColumn = keyof typeof COLUMN_KINDS;

/** A sort's columns in order, each ascending unless marked descending; the last one is unique. */
export type OrderKeys = [column: KeyColumn, descending?: true][];

/** The values of a sort's columns for one product, in the sort's column order. */
export type SortPosition = (number | string)[];

const fits = (kind: (typeof COLUMN_KINDS)[KeyColumn], value: unknown) =>
  kind === "int"
    ? Number.isSafeInteger(value)
    : kind === "real"
      ? typeof value === "number" && Number.isFinite(value)
      : typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The token of a position in a sort: base64url of the sort's name and the values. */
export function positionToken(sort: string, position: SortPosition): string {
  return btoa(JSON.stringify([sort, ...position]))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * The position a token holds, or null when it does not parse, was made for another sort, or
 * holds a value its column cannot (the page is then read by its number).
 */
export function readPosition(token: string | undefined, sort: string, keys: OrderKeys): SortPosition | null {
  if (!token) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(token.replaceAll("-", "+").replaceAll("_", "/")));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== keys.length + 1 || parsed[0] !== sort) return null;
  const values = parsed.slice(1) as unknown[];
  return keys.every(([column], i) => fits(COLUMN_KINDS[column], values[i])) ? (values as SortPosition) : null;
}

/**
 * The rows at or after `position` in the sort (`from`), or strictly before it (`before`): the
 * leading column as a range the index walk starts from, then the exact order of the ties, in the
 * expanded form since the columns' directions differ.
 */
export function seekCondition(keys: OrderKeys, position: SortPosition, side: "from" | "before") {
  const later = (descending?: true) => (Boolean(descending) === (side === "from") ? "<" : ">");
  const last = keys.length - 1;
  let ties = `${keys[last][0]} ${later(keys[last][1])}${side === "from" ? "=" : ""} ?`;
  let values: unknown[] = [position[last]];
  for (let i = last - 1; i >= 0; i--) {
    const [column, descending] = keys[i];
    ties = `(${column} ${later(descending)} ? OR (${column} = ? AND ${ties}))`;
    values = [position[i], position[i], ...values];
  }
  const [column, descending] = keys[0];
  const op: ">=" | "<=" = later(descending) === ">" ? ">=" : "<=";
  return { lead: { column, op, value: position[0] as number | string }, ties: { sql: ties, values } };
}

/**
 * The pick's filters and the seek, as one condition of the kept listing. When the leading column
 * is the price a price filter bounds too, the two bounds of that side become one (the tighter), so
 * SQLite has a single range to start the walk from and cannot take the filter's.
 */
export function keyedWhere(
  pick: Pick<PagePick, "groupOptions" | "selections" | "priceCents">,
  keys: OrderKeys,
  position: SortPosition,
  side: "from" | "before",
  columns: FilterColumns,
) {
  const { lead, ties } = seekCondition(keys, position, side);
  let bound = lead.value;
  let priceCents = pick.priceCents;
  if (lead.column === columns.price && priceCents && typeof bound === "number") {
    const lower = lead.op === ">=";
    const filter = lower ? priceCents.min : priceCents.max;
    if (filter !== undefined) {
      bound = lower ? Math.max(bound, filter) : Math.min(bound, filter);
      priceCents = lower ? { ...priceCents, min: undefined } : { ...priceCents, max: undefined };
    }
  }
  const where = pickWhere({ ...pick, priceCents }, columns);
  return { sql: `${where.sql} AND ${lead.column} ${lead.op} ? AND ${ties.sql}`, values: [...where.values, bound, ...ties.values] };
}
