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

/**
 * `from` is the table and its joins (or everything up to the ORDER BY); `where`, a list's
 * conditions(), adds its clause after them and its values after `values` (the joins' own).
 */
export async function pageOf<T>(
  db: D1Database,
  query: { columns: string; from: string; orderBy: string; values?: unknown[]; where?: ReturnType<typeof conditions> },
  page: number | undefined,
  size: number,
  map: (row: Record<string, unknown>) => T,
): Promise<Paged<T>> {
  const current = Math.max(1, Math.floor(page ?? 1));
  const from = query.where?.clause ? `${query.from} ${query.where.clause}` : query.from;
  const values = [...(query.values ?? []), ...(query.where?.values ?? [])];
  const [rows, count] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${query.columns} FROM ${from} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`).bind(...values, size, (current - 1) * size),
    db.prepare(`SELECT count(*) AS n FROM ${from}`).bind(...values),
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
