/**
 * Merchant insight: what the shop records about visits (statistics consent only) and how the
 * back office reads it (docs/decisions/1360-merchant-insight.md).
 */

/** Shopper events: the browser sends all but `paid`, which the server records on the provider's confirmation. */
export type InsightKind = "visit" | "page" | "product" | "bag" | "checkout" | "payment" | "search" | "searchClick" | "vital" | "paid";

/** The funnel's steps in order: each counts the visits that reached it. */
export const FUNNEL_STEPS = ["visit", "product", "bag", "checkout", "payment", "paid"] as const satisfies readonly InsightKind[];

export const VITALS = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export type VitalName = (typeof VITALS)[number];

/**
 * The "good" limit of each vital at the 75th percentile (web.dev/articles/vitals, the same
 * numbers the web-vitals library rates by): milliseconds, CLS unitless.
 */
export const VITAL_GOOD: Record<VitalName, number> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800, FCP: 1800 };

/** LCP buckets of a visit's landing page, for conversion by speed: upper bounds in ms. */
export const LCP_BUCKETS = [
  { key: "lt1", upTo: 1000 },
  { key: "1to2", upTo: 2000 },
  { key: "2to4", upTo: 4000 },
  { key: "gt4", upTo: Infinity },
] as const;
export type LcpBucket = (typeof LCP_BUCKETS)[number]["key"];

export const lcpBucketOf = (ms: number): LcpBucket => LCP_BUCKETS.find((b) => ms < b.upTo)!.key;

/** At most this many events per beacon: one beacon's cost stays bounded (docs/decisions/1360-merchant-insight.md). */
export const BEACON_MAX_EVENTS = 25;

/** The sessionStorage entry that keeps the visit (its id and campaign), written only with statistics consent. */
export const VISIT_STORAGE_KEY = "he-insight-visit";

/** A visit's id: random, per browser tab, kept only for the visit (sessionStorage). */
export const VISIT_ID = /^[A-Za-z0-9_-]{16,32}$/;

/** The longest range the screen reads at once, in days (the local stand-in keeps 92). */
export const INSIGHT_MAX_DAYS = 92;
