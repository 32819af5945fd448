import { isDevelopment } from "../../config";
import type { Env } from "../../env";
import { BLOB_COUNT, DOUBLE_COUNT, blobsOf, dataPointOf, doublesOf, type InsightPoint } from "./points";

type Later = (work: Promise<unknown>) => void;

/** UTC 'YYYY-MM-DD HH:MM:SS', the text form both stores compare times in. */
const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

const COLUMNS = [
  "timestamp",
  "index1",
  ...Array.from({ length: BLOB_COUNT }, (_, i) => `blob${i + 1}`),
  ...Array.from({ length: DOUBLE_COUNT }, (_, i) => `double${i + 1}`),
];
const INSERT = `INSERT INTO insight_events (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`;

/**
 * Records points without making the request wait. In production each is a `writeDataPoint` on
 * the Analytics Engine binding: it returns at once and the runtime sends it after the
 * response. Locally the stand-in table gets them as one D1 batch, handed to `later`
 * (`executionCtx.waitUntil`). A production deployment without the binding records nothing:
 * events never fall back to D1 there, where they would cost a primary write each.
 */
export function recordInsight(env: Env, points: readonly InsightPoint[], later: Later, now = Date.now()): void {
  if (!points.length) return;
  if (env.INSIGHT) {
    for (const point of points) env.INSIGHT.writeDataPoint(dataPointOf(point));
    return;
  }
  if (!isDevelopment(env)) return;
  const db = env.DB;
  const statements = points.map((point) => db.prepare(INSERT).bind(sqlTime(now), point.store, ...blobsOf(point), ...doublesOf(point)));
  later(
    db.batch(statements).catch((error: unknown) => {
      // Statistics are worth less than the request: a failed write is logged and dropped.
      console.warn("insight: local events not written", String(error));
    }),
  );
}
