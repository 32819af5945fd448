import { isDevelopment } from "../../config";
import type { Env } from "../../env";
import type { Dialect } from "./queries";

type Row = Record<string, string | number | null>;

/** Production has no Analytics Engine credentials: the screen says so (503) and reads nothing. */
export class InsightNotConfigured extends Error {}

const SQL_TIMEOUT_MS = 10_000;

/**
 * Where the screen reads: the Analytics Engine SQL API in production, which needs the account
 * id and an API token and fails closed without them; locally the stand-in table in D1.
 */
export function insightSource(env: Env): { dialect: Dialect; run: (sql: string) => Promise<Row[]> } {
  if (isDevelopment(env) && !env.INSIGHT_API_TOKEN) {
    return { dialect: "sqlite", run: async (sql) => (await env.DB.prepare(sql).all<Row>()).results };
  }
  const account = env.INSIGHT_ACCOUNT_ID?.trim();
  const token = env.INSIGHT_API_TOKEN?.trim();
  if (!account || !/^[0-9a-f]{32}$/.test(account) || !token) throw new InsightNotConfigured("INSIGHT_ACCOUNT_ID or INSIGHT_API_TOKEN is not set");
  const base = env.INSIGHT_SQL_BASE || "https://api.cloudflare.com";
  return {
    dialect: "analytics-engine",
    run: async (sql) => {
      const response = await fetch(`${base}/client/v4/accounts/${account}/analytics_engine/sql`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: sql,
        signal: AbortSignal.timeout(SQL_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Analytics Engine SQL API answered ${response.status}`);
      const body = (await response.json()) as { data?: Row[] };
      return Array.isArray(body.data) ? body.data : [];
    },
  };
}
