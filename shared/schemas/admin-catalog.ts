import { z } from "zod";
import { LOCALES } from "../i18n-config";
import { STORE_KEYS } from "../stores";
import { listCursor } from "./admin-list-cursor";

/** The back office's catalogue calls: import, product list and product edit (docs/decisions/1000-catalogue-import.md). */
export const CATALOG_CSV_MAX_CHARS = 20_000_000;
export const CATALOG_FILES_MAX = 100;

const store = z.enum(STORE_KEYS, { error: "Choose a store." });
const language = z.enum(LOCALES, { error: "Choose a language." }).default("en");

export const catalogImportBody = z.strictObject({
  store,
  language,
  csv: z
    .string({ error: "Choose a CSV file." })
    .min(1, { error: "The file is empty." })
    .max(CATALOG_CSV_MAX_CHARS, { error: "The file is larger than 20 MB." }),
  dryRun: z.boolean().default(true),
  skipInvalid: z.boolean().default(false),
  archiveMissing: z.boolean().default(false),
  /** Fetch pictures from their Image Src when no file of that name was given. */
  fetchImages: z.boolean().default(true),
  /** Pictures given with the file (base64), matched by the file name of their Image Src. */
  files: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(200),
        data: z.base64({ error: "A picture is not base64." }).max(14_000_000, { error: "A picture is larger than 10 MB." }),
      }),
    )
    .max(CATALOG_FILES_MAX, { error: `At most ${CATALOG_FILES_MAX} pictures per upload.` })
    .default([]),
});

export const productListBody = z.strictObject({
  store: store.optional(),
  q: z.string().trim().max(200).optional(),
  status: z.enum(["active", "archived"], { error: "Unknown status." }).optional(),
  category: z.string().trim().max(80).optional(),
  stock: z.enum(["out", "low"], { error: "Unknown stock filter." }).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  cursor: listCursor.optional(),
});

export const productGetBody = z.strictObject({ handle: z.string().trim().min(1).max(200) });

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be in whole cents.` })
    .min(1, { error: `${label} must be above 0.` })
    .max(100_000_000, { error: `${label} is too large.` });

export const productSaveBody = z
  .strictObject({
    handle: z.string().trim().min(1).max(200),
    language,
    title: z.string().trim().min(1, { error: "Title is required." }).max(255, { error: "Title is at most 255 characters." }),
    descriptionHtml: z.string().max(100_000, { error: "The description is at most 100,000 characters." }),
    basePriceCents: cents("Price"),
    salePriceCents: cents("Sale price"),
    active: z.boolean(),
    categoryKey: z.string().trim().min(1, { error: "Choose a category." }).max(80),
    collectionIds: z.array(z.number().int().positive()).max(50).default([]),
    skus: z
      .array(
        z.strictObject({
          sku: z.string().min(1).max(100),
          stock: z.number().int().min(0, { error: "Stock cannot be below 0." }).max(1_000_000).nullable(),
        }),
      )
      .max(500),
    images: z
      .array(z.strictObject({ key: z.string().min(1).max(200), alt: z.string().trim().max(300, { error: "Alt text is at most 300 characters." }) }))
      .max(50),
  })
  .refine((b) => b.salePriceCents <= b.basePriceCents, { path: ["salePriceCents"], error: "The sale price cannot be above the price." });

export const productImageBody = z.strictObject({
  handle: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  data: z.base64({ error: "The picture is not base64." }).max(14_000_000, { error: "The picture is larger than 10 MB." }),
});

export const mappingSaveBody = z.strictObject({
  kind: z.enum(["type", "tag"], { error: "Choose type or tag." }),
  value: z.string().trim().min(1, { error: "Type or tag is required." }).max(200),
  /** A category's URL key for a type, a collection's id for a tag. */
  target: z.string().trim().min(1, { error: "Choose where it goes." }).max(80),
});

export const mappingDeleteBody = mappingSaveBody.pick({ kind: true, value: true });
