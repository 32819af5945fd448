import { FUNNEL_STEPS } from "~/shared/insight";
import type { InsightFilter } from "~/shared/schemas/insight";
import { STORE_KEYS } from "~/shared/stores";

/**
 * The insight screen's queries, written once for both stores. They differ only where the two
 * SQL dialects do: the table's name, a time literal, the day of a row and the 75th percentile
 * (Analytics Engine has quantileExactWeighted; SQLite ranks the rows). Analytics Engine's SQL
 * API takes no bound parameters, so every literal here is a validated date, a known store
 * key or a constant of ours, never the visitor's text.
 */
export type Dialect = "analytics-engine" | "sqlite";

/** Analytics Engine's dataset (wrangler.jsonc env.production) and the local stand-in table (migration 1360). */
const DATASET = "storefront_insight";
const TABLE: Record<Dialect, string> = { "analytics-engine": DATASET, sqlite: "insight_events" };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function time(dialect: Dialect, date: string): string {
  if (!DATE.test(date)) throw new Error(`not a date: ${date}`);
  const literal = `'${date} 00:00:00'`;
  return dialect === "sqlite" ? literal : `toDateTime(${literal})`;
}

const dayOf = (dialect: Dialect) => (dialect === "sqlite" ? "substr(timestamp, 1, 10)" : "toStartOfDay(timestamp)");

/** The filter's rows of one kind (or kinds): the range's days, `to` included, and the store if one is chosen. */
function where(dialect: Dialect, filter: InsightFilter, kinds: readonly string[]): string {
  const parts = [`timestamp >= ${time(dialect, filter.from)}`, `timestamp < ${time(dialect, nextDay(filter.to))}`];
  if (filter.store) {
    if (!(STORE_KEYS as readonly string[]).includes(filter.store)) throw new Error(`not a store: ${filter.store}`);
    parts.push(`index1 = '${filter.store}'`);
  }
  parts.push(kinds.length === 1 ? `blob1 = '${kinds[0]}'` : `blob1 IN (${kinds.map((k) => `'${k}'`).join(", ")})`);
  return parts.join(" AND ");
}

/**
 * The 75th percentile of double1 per group: nearest rank over the rows in SQLite, weighted by
 * the sampling in Analytics Engine. `groups` are [expression, alias] pairs.
 */
function p75Query(dialect: Dialect, groups: [string, string][], condition: string): string {
  const table = TABLE[dialect];
  const select = groups.map(([expr, alias]) => `${expr} AS ${alias}`).join(", ");
  const aliases = groups.map(([, alias]) => alias).join(", ");
  if (dialect === "analytics-engine") {
    return `SELECT ${select}, quantileExactWeighted(0.75)(double1, _sample_interval) AS p75, sum(_sample_interval) AS samples FROM ${table} WHERE ${condition} GROUP BY ${aliases} ORDER BY ${aliases}`;
  }
  const partition = groups.map(([expr]) => expr).join(", ");
  return `SELECT ${aliases}, min(value) AS p75, max(n) AS samples FROM (SELECT ${select}, double1 AS value, row_number() OVER (PARTITION BY ${partition} ORDER BY double1) AS pos, count(*) OVER (PARTITION BY ${partition}) AS n FROM ${table} WHERE ${condition}) WHERE pos >= 0.75 * n GROUP BY ${aliases} ORDER BY ${aliases}`;
}

/** Every query of the screen, by name. */
export function insightQueries(dialect: Dialect, filter: InsightFilter): Record<InsightQueryName, string> {
  const table = TABLE[dialect];
  const w = (...kinds: string[]) => where(dialect, filter, kinds);
  const campaignGroup = "index1 AS store, blob5 AS campaign, blob6 AS landing";
  return {
    campaignVisits: `SELECT ${campaignGroup}, count(DISTINCT blob4) AS visits FROM ${table} WHERE ${w("visit")} GROUP BY store, campaign, landing ORDER BY visits DESC LIMIT 200`,
    campaignOrders: `SELECT ${campaignGroup}, sum(_sample_interval) AS orders, sum(double1 * _sample_interval) AS usd, sum(double2 * _sample_interval) AS local FROM ${table} WHERE ${w("paid")} GROUP BY store, campaign, landing LIMIT 200`,
    funnel: `SELECT blob1 AS step, count(DISTINCT blob4) AS visits FROM ${table} WHERE ${w(...FUNNEL_STEPS)} GROUP BY step`,
    searchTop: `SELECT blob7 AS term, sum(_sample_interval) AS searches, avg(double1) AS results FROM ${table} WHERE ${w("search")} GROUP BY term ORDER BY searches DESC LIMIT 20`,
    searchNone: `SELECT blob7 AS term, sum(_sample_interval) AS searches FROM ${table} WHERE ${w("search")} AND double1 = 0 GROUP BY term ORDER BY searches DESC LIMIT 20`,
    searchClicks: `SELECT blob7 AS term, sum(_sample_interval) AS clicks FROM ${table} WHERE ${w("searchClick")} GROUP BY term ORDER BY clicks DESC LIMIT 500`,
    speed: p75Query(
      dialect,
      [
        ["blob7", "name"],
        ["blob2", "page"],
        ["index1", "store"],
        ["blob3", "device"],
      ],
      w("vital"),
    ),
    speedTrend: p75Query(
      dialect,
      [
        [dayOf(dialect), "day"],
        ["blob7", "name"],
      ],
      w("vital"),
    ),
    lcpVisits: `SELECT blob8 AS bucket, count(DISTINCT blob4) AS visits FROM ${table} WHERE ${w("vital")} AND blob7 = 'LCP' AND blob8 != '' GROUP BY bucket`,
    lcpPaid: `SELECT blob8 AS bucket, count(DISTINCT blob4) AS visits FROM ${table} WHERE ${w("paid")} AND blob8 != '' GROUP BY bucket`,
  };
}

export const INSIGHT_QUERY_NAMES = [
  "campaignVisits",
  "campaignOrders",
  "funnel",
  "searchTop",
  "searchNone",
  "searchClicks",
  "speed",
  "speedTrend",
  "lcpVisits",
  "lcpPaid",
] as const;
export type InsightQueryName = (typeof INSIGHT_QUERY_NAMES)[number];
