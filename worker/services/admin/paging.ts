import { ADMIN_COUNT_CAP, ADMIN_PAGES_FROM_CURSOR, type AdminListCursor, type Paged } from "~/shared/admin-types";

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
    /** The conditions joined, without the WHERE: more may be added to them. */
    get all() {
      return parts.join(" AND ");
    },
    values,
  };
}

/**
 * A list counts its matches a few pages past the one shown, and never past the cap (a list whose
 * table keeps its count reads that instead): beyond, the screen says "more than" and staff narrow
 * the filter, or page on. A page is read by its number (OFFSET) only
 * within the cap's pages; a page near one the screen has seen is read from that page's first
 * row by key (`from`, at most ADMIN_PAGES_FROM_CURSOR pages either way), through the order's
 * index, so it reads about a page's rows however deep it lies and goes on past the cap
 * (docs/decisions/1330-past-one-database.md).
 */
const COUNT_CAP = ADMIN_COUNT_CAP;
/**
 * A filtered list counts its matches only this many pages past the page shown (as the reviews
 * gallery does): the pager offers those, "more than" says the rest, and page 1 of a filter that
 * holds thousands reads about a hundred of them, not a thousand
 * (docs/decisions/1330-past-one-database.md, "Staff counts a few pages ahead").
 */
const COUNT_PAGES_AHEAD = 4;

/** One column (or expression) of a list's order, as SQL, and its direction. */
export interface KeyColumn {
  sql: string;
  desc: boolean;
}
export const asc = (sql: string): KeyColumn => ({ sql, desc: false });
export const desc = (sql: string): KeyColumn => ({ sql, desc: true });

export interface PageQuery {
  /** The selected columns. */
  columns: string;
  /** The table and its joins (or everything up to the WHERE). */
  from: string;
  /** The order as key columns; the last one unique, so a row's key values name one place in the list. */
  key: readonly KeyColumn[];
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

/** Which page: its number, and the start of a page the screen has seen (the pager sends it back). */
export interface PagePosition {
  page?: number;
  cursor?: AdminListCursor;
}

const orderOf = (key: readonly KeyColumn[]) => key.map((k) => `${k.sql} ${k.desc ? "DESC" : "ASC"}`).join(", ");

/**
 * Rows at or after (`inclusive`) or strictly after `values` in the order `key` walks: a row
 * value when every column runs one way, else one term per column; either way the leading
 * column's bound comes first on its own, so SQLite seeks the order's index to it. Values are
 * bound, never written into the text.
 */
function keyCondition(key: readonly KeyColumn[], values: readonly unknown[], inclusive: boolean): { sql: string; values: unknown[] } {
  const after = (k: KeyColumn, orEqual: boolean) => `${k.desc ? "<" : ">"}${orEqual ? "=" : ""}`;
  if (key.every((k) => k.desc === key[0]!.desc)) {
    const row = (parts: string[]) => (parts.length > 1 ? `(${parts.join(", ")})` : parts[0]!);
    return { sql: `${row(key.map((k) => k.sql))} ${after(key[0]!, inclusive)} ${row(key.map(() => "?"))}`, values: [...values] };
  }
  const terms = key.map((k, i) =>
    [...key.slice(0, i).map((e) => `${e.sql} = ?`), `${k.sql} ${after(k, inclusive && i === key.length - 1)} ?`].join(" AND "),
  );
  return {
    sql: `${key[0]!.sql} ${after(key[0]!, true)} ? AND (${terms.map((t) => `(${t})`).join(" OR ")})`,
    values: [values[0], ...key.flatMap((_, i) => values.slice(0, i + 1))],
  };
}

/** The cursor a page is read from: one of this list's shape (its key's length), close enough to the page asked. */
function usableCursor(query: PageQuery, page: number, cursor: AdminListCursor | undefined): AdminListCursor | null {
  if (!cursor || cursor.key.length !== query.key.length) return null;
  return Math.abs(page - cursor.page) <= ADMIN_PAGES_FROM_CURSOR ? cursor : null;
}

/**
 * The page's statement and the capped count's, with their values: pageOf runs them, the
 * query-plan test plans them. The page reads one row more than it shows, to know whether
 * another page follows past the cap; `backward` pages are read in the reversed order (from
 * before the cursor's row) and turned round. From a cursor the count starts at the cursor's
 * row too, the rows of the pages before it taken as read (`before`), so it reads only what is
 * left to the cap; from a cursor past the cap there is nothing to count (`count` is null). A
 * list whose matches a table keeps counted (`keptCount`) reads that one row instead, on any page.
 */
export function pageStatements(query: PageQuery, position: PagePosition, size: number) {
  const lastPage = Math.max(1, Math.ceil(COUNT_CAP / size));
  const asked = Math.max(1, Math.floor(position.page ?? 1));
  const cursor = usableCursor(query, asked, position.cursor);
  const current = cursor ? asked : Math.min(lastPage, asked);
  const values = [...(query.values ?? []), ...(query.where?.values ?? [])];
  const columns = `${query.columns}, ${query.key.map((k, i) => `${k.sql} AS key_${i}`).join(", ")}`;
  const backward = cursor !== null && current < cursor.page;
  const walked = backward ? query.key.map((k) => ({ ...k, desc: !k.desc })) : query.key;
  const within = (keyed: { sql: string } | null) => {
    const filter = [query.where?.all, keyed?.sql].filter(Boolean).join(" AND ");
    return filter ? `${query.from} WHERE ${filter}` : query.from;
  };
  // A later page starts just past the seen page's last row when the cursor holds it: "next" reads its own rows only.
  const pastLast = cursor && current > cursor.page && cursor.last?.length === query.key.length ? cursor.last : null;
  const keyed = pastLast ? keyCondition(walked, pastLast, false) : cursor ? keyCondition(walked, cursor.key, !backward) : null;
  const skip = pastLast ? current - cursor!.page - 1 : cursor ? Math.abs(current - cursor.page) - (backward ? 1 : 0) : current - 1;
  const before = cursor ? (cursor.page - 1) * size : 0;
  const fromCursor = cursor ? keyCondition(query.key, cursor.key, true) : null;
  // A few pages past the current one, and never past the cap: one more than that reads "more than".
  const cap = query.keptCount ? COUNT_CAP : Math.min(COUNT_CAP, (current + COUNT_PAGES_AHEAD) * size);
  const left = cap + 1 - before;
  return {
    current,
    backward,
    cap,
    before: query.keptCount ? 0 : before,
    rows: {
      sql: `SELECT ${columns} FROM ${within(keyed)} ORDER BY ${orderOf(walked)} LIMIT ? OFFSET ?`,
      values: [...values, ...(keyed?.values ?? []), backward ? size : size + 1, skip * size],
    },
    // A kept count is the matches' exact number, one row read whatever the page.
    count: query.keptCount
      ? query.keptCount
      : left > 0
        ? { sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${within(fromCursor)} LIMIT ?)`, values: [...values, ...(fromCursor?.values ?? []), left] }
        : null,
  };
}

export async function pageOf<T>(
  db: D1Database,
  query: PageQuery,
  position: PagePosition,
  size: number,
  map: (row: Record<string, unknown>) => T,
): Promise<Paged<T>> {
  const built = pageStatements(query, position, size);
  const [rows, count] = await db.batch<Record<string, unknown>>([
    db.prepare(built.rows.sql).bind(...built.rows.values),
    ...(built.count ? [db.prepare(built.count.sql).bind(...built.count.values)] : []),
  ]);
  const read = built.backward ? rows.results.slice().reverse() : rows.results;
  const page = read.slice(0, size);
  const counted = count ? built.before + Number(count.results[0]?.n ?? 0) : built.cap + 1;
  const total = Math.min(counted, built.cap);
  const more = counted > built.cap;
  // Past the cap the pages are not counted: the pager offers the next one while there is one.
  const next = built.backward || read.length > size;
  const [first, last] = [page[0], page.at(-1)];
  const keyOf = (row: Record<string, unknown>) => query.key.map((_, i) => row[`key_${i}`] as string | number);
  return {
    items: page.map(map),
    total,
    more,
    page: built.current,
    pageCount: more ? Math.max(Math.ceil(built.cap / size), next ? built.current + 1 : built.current) : Math.max(1, Math.ceil(total / size)),
    start: first && last ? { page: built.current, key: keyOf(first), last: keyOf(last) } : null,
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
