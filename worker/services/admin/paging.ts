import { ADMIN_COUNT_CAP, type Paged } from "~/shared/admin-types";

/** Filtered, paged lists of the back office: one WHERE builder and one page query for all of them. */
export function conditions() {
  const parts: string[] = [];
  const values: unknown[] = [];
  return {
    add(sql: string, ...bound: unknown[]) {
      parts.push(sql);
      values.push(...bound);
    },
    get clause() {
      return parts.length ? `WHERE ${parts.join(" AND ")}` : "";
    },
    values,
  };
}

/**
 * A list counts its matches up to the cap and no further, and pages only within them: past it
 * the screen says "more than 1,000" and staff narrow the filter. So neither the count nor the
 * page's OFFSET ever reads more than the cap's rows, however large the shop
 * (docs/decisions/1330-past-one-database.md).
 */
const COUNT_CAP = ADMIN_COUNT_CAP;

export interface PageQuery {
  /** The selected columns. */
  columns: string;
  /** The table and its joins (or everything up to the ORDER BY). */
  from: string;
  orderBy: string;
  /** The joins' own values, bound before the conditions'. */
  values?: unknown[];
  where?: ReturnType<typeof conditions>;
  /**
   * The matches' number where a table keeps it exactly (`status_counts`, keptStatusCount): read
   * as one row instead of counting the matches up to the cap.
   */
  keptCount?: { sql: string; values: unknown[] };
}

/**
 * The number of rows of `subject` in `status` (or in any status), kept by triggers
 * (migrations/1470_status_counts.sql): a row or a handful, whatever the table's size.
 */
export const keptStatusCount = (subject: "orders" | "reviews" | "questions" | "support_tickets", status?: string) => ({
  sql: "SELECT coalesce(sum(n), 0) AS n FROM status_counts WHERE subject = ? AND (? IS NULL OR status = ?)",
  values: [subject, status ?? null, status ?? null],
});

/** The page's statement and the capped count's, with their values: pageOf runs them, the query-plan test plans them. */
export function pageStatements(query: PageQuery, page: number | undefined, size: number) {
  const lastPage = Math.max(1, Math.ceil(COUNT_CAP / size));
  const current = Math.min(lastPage, Math.max(1, Math.floor(page ?? 1)));
  const from = query.where?.clause ? `${query.from} ${query.where.clause}` : query.from;
  const values = [...(query.values ?? []), ...(query.where?.values ?? [])];
  return {
    current,
    rows: { sql: `SELECT ${query.columns} FROM ${from} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`, values: [...values, size, (current - 1) * size] },
    // One past the cap at most: a count above it reads "more than".
    count: query.keptCount ?? { sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} LIMIT ?)`, values: [...values, COUNT_CAP + 1] },
  };
}

export async function pageOf<T>(
  db: D1Database,
  query: PageQuery,
  page: number | undefined,
  size: number,
  map: (row: Record<string, unknown>) => T,
): Promise<Paged<T>> {
  const built = pageStatements(query, page, size);
  const [rows, count] = await db.batch<Record<string, unknown>>([
    db.prepare(built.rows.sql).bind(...built.rows.values),
    db.prepare(built.count.sql).bind(...built.count.values),
  ]);
  const counted = Number(count.results[0]?.n ?? 0);
  const total = Math.min(counted, COUNT_CAP);
  return {
    items: rows.results.map(map),
    total,
    more: counted > COUNT_CAP,
    page: built.current,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}

/** SQL LIKE pattern for text a person typed: its own % and _ are literal (ESCAPE '\\'). */
export const likeText = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/**
 * The range of text that starts with `prefix`: `column >= from AND column < to` walks an index
 * in order, where LIKE 'x%' (case-blind in SQLite) cannot use one on a case-kept column.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0) ?? 0;
  return { from: prefix, to: chars.join("") + String.fromCodePoint(last + 1) };
}
