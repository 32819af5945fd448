// Counting a soak run: what each request came to, and whether the run met its goals.

/**
 * What an answer must never contain: a stack frame (`at fn (file.js:1:2)`, `at file:///…`),
 * an error dump (`TypeError: …` at the start of a line or a JSON string), or paths and names
 * of the local runtime's internals (a sign its own error page got through). Bare words such
 * as "wrangler" are not enough: a 404 page rightly repeats the path it was asked for.
 */
const TRACE_PATTERNS = [
  /\bat (?:async )?(?:[\w$.<>[\]]+ )?\(?(?:file:\/\/|node:|https?:\/\/[^\s)]+|\/[^\s):]+|[\w.-]+\.(?:[cm]?js|tsx?)):\d+(?::\d+)?\)?/,
  /(?:^|[\n"'>]\s*)(?:Uncaught )?(?:[A-Z][A-Za-z]*)?Error: /,
  /(?:node_modules|wrangler-dist|\.wrangler|miniflare|workerd)\/|\b(?:ProxyWorker|kj::|jsg::)/i,
];

/** Bodies that are code or binary by nature: an error message inside a script bundle is not a leak. */
const UNSCANNED_TYPES = /javascript|text\/css|^image\/|^font\/|octet-stream|wasm/i;

/**
 * Methods HTTP servers know. workerd answers any other method itself, before the worker runs,
 * with 501 Not Implemented — the status RFC 9110 (9.1) asks for — so that 501 is counted
 * apart, not as a server error.
 */
const KNOWN_METHODS = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "CONNECT",
  "OPTIONS",
  "TRACE",
  "PATCH",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "REPORT",
  "SEARCH",
  "PURGE",
]);

export const isUnknownMethodAnswer = (method, status) => status === 501 && !KNOWN_METHODS.has(method);

export function leaksTrace(body, contentType = "") {
  if (!body || UNSCANNED_TYPES.test(contentType)) return false;
  return TRACE_PATTERNS.some((pattern) => pattern.test(body));
}

/**
 * One outcome per request: `answered` (with its status and body), `dropped` (no status line:
 * reset, closed or timed out) or `aborted` (the soak hung up on purpose; a status seen before
 * it did still counts).
 */
export function createTally() {
  const counts = { requests: 0, serverErrors: 0, dropped: 0, leaked: 0, aborted: 0, unknownMethod: 0 };
  const samples = { serverErrors: [], dropped: [], leaked: [] };
  const keep = (list, line) => list.length < 10 && list.push(line);
  return {
    add(outcome) {
      counts.requests++;
      const what = `${outcome.method} ${outcome.path}${outcome.label ? ` (${outcome.label})` : ""}`;
      if (outcome.kind === "dropped") {
        counts.dropped++;
        keep(samples.dropped, `${what}: ${outcome.reason}`);
        return;
      }
      if (outcome.kind === "aborted") counts.aborted++;
      if (isUnknownMethodAnswer(outcome.method, outcome.status)) counts.unknownMethod++;
      else if (outcome.status >= 500) {
        counts.serverErrors++;
        keep(samples.serverErrors, `${outcome.status} ${what}`);
      }
      if (leaksTrace(outcome.body, outcome.contentType)) {
        counts.leaked++;
        keep(samples.leaked, `${outcome.status} ${what}: ${String(outcome.body).slice(0, 160).replace(/\s+/g, " ")}`);
      }
    },
    counts,
    samples,
  };
}

/** The goals: every request sent, none answered 5xx, none dropped, no trace, the server still up. */
export function verdict({ counts, planned, alive }) {
  const missed = [];
  if (counts.requests < planned) missed.push(`only ${counts.requests} of ${planned} requests were sent in time`);
  if (counts.serverErrors) missed.push(`${counts.serverErrors} answered 5xx`);
  if (counts.dropped) missed.push(`${counts.dropped} dropped`);
  if (counts.leaked) missed.push(`${counts.leaked} leaked a stack trace`);
  if (!alive) missed.push("the server did not answer afterwards");
  return { ok: missed.length === 0, missed };
}
