import type { Paged } from "~/shared/admin-types";

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

/** `from` is everything after SELECT … FROM up to the ORDER BY: table, joins and WHERE clause. */
export async function pageOf<T>(
  db: D1Database,
  query: { columns: string; from: string; orderBy: string; values: unknown[] },
  page: number | undefined,
  size: number,
  map: (row: Record<string, unknown>) => T,
): Promise<Paged<T>> {
  const current = Math.max(1, Math.floor(page ?? 1));
  const [rows, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(`SELECT ${query.columns} FROM ${query.from} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
      .bind(...query.values, size, (current - 1) * size),
    db.prepare(`SELECT count(*) AS n FROM ${query.from}`).bind(...query.values),
  ]);
  const total = Number(count.results[0]?.n ?? 0);
  return {
    items: rows.results.map(map),
    total,
    page: current,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}

/** SQL LIKE pattern for text a person typed: its own % and _ are literal (ESCAPE '\\'). */
export const likeText = (text: string) => text.replace(/[\\%_]/g, "\\$&");
