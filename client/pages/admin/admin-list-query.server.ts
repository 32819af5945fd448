import { z } from "zod";
import { listCursorOf } from "~/shared/schemas/admin-list-cursor";

/** A list screen's filter as the URL carries it: each field's text, empty when not given. */
export type ListFilter<K extends string> = Record<K, string>;

type ListQuery<K extends string, S extends z.ZodType> = { filter: ListFilter<K> } & (
  { body: z.infer<S>; error?: never } | { body?: never; error: string }
);

/**
 * A back-office list's filter and page from the URL (`?subjectType=order&page=2`), checked by the
 * same schema as the list's API, so the screen reads what the API would: the list's request, or
 * the sentence that names the refused field and why. Only `fields`, `page` and the pager's
 * `cursor` (of a list whose API takes one; one that is not a cursor is left out, the page then
 * read by its number) are read; any other name in the URL is not. `toBody` turns the filter's text into the API's fields where the
 * two differ (a day into milliseconds); by default the fields that say something, as given.
 */
export function listQuery<K extends string, S extends z.ZodType>(
  schema: S,
  fields: readonly K[],
  query: URLSearchParams,
  toBody: (filter: ListFilter<K>) => object = filledFields,
): ListQuery<K, S> {
  const filter = Object.fromEntries(fields.map((name) => [name, query.get(name) ?? ""])) as ListFilter<K>;
  const given = toBody(filter);
  const page = query.get("page");
  const cursor = schema instanceof z.ZodObject && "cursor" in schema.shape ? listCursorOf(query.get("cursor")) : undefined;
  const parsed = schema.safeParse({ ...given, ...(page ? { page: Number(page) } : {}), ...(cursor ? { cursor } : {}) });
  return parsed.success ? { filter, body: parsed.data } : { filter, error: refusal(parsed.error) };
}

/**
 * One record a screen opens from its URL (`?number=…`), checked by its API's schema and read
 * with `read`: the record, or the sentence that says why there is none (refused, or `missing`).
 */
export async function recordQuery<S extends z.ZodType, T>(
  schema: S,
  input: unknown,
  read: (body: z.infer<S>) => Promise<T | null>,
  missing: string,
): Promise<{ record: T | null; error: string | null }> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { record: null, error: refusal(parsed.error) };
  const record = await read(parsed.data);
  return record === null ? { record, error: missing } : { record, error: null };
}

/** The first refused field and why, as the list APIs' answers name it. */
const refusal = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return `${issue.path.join(".")}: ${issue.message}`;
};

/** The filter's fields that say something, as the URL spells them: the list APIs read a missing field as "any". */
function filledFields(filter: Record<string, string>): object {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim()));
}
