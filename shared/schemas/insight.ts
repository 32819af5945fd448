import { z } from "zod";
import { BEACON_MAX_EVENTS, LCP_BUCKETS, VISIT_ID, VITALS } from "../insight";
import { ROUTES } from "../routes";
import { STORE_KEYS } from "../stores";

// Free text a visitor controls (a campaign's name, a search) loses control characters and is cut short.
const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((value) =>
      value
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        .replace(/[\u0000-\u001f\u007f]/g, "")
        .trim()
        .slice(0, max),
    );

const page = z.string().refine((value) => Object.hasOwn(ROUTES, value), "error.field.invalid");
const orderNumber = z.string().regex(/^[A-Z0-9-]{4,32}$/, "error.field.invalid");

const event = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("visit"), page }),
  z.strictObject({ kind: z.literal("page"), page }),
  z.strictObject({ kind: z.literal("product"), page, code: text(64) }),
  z.strictObject({ kind: z.literal("bag"), page }),
  z.strictObject({ kind: z.literal("checkout"), page }),
  z.strictObject({ kind: z.literal("payment"), page, order: orderNumber }),
  z.strictObject({ kind: z.literal("search"), page, term: text(100), results: z.number().int().min(0).max(1_000_000) }),
  z.strictObject({ kind: z.literal("searchClick"), page, term: text(100), position: z.number().int().min(0).max(10_000) }),
  z.strictObject({ kind: z.literal("vital"), page, name: z.enum(VITALS), value: z.number().min(0).max(600_000) }),
]);
export type InsightEventBody = z.infer<typeof event>;

/** `stat/insight`: a browser's batch of shopper events and speed readings, sent with sendBeacon. */
export const insightBeaconBody = z.strictObject({
  visit: z.string().regex(VISIT_ID, "error.field.invalid"),
  /** The visit's campaign as the browser read it from its landing URL ('' for none). */
  campaign: text(120).default(""),
  /** The visit's landing path. */
  landing: text(256).default(""),
  /** The visit's landing page's LCP bucket, once known. */
  lcp: z.enum(LCP_BUCKETS.map((b) => b.key) as [string, ...string[]]).optional(),
  events: z.array(event).min(1).max(BEACON_MAX_EVENTS),
});
export type InsightBeacon = z.infer<typeof insightBeaconBody>;

/** `admin/insight/report`: the screen's filter. Dates are UTC days, `to` included. */
export const insightReportBody = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  /** '' for every store. */
  store: z.union([z.literal(""), z.enum(STORE_KEYS)]).default(""),
});
export type InsightFilter = z.infer<typeof insightReportBody>;

export const INSIGHT_EXPORT_SECTIONS = ["campaigns", "funnel", "search", "noResults", "speed", "trend", "lcp"] as const;

/** `admin/insight/export`: one section of the report as CSV (a download link's query). */
export const insightExportQuery = z.strictObject({ ...insightReportBody.shape, section: z.enum(INSIGHT_EXPORT_SECTIONS) });
