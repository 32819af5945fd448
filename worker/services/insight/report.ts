import { FUNNEL_STEPS, LCP_BUCKETS, VITAL_GOOD, type VitalName } from "~/shared/insight";
import type { InsightReport } from "~/shared/insight-report";
import type { InsightFilter } from "~/shared/schemas/insight";
import { STORES, type StoreKey } from "~/shared/stores";
import { INSIGHT_QUERY_NAMES, insightQueries, type InsightQueryName } from "./queries";
import type { insightSource } from "./reader";

type Row = Record<string, string | number | null>;
const num = (value: unknown) => Number(value) || 0;
const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Reads every part of the screen for the filter, the queries side by side. */
export async function insightReport(source: ReturnType<typeof insightSource>, filter: InsightFilter): Promise<InsightReport> {
  const sql = insightQueries(source.dialect, filter);
  const answers = await Promise.all(INSIGHT_QUERY_NAMES.map((name) => source.run(sql[name])));
  const rows = Object.fromEntries(INSIGHT_QUERY_NAMES.map((name, i) => [name, answers[i]])) as Record<InsightQueryName, Row[]>;
  return { filter, campaigns: campaigns(rows), funnel: funnel(rows.funnel), search: search(rows), speed: speed(rows) };
}

function campaigns(rows: Record<InsightQueryName, Row[]>): InsightReport["campaigns"] {
  const key = (r: Row) => `${str(r.store)}\u0000${str(r.campaign)}\u0000${str(r.landing)}`;
  const orders = new Map(rows.campaignOrders.map((r) => [key(r), r]));
  const keys = new Set([...rows.campaignVisits.map(key), ...orders.keys()]);
  const visits = new Map(rows.campaignVisits.map((r) => [key(r), num(r.visits)]));
  return [...keys]
    .map((k) => {
      const [store, campaign, landing] = k.split("\u0000");
      const paid = orders.get(k);
      const count = num(paid?.orders);
      const seen = visits.get(k) ?? 0;
      return {
        store,
        campaign,
        landing,
        visits: seen,
        orders: count,
        revenueUsd: Math.round(num(paid?.usd) * 100) / 100,
        revenueStore: Math.round(num(paid?.local) * 100) / 100,
        currency: STORES[store as StoreKey]?.currency ?? "USD",
        conversion: ratio(count, seen),
      };
    })
    .sort((a, b) => b.revenueUsd - a.revenueUsd || b.visits - a.visits);
}

function funnel(rows: Row[]): InsightReport["funnel"] {
  const counts = new Map(rows.map((r) => [str(r.step), num(r.visits)]));
  return FUNNEL_STEPS.map((step, i) => {
    const visits = counts.get(step) ?? 0;
    const before = i === 0 ? visits : (counts.get(FUNNEL_STEPS[i - 1]) ?? 0);
    return { step, visits, drop: i === 0 ? 0 : Math.max(0, ratio(before - visits, before)) };
  });
}

function search(rows: Record<InsightQueryName, Row[]>): InsightReport["search"] {
  const clicks = new Map(rows.searchClicks.map((r) => [str(r.term), num(r.clicks)]));
  return {
    top: rows.searchTop.map((r) => {
      const searches = num(r.searches);
      const clicked = clicks.get(str(r.term)) ?? 0;
      return { term: str(r.term), searches, results: Math.round(num(r.results)), clicks: clicked, clickThrough: ratio(clicked, searches) };
    }),
    none: rows.searchNone.map((r) => ({ term: str(r.term), searches: num(r.searches) })),
  };
}

function speed(rows: Record<InsightQueryName, Row[]>): InsightReport["speed"] {
  const good = (name: string, p75: number) => p75 <= (VITAL_GOOD[name as VitalName] ?? Infinity);
  const visits = new Map(rows.lcpVisits.map((r) => [str(r.bucket), num(r.visits)]));
  const paid = new Map(rows.lcpPaid.map((r) => [str(r.bucket), num(r.visits)]));
  return {
    p75: rows.speed.map((r) => ({
      name: str(r.name),
      page: str(r.page),
      store: str(r.store),
      device: str(r.device),
      p75: num(r.p75),
      samples: num(r.samples),
      good: good(str(r.name), num(r.p75)),
    })),
    trend: rows.speedTrend.map((r) => ({ day: str(r.day).slice(0, 10), name: str(r.name), p75: num(r.p75), good: good(str(r.name), num(r.p75)) })),
    lcp: LCP_BUCKETS.map(({ key }) => {
      const seen = visits.get(key) ?? 0;
      const bought = paid.get(key) ?? 0;
      return { bucket: key, visits: seen, paid: bought, conversion: ratio(bought, seen) };
    }),
  };
}
