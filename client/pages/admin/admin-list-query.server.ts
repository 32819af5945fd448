import type { z } from "zod";

/** A list screen's filter as the URL carries it: each field's text, empty when not given. */
export type ListFilter<K extends string> = Record<K, string>;

type ListQuery<K extends string, S extends z.ZodType> = { filter: ListFilter<K> } & (
  { body: z.infer<S>; error?: never } | { body?: never; error: string }
);

/**
 * A back-office list's filter and page from the URL (`?subjectType=order&page=2`), checked by the
 * same schema as the list's API, so the screen reads what the API would: the list's request, or
 * the sentence that names the refused field and why. Only `fields` and `page` are read; any
 * other name in the URL is not.
 */
export function listQuery<K extends string, S extends z.ZodType>(schema: S, fields: readonly K[], query: URLSearchParams): ListQuery<K, S> {
  const filter = Object.fromEntries(fields.map((name) => [name, query.get(name) ?? ""])) as ListFilter<K>;
  const given = Object.fromEntries(fields.flatMap((name) => (filter[name].trim() ? [[name, filter[name]]] : [])));
  const page = query.get("page");
  const parsed = schema.safeParse({ ...given, ...(page ? { page: Number(page) } : {}) });
  if (parsed.success) return { filter, body: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { filter, error: `${issue.path.join(".")}: ${issue.message}` };
}
