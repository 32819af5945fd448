import { stringify } from "csv-stringify/sync";
import type { InsightReport } from "~/shared/insight-report";
import type { INSIGHT_EXPORT_SECTIONS } from "~/shared/schemas/insight";

export type InsightCsvSection = (typeof INSIGHT_EXPORT_SECTIONS)[number];

const percent = (share: number) => (share * 100).toFixed(1);

/** One table of the report as rows, its header first. */
function table(report: InsightReport, section: InsightCsvSection): (string | number)[][] {
  switch (section) {
    case "campaigns":
      return [
        ["store", "campaign", "landing", "visits", "orders", "revenue_usd", "revenue_store", "currency", "conversion_percent"],
        ...report.campaigns.map((r) => [
          r.store,
          r.campaign,
          r.landing,
          r.visits,
          r.orders,
          r.revenueUsd,
          r.revenueStore,
          r.currency,
          percent(r.conversion),
        ]),
      ];
    case "funnel":
      return [["step", "visits", "drop_percent"], ...report.funnel.map((r) => [r.step, r.visits, percent(r.drop)])];
    case "search":
      return [
        ["term", "searches", "average_results", "clicks", "click_through_percent"],
        ...report.search.top.map((r) => [r.term, r.searches, r.results, r.clicks, percent(r.clickThrough)]),
      ];
    case "noResults":
      return [["term", "searches"], ...report.search.none.map((r) => [r.term, r.searches])];
    case "speed":
      return [
        ["vital", "page", "store", "device", "p75", "samples", "good"],
        ...report.speed.p75.map((r) => [r.name, r.page, r.store, r.device, r.p75, r.samples, r.good ? "yes" : "no"]),
      ];
    case "trend":
      return [["day", "vital", "p75", "good"], ...report.speed.trend.map((r) => [r.day, r.name, r.p75, r.good ? "yes" : "no"])];
    case "lcp":
      return [
        ["lcp_bucket", "visits", "paid_visits", "conversion_percent"],
        ...report.speed.lcp.map((r) => [r.bucket, r.visits, r.paid, percent(r.conversion)]),
      ];
  }
}

/**
 * A section of the report as CSV. Campaign names and search terms are the visitors' text:
 * `escape_formulas` keeps a spreadsheet from running one (as the newsletter export does).
 */
export function insightCsv(report: InsightReport, section: InsightCsvSection): string {
  return stringify(table(report, section), { bom: true, record_delimiter: "\r\n", quoted_match: /[\r\n]/, escape_formulas: true });
}
