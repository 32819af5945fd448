import { Hono, type Context } from "hono";
import { insightExportQuery, insightReportBody } from "~/shared/schemas/insight";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { readInsightReport, type InsightRefusal } from "../../services/insight/report-read";
import { insightCsv } from "../../services/insight/report-csv";
import { allowed, withBody, withQuery } from "./admin-helpers";

/** /api/admin/insight/*: the merchant's insight screen (docs/decisions/1360-merchant-insight.md). */
export const adminInsightRoutes = new Hono<AppEnv>();

/** The refusal as the API answers it: a bad range names its field. */
const refusedAnswer = (c: Context<AppEnv>, { status, message, field }: InsightRefusal) => fail(c, status, message, field && { [field]: message });

adminInsightRoutes.post(
  "/insight/report",
  allowed("insight.view"),
  withBody(insightReportBody, async (c, filter) => {
    const answer = await readInsightReport(c.env, filter);
    return "refused" in answer ? refusedAnswer(c, answer.refused) : ok(c, answer.report);
  }),
);

adminInsightRoutes.get(
  "/insight/export",
  allowed("insight.view"),
  withQuery(insightExportQuery, async (c, { section, ...filter }) => {
    const answer = await readInsightReport(c.env, filter);
    if ("refused" in answer) return refusedAnswer(c, answer.refused);
    const name = `insight-${section}-${filter.from}-${filter.to}${filter.store ? `-${filter.store}` : ""}.csv`;
    return new Response(insightCsv(answer.report, section), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" },
    });
  }),
);
