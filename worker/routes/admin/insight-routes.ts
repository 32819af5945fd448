import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { INSIGHT_MAX_DAYS } from "~/shared/insight";
import { insightExportQuery, insightReportBody, type InsightFilter } from "~/shared/schemas/insight";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { InsightNotConfigured, insightSource } from "../../services/insight/reader";
import { insightReport } from "../../services/insight/report";
import { insightCsv } from "../../services/insight/report-csv";
import { allowed, withBody, withQuery } from "./admin-helpers";

/** /api/admin/insight/*: the merchant's insight screen (docs/decisions/1360-merchant-insight.md). */
export const adminInsightRoutes = new Hono<AppEnv>();

const DAY_MS = 86_400_000;
/** Service Unavailable: the answer of a setting production lacks, as the fail-closed guard gives. */
const UNAVAILABLE = 503;

/** Why a range cannot be read, or null. */
function rangeProblem(filter: InsightFilter): string | null {
  const days = (Date.parse(filter.to) - Date.parse(filter.from)) / DAY_MS + 1;
  if (!(days >= 1)) return "The end date must be on or after the start date.";
  if (days > INSIGHT_MAX_DAYS) return `Choose at most ${INSIGHT_MAX_DAYS} days.`;
  return null;
}

/** The report, or the answer that says why there is none (a bad range 400, no credentials 503). */
async function read(c: Context<AppEnv>, filter: InsightFilter) {
  const problem = rangeProblem(filter);
  if (problem) return { refused: fail(c, API_CODE.badRequest, problem, { to: problem }) };
  try {
    return { report: await insightReport(insightSource(c.env), filter) };
  } catch (error) {
    if (error instanceof InsightNotConfigured) {
      console.error("insight: Analytics Engine credentials missing", error.message);
      return { refused: fail(c, UNAVAILABLE, "Insight is not set up on this deployment (INSIGHT_ACCOUNT_ID and INSIGHT_API_TOKEN).") };
    }
    console.error("insight: report failed", String(error));
    return { refused: fail(c, UNAVAILABLE, "The insight data could not be read just now. Try again in a minute.") };
  }
}

adminInsightRoutes.post(
  "/insight/report",
  allowed("insight.view"),
  withBody(insightReportBody, async (c, filter) => {
    const answer = await read(c, filter);
    return answer.refused ?? ok(c, answer.report);
  }),
);

adminInsightRoutes.get(
  "/insight/export",
  allowed("insight.view"),
  withQuery(insightExportQuery, async (c, { section, ...filter }) => {
    const answer = await read(c, filter);
    if (answer.refused) return answer.refused;
    const name = `insight-${section}-${filter.from}-${filter.to}${filter.store ? `-${filter.store}` : ""}.csv`;
    return new Response(insightCsv(answer.report, section), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" },
    });
  }),
);
