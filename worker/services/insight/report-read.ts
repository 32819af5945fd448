import { INSIGHT_MAX_DAYS } from "~/shared/insight";
import type { InsightReport } from "~/shared/insight-report";
import type { InsightFilter } from "~/shared/schemas/insight";
import type { Env } from "../../env";
import { InsightNotConfigured, insightSource } from "./reader";
import { insightReport } from "./report";

const DAY_MS = 86_400_000;

/** Why a report could not be read: a range that cannot be (400, about `to`), or nothing to read it from (503). */
export interface InsightRefusal {
  status: 400 | 503;
  message: string;
  field?: "to";
}

/** Why a range cannot be read, or null. */
function rangeProblem(filter: InsightFilter): string | null {
  const days = (Date.parse(filter.to) - Date.parse(filter.from)) / DAY_MS + 1;
  if (!(days >= 1)) return "The end date must be on or after the start date.";
  if (days > INSIGHT_MAX_DAYS) return `Choose at most ${INSIGHT_MAX_DAYS} days.`;
  return null;
}

/**
 * The report of a filter, or why there is none; the screen's loader and the report and export
 * calls all read through here, so they refuse alike.
 */
export async function readInsightReport(env: Env, filter: InsightFilter): Promise<{ report: InsightReport } | { refused: InsightRefusal }> {
  const problem = rangeProblem(filter);
  if (problem) return { refused: { status: 400, message: problem, field: "to" } };
  try {
    return { report: await insightReport(insightSource(env), filter) };
  } catch (error) {
    if (error instanceof InsightNotConfigured) {
      console.error("insight: Analytics Engine credentials missing", error.message);
      return { refused: { status: 503, message: "Insight is not set up on this deployment (INSIGHT_ACCOUNT_ID and INSIGHT_API_TOKEN)." } };
    }
    console.error("insight: report failed", String(error));
    return { refused: { status: 503, message: "The insight data could not be read just now. Try again in a minute." } };
  }
}
