import { z } from "zod";
import { LOCALES } from "../i18n-config";
import { STORE_KEYS, STORES } from "../stores";
import { productImageBody } from "./admin-catalog";
import { listCursor } from "./admin-list-cursor";

/**
 * The back office's Look books calls (docs/decisions/0600-look-books.md, "Staff side"), shared
 * by the screen's forms and the worker, so both say the same thing about the same input.
 */

/** The table's CHECK (letters, digits, dashes; not starting with a dash) and the 64 characters getLookBook reads. */
export const LOOK_BOOK_KEY_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** C0/C1 controls and the Unicode line and paragraph separators: a title is one line. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

const store = z.enum(STORE_KEYS, { error: "Choose a store." });
const id = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1)
    .max(2 ** 52);

const title = (label: string, required: boolean) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(required ? 1 : 0, { error: `${label} is required.` })
    .max(120, { error: `${label} can be at most 120 characters.` })
    .refine((text) => !CONTROL.test(text), { error: `${label} cannot hold line breaks, tabs or other control characters.` });

const description = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(1000, { error: `${label} can be at most 1,000 characters.` })
    .default("");

/** The store's own language when it is not English (uk: en-GB, de, fr, mx: es); null for the English stores. */
export const localLanguageOf = (key: (typeof STORE_KEYS)[number]) => (STORES[key].language === "en" ? null : STORES[key].language);

const bookFields = {
  urlKey: z
    .string({ error: "Enter the URL key." })
    .trim()
    .min(1, { error: "Enter the URL key." })
    .max(64, { error: "The URL key can be at most 64 characters." })
    .regex(LOOK_BOOK_KEY_RE, { error: "The URL key is lower-case letters, digits and dashes, starting with a letter or digit." }),
  position: z
    .number({ error: "Position must be a number." })
    .int({ error: "Position must be a whole number." })
    .min(0, { error: "Position cannot be below 0." })
    .max(9999, { error: "Position can be at most 9999." }),
  publishedOn: z.iso.date({ error: "The publishing day must be a day, YYYY-MM-DD." }),
  title: title("The English title", true),
  description: description("The English description"),
  /** Title and description in the store's own language; both empty: shoppers read the English ones. */
  localTitle: title("The title in the store's language", false).default(""),
  localDescription: description("The description in the store's language"),
};

type LocalTexts = { store: (typeof STORE_KEYS)[number]; localTitle: string; localDescription: string };
const localTexts = (body: LocalTexts, ctx: z.RefinementCtx) => {
  const local = localLanguageOf(body.store);
  if (!local && (body.localTitle || body.localDescription))
    ctx.addIssue({ code: "custom", path: ["localTitle"], message: `The ${body.store} store is written in English only.` });
  if (local && !body.localTitle && body.localDescription)
    ctx.addIssue({ code: "custom", path: ["localTitle"], message: `Give the ${local} title too, or leave both empty to show the English texts.` });
};

/** A new look book (its store cannot change later: its hotspots name that store's products). */
export const lookBookCreateBody = z.strictObject({ store, ...bookFields }).superRefine(localTexts);
export type LookBookCreate = z.infer<typeof lookBookCreateBody>;

/** A change to a look book; its store comes along so the form and the worker check the texts alike, and must be the book's. */
export const lookBookUpdateBody = z.strictObject({ id: id("The look book"), store, ...bookFields }).superRefine(localTexts);
export type LookBookUpdate = z.infer<typeof lookBookUpdateBody>;

export const lookBookIdBody = z.strictObject({ id: id("The look book") });

/** An empty choice ("" from a select) means "any", so the screen sends its filter as it is. */
const anyWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const lookBookListBody = z.strictObject({
  store: anyWhenEmpty(store),
  language: anyWhenEmpty(z.enum(LOCALES, { error: "Choose a language." })),
  q: anyWhenEmpty(z.string({ error: "Search must be text." }).trim().max(64, { error: "Search can be at most 64 characters." })),
  page: z.number({ error: "Page must be a number." }).int().min(1).max(10_000).default(1),
  cursor: listCursor.optional(),
});
export type LookBookFilter = z.infer<typeof lookBookListBody>;

/** A new look: a picture, checked with the product pictures' own limits (10 MB; the type is sniffed on arrival). */
export const lookAddBody = z.strictObject({ bookId: id("The look book"), name: productImageBody.shape.name, data: productImageBody.shape.data });

/** The book's looks in their new order: every look of the book, once. */
export const lookOrderBody = z.strictObject({
  bookId: id("The look book"),
  lookIds: z.array(id("A look"), { error: "Send the looks in their new order." }).min(1).max(200),
});

export const lookIdBody = z.strictObject({ lookId: id("The look") });

const percent = (axis: string) =>
  z
    .number({ error: `${axis} must be a number.` })
    .min(0, { error: `${axis} must be between 0 and 100 %.` })
    .max(100, { error: `${axis} must be between 0 and 100 %.` })
    .transform((n) => Math.round(n * 10) / 10);

const spu = z
  .string({ error: "Choose a product (its SPU code)." })
  .trim()
  .min(1, { error: "Choose a product (its SPU code)." })
  .max(64, { error: "An SPU code has at most 64 characters." });

/** A product placed on a look's picture at x/y percent of its width and height (placing it again moves it). */
export const hotspotSaveBody = z.strictObject({ lookId: id("The look"), spu, x: percent("x"), y: percent("y") });
export type HotspotSave = z.infer<typeof hotspotSaveBody>;

export const hotspotDeleteBody = z.strictObject({ lookId: id("The look"), spu });

/** Products a store sells and shows, to pick for a hotspot: by title or SPU code. */
export const lookProductsBody = z.strictObject({
  store,
  q: z.string({ error: "Search must be text." }).trim().max(64, { error: "Search can be at most 64 characters." }).default(""),
});
