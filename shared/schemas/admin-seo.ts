import { z } from "zod";
import { LOCALES } from "../i18n-config";
import { MAX_ROUTE_PATH, metaPathProblem, normalizeRoutePath, routePathOf, SEO_LIMITS } from "../page-meta";
import { STORE_KEYS, STORES, storeLanguages } from "../stores";
import { listCursor } from "./admin-list-cursor";

/**
 * The back office's Page titles calls (docs/decisions/0830-page-titles.md), shared by the
 * screen's form and the worker, so both say the same thing about the same text.
 */

/** C0/C1 controls (line breaks, tabs, NUL…) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

const metaText = (label: string, max: number, required: boolean) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(required ? 1 : 0, { error: `${label} is required.` })
    .max(max, { error: `${label} can be at most ${max} characters (search results cut longer ones off).` })
    .refine((text) => !CONTROL.test(text), { error: `${label} cannot hold line breaks, tabs or other control characters.` });

const store = z.enum(STORE_KEYS, { error: "Choose a store." });
const language = z.enum(LOCALES, { error: "Choose a language." });

/** The page as staff type or paste it (`/category-rings`, a whole shop URL, `/` for home), keyed as the shop keys it. */
const routePath = z
  .string({ error: "Enter the page's path." })
  .trim()
  .min(1, { error: "Enter the page's path (/ for the home page)." })
  .max(2000, { error: "The path is too long." })
  .refine((text) => !CONTROL.test(text) && !/\s/.test(text), { error: "The path cannot hold spaces or control characters." })
  .transform((text, ctx) => {
    const path = routePathOf(text);
    const problem =
      path === null
        ? "Enter a path of the shop, such as /category-rings."
        : path.length > MAX_ROUTE_PATH
          ? "The path is too long."
          : metaPathProblem(path);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: text });
    return path ?? "";
  });

/** Only the languages the store is written in (shared/stores.ts); the message names them. */
const languageOfStore = (body: { store: (typeof STORE_KEYS)[number]; language: string }, ctx: z.RefinementCtx) => {
  const offered = storeLanguages(body.store);
  if (!offered.includes(body.language as (typeof LOCALES)[number])) {
    ctx.addIssue({
      code: "custom",
      path: ["language"],
      message: `The ${body.store} store is written in ${offered.join(", ")} (${STORES[body.store].countryName}).`,
    });
  }
};

/**
 * Which row to delete, by its key as the list shows it. Not checked against the pages of today:
 * a row for a page the shop no longer has is exactly what staff should be able to remove.
 */
export const pageTitleKeyBody = z.strictObject({
  store,
  language,
  routePath: z
    .string({ error: "Enter the page's path." })
    .max(MAX_ROUTE_PATH + 2, { error: "The path is too long." })
    .transform(normalizeRoutePath),
});

/** A route's own title, description and keywords; description and keywords may be empty (the page's own then). */
export const pageTitleSaveBody = z
  .strictObject({
    store,
    language,
    routePath,
    seoTitle: metaText("Title", SEO_LIMITS.title, true),
    seoDescription: metaText("Description", SEO_LIMITS.description, false).default(""),
    seoKeywords: metaText("Keywords", SEO_LIMITS.keywords, false).default(""),
  })
  .superRefine(languageOfStore);
export type PageTitleSave = z.infer<typeof pageTitleSaveBody>;

/** An empty choice ("" from a select) means "any", so the screen sends its state as it is. */
const anyWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const pageTitleListBody = z.strictObject({
  store: anyWhenEmpty(store),
  language: anyWhenEmpty(language),
  q: anyWhenEmpty(
    z
      .string({ error: "Search must be text." })
      .trim()
      .max(MAX_ROUTE_PATH, { error: `Search can be at most ${MAX_ROUTE_PATH} characters.` }),
  ),
  page: z.number({ error: "Page must be a number." }).int().min(1).max(10_000).default(1),
  cursor: listCursor.optional(),
});
export type PageTitleFilter = z.infer<typeof pageTitleListBody>;
