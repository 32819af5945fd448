// A small, bounded HTTP load generator: fixed concurrency over keep-alive connections, a
// warm-up whose answers are not counted, a fixed measuring window and a hard request cap.
import http from "node:http";
import { performance } from "node:perf_hooks";

const LOCAL = new Set(["127.0.0.1", "localhost", "::1"]);

/** The q-quantile of ascending numbers (nearest rank). */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function once(agent, { address, port, method, path, headers, body, timeoutMs }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      { host: address, port, method, path, headers: typeof headers === "function" ? headers() : headers, agent },
      (response) => {
        response.on("data", () => undefined);
        response.on("end", () => resolve({ status: response.statusCode, started, ended: performance.now() }));
        response.on("error", () => resolve({ status: 0, started, ended: performance.now() }));
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, started, ended: performance.now() }));
    request.end(typeof body === "function" ? body() : body);
  });
}

/**
 * Loads one URL path (GET, or POST with a body for API calls; a function body or headers is
 * called per request) and returns requests/s and latency percentiles of the measuring window, and how
 * many requests it sent in all.
 * Only answers with `expectStatus` count as successes; the rest are reported as errors.
 */
export async function measure({
  address = "127.0.0.1",
  port,
  method = "GET",
  path,
  headers = {},
  body,
  expectStatus = 200,
  concurrency = 16,
  warmupMs = 1000,
  durationMs = 5000,
  maxRequests = 100_000,
  timeoutMs = 10_000,
}) {
  if (!LOCAL.has(address)) throw new Error(`The load generator only targets this machine, not ${address}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const begin = performance.now();
  const windowStart = begin + warmupMs;
  const windowEnd = windowStart + durationMs;
  const latencies = [];
  let sent = 0;
  let errors = 0;
  let lastEnd = windowStart;

  const worker = async () => {
    while (performance.now() < windowEnd && sent < maxRequests) {
      sent++;
      const result = await once(agent, { address, port, method, path, headers, body, timeoutMs });
      if (result.started < windowStart) continue;
      lastEnd = Math.max(lastEnd, result.ended);
      if (result.status === expectStatus) latencies.push(result.ended - result.started);
      else errors++;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const seconds = (lastEnd - windowStart) / 1000;
  return {
    requests: latencies.length,
    // Everything sent, warm-up included: what the server's CPU time covers.
    sent,
    errors,
    capped: sent >= maxRequests,
    rps: seconds > 0 ? latencies.length / seconds : 0,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
  };
}
