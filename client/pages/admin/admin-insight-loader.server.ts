import type { InsightReport } from "~/shared/insight-report";
import { insightReportBody } from "~/shared/schemas/insight";
import { readInsightReport } from "~/worker/services/insight/report-read";
import { adminScreenLoader, type AdminPageData } from "./admin-loader.server";

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The screen's filter as the URL names it (`?from=2026-11-01&to=2026-11-27&store=de`); dates are UTC days. */
type InsightScreenFilter = { from: string; to: string; store: string };

export type AdminInsightData = AdminPageData & { filter: InsightScreenFilter; report: InsightReport | null; error: string | null };

/**
 * The report the URL's range asks for (the last 30 days when it names none), checked by the
 * report call's own schema and read through the same service, so the screen refuses alike.
 */
export const adminInsightLoader = adminScreenLoader("Insight", "insight.view", async ({ context, url }) => {
  const query = url.searchParams;
  const filter: InsightScreenFilter = {
    from: query.get("from") || day(Date.now() - 29 * DAY_MS),
    to: query.get("to") || day(Date.now()),
    store: query.get("store") ?? "",
  };
  const parsed = insightReportBody.safeParse(filter);
  if (!parsed.success) return { filter, report: null, error: parsed.error.issues[0]?.message ?? "Choose a valid range." };
  const answer = await readInsightReport(context.env, parsed.data);
  return "refused" in answer ? { filter, report: null, error: answer.refused.message } : { filter, report: answer.report, error: null };
});
