/**
 * The worker's structured logs: one JSON line per request and one per error, both carrying the
 * request id the shopper sees on an error page, so support can find the line in Workers Logs.
 * No personal data: no IPs, emails, cookies, tokens or query strings — the route is the
 * pattern a request matched, never its path (docs/decisions/1100-deploy-and-operate.md).
 */

import { pathOnly, redactForLog, redactPersonal } from "./redact";

export interface RequestLine {
  requestId: string;
  store: string | null;
  method: string;
  /** The matched route pattern (`/api/index/nodeError`, `page:product`), never the raw path. */
  route: string;
  status: number;
  ms: number;
  /** The page cache's verdict (HIT, MISS, BYPASS) for page answers, else null. */
  cache: string | null;
}

export function logRequest(line: RequestLine): void {
  console.log(JSON.stringify({ type: "request", ...line }));
}

/** Cloudflare's ray id (16 hex digits, maybe `-COLO`); anything else is not trusted. */
const RAY_RE = /^[0-9a-f]{16}(-[A-Z]{3})?$/i;

/** The id of one request: Cloudflare's `cf-ray` when it is present, else a fresh one. */
export function requestIdFor(headers: Headers): string {
  const ray = headers.get("cf-ray")?.trim() ?? "";
  return RAY_RE.test(ray) ? ray : crypto.randomUUID().replaceAll("-", "").slice(0, 16);
}

/** An error as one line: where it happened and the request it belongs to. */
export function logError(where: string, requestId: string | undefined, error: unknown, extra: Record<string, string | undefined> = {}): void {
  const err = error instanceof Error ? error : undefined;
  console.error(
    JSON.stringify({
      type: "error",
      requestId: requestId ?? null,
      where,
      ...extra,
      error: err?.name ?? "Error",
      // A message may quote the URL a call asked for, with an order number or a token in it.
      message: redactForLog((err?.message ?? String(error)).slice(0, 2000)),
      stack: err?.stack ? redactForLog(err.stack.slice(0, 4000)) : null,
    }),
  );
}

/**
 * A browser's index/nodeError report as a log line: its URL loses the query, and its text the
 * emails and long numbers a shopper may have typed (both may be personal data).
 */
export function logClientError(requestId: string, report: { errorCode: string; errorContent: string; url?: string; store: string }): void {
  console.error(
    JSON.stringify({
      type: "client-error",
      requestId,
      store: report.store,
      code: redactPersonal(report.errorCode),
      path: redactOptional(pathOnly(report.url)),
      message: redactPersonal(report.errorContent.slice(0, 2000)),
    }),
  );
}

const redactOptional = (text: string | null) => (text === null ? null : redactPersonal(text));
