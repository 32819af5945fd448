import { z } from "zod";

/** Said of a cursor no list gave: the pager only ever sends back a page's own start. */
const NOT_A_CURSOR = "Cursor is not a place in this list: open the list again.";

const keyValues = z
  .array(z.union([z.number(), z.string().max(500, { error: NOT_A_CURSOR })], { error: NOT_A_CURSOR }), { error: NOT_A_CURSOR })
  .min(1, { error: NOT_A_CURSOR })
  .max(4, { error: NOT_A_CURSOR });

/**
 * A page's start as a back-office list answered it (AdminListCursor) and its pager sends back:
 * a page near it is read from it by key (worker/services/admin/paging.ts). Only its shape is
 * checked here; a cursor of another list's key (another length) is not used there.
 */
export const listCursor = z.strictObject(
  {
    page: z.number({ error: NOT_A_CURSOR }).int({ error: NOT_A_CURSOR }).min(1, { error: NOT_A_CURSOR }).max(10_000, { error: NOT_A_CURSOR }),
    key: keyValues,
    last: keyValues.optional(),
  },
  { error: NOT_A_CURSOR },
);

/** The list URL's `cursor` (JSON, as listCursorText wrote it), or undefined when it is not one: the page is then read by its number. */
export function listCursorOf(text: string | null): z.infer<typeof listCursor> | undefined {
  if (!text) return undefined;
  try {
    const parsed = listCursor.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const listCursorText = (cursor: z.infer<typeof listCursor>) => JSON.stringify(cursor);
