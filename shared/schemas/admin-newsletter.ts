import { z } from "zod";
import { LOCALES } from "../i18n-config";
import { STORE_KEYS } from "../stores";
import { emailField } from "./email";
import { listCursor } from "./admin-list-cursor";

/**
 * The back office's newsletter calls (docs/decisions/0820-newsletter-staff.md), shared by the
 * screen and the worker. The list's filter and the CSV export's body are the same fields, so
 * the file holds exactly what the screen shows. An empty choice ("" from a select) means "any",
 * so the screen sends its state as it is.
 */
const anyWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const filter = {
  store: anyWhenEmpty(z.enum(STORE_KEYS, { error: "Unknown store." })),
  language: anyWhenEmpty(z.enum(LOCALES, { error: "Unknown language." })),
  q: anyWhenEmpty(z.string({ error: "Search must be text." }).trim().max(254, { error: "Search can be at most 254 characters." })),
};

export const newsletterListBody = z.strictObject({
  ...filter,
  page: z.number({ error: "Page must be a number." }).int().min(1).max(10_000).default(1),
  cursor: listCursor.optional(),
});

/** The export is a POST of the screen's filter (docs/decisions/1303-newsletter-double-opt-in.md). */
export const newsletterExportBody = z.strictObject(filter);
export type NewsletterFilter = z.infer<typeof newsletterExportBody>;

export const newsletterRemoveBody = z.strictObject({ email: emailField("Enter the subscriber's email.") });
