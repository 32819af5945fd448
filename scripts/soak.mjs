// `npm run soak`: the shop's abuse test. Builds and starts the production server (as
// `npm start` does, on its own port and state) — or uses the one at SOAK_PORT with
// SOAK_REUSE=1 — then sends SOAK_REQUESTS requests (default 10,000), 16 at a time: hostile
// ones (bad paths, bodies, cookies, headers, methods, hosts) and, one in ten, requests hung
// up mid-flight (GET and POST, during page streams and uploads). It prints requests, 5xx,
// dropped, stack traces leaked and whether the server still answers, and exits 1 when one
// of 0 / 0 / 0 / yes is missed. Bounded: at most SOAK_MAX_SECONDS (default 900) of sending,
// to 127.0.0.1 only. Why the local server is what it is: docs/decisions/0006-local-runtime.md.
// `SOAK_MODE=abuse` runs the bot scripts of scripts/soak/abuse.mjs instead (hoarding, coupon
// guessing, card testing, IPv6 rotation) and fails unless each stays within its budget.
import { startServer } from "./bench/server.mjs";
import { buildLocal } from "./lib.mjs";
import { abuse, printAbuse } from "./soak/abuse.mjs";
import { abortedRequest, malformedRequest } from "./soak/cases.mjs";
import { soakSkus } from "./soak/skus.mjs";
import { seededRandom } from "./soak/random.mjs";
import { send } from "./soak/raw-http.mjs";
import { createTally, verdict } from "./soak/tally.mjs";

const PORT = Number(process.env.SOAK_PORT ?? 8795);
const PLANNED = Number(process.env.SOAK_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 16);
const MAX_MS = Number(process.env.SOAK_MAX_SECONDS ?? 900) * 1000;
const SEED = Number(process.env.SOAK_SEED ?? 13);
const ABORT_SHARE = 0.1;

/** The server answers its version and a page, both 200, after everything it was sent. */
async function stillAnswers() {
  for (const [path, host] of [
    ["/version.json", "localhost"],
    ["/", "us.localhost"],
    ["/api/health", "de.localhost"],
  ]) {
    const outcome = await send(PORT, { method: "GET", path, headers: [["Host", `${host}:${PORT}`]], label: "alive" });
    if (outcome.kind !== "answered" || outcome.status !== 200) return false;
  }
  return true;
}

export async function soak({ port = PORT, planned = PLANNED, concurrency = CONCURRENCY, maxMs = MAX_MS, seed = SEED } = {}) {
  const random = seededRandom(seed);
  const tally = createTally();
  // The aborted requests are spread evenly through the run, between the hostile ones.
  const abortEvery = Math.round(1 / ABORT_SHARE);
  const plan = Array.from({ length: planned }, (_, i) => ((i + 1) % abortEvery === 0 ? "abort" : "malformed"));
  const deadline = Date.now() + maxMs;
  let next = 0;
  let lastReport = Date.now();
  const worker = async () => {
    while (next < plan.length && Date.now() < deadline) {
      const kind = plan[next++];
      const request = kind === "abort" ? abortedRequest(random, port) : malformedRequest(random, port);
      tally.add(await send(port, request));
      if (Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        const c = tally.counts;
        console.log(`… ${c.requests} requests, ${c.serverErrors} 5xx, ${c.dropped} dropped, ${c.leaked} traces`);
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { tally, planned, seconds: (Date.now() - started) / 1000 };
}

export function printSummary({ tally, planned, seconds }, alive) {
  const { counts, samples } = tally;
  console.log(
    `\nsoak: ${counts.requests} requests in ${seconds.toFixed(0)} s (${counts.aborted} hung up on purpose; ${counts.unknownMethod} with a made-up method answered 501 by workerd, as RFC 9110 asks)`,
  );
  console.log(`requests              ${counts.requests}`);
  console.log(`5xx                   ${counts.serverErrors}`);
  console.log(`dropped               ${counts.dropped}`);
  console.log(`stack traces leaked   ${counts.leaked}`);
  console.log(`server alive          ${alive ? "yes" : "no"}`);
  for (const [name, lines] of Object.entries(samples)) {
    if (lines.length) console.log(`\n${name} (first ${lines.length}):\n  ${lines.join("\n  ")}`);
  }
  const result = verdict({ counts, planned, alive });
  if (!result.ok) console.error(`\nsoak goals missed: ${result.missed.join("; ")}`);
  return result;
}

const PERSIST_DIR = ".wrangler/soak-state";

async function main() {
  let server = null;
  if (process.env.SOAK_REUSE !== "1") {
    if (process.env.SKIP_BUILD !== "1") await buildLocal();
    const persistDir = PERSIST_DIR;
    console.log(`Starting the production server on port ${PORT} (state in ${persistDir}) …`);
    // A loaded machine may need longer than the default to migrate and seed a fresh state.
    const timeoutMs = Number(process.env.SOAK_START_SECONDS ?? 180) * 1000;
    server = await startServer({ port: PORT, persistDir, logFile: ".wrangler/soak-server.log", timeoutMs });
  }
  try {
    if (process.env.SOAK_MODE === "abuse") {
      const ok = printAbuse(await abuse(PORT, soakSkus(process.env.SOAK_PERSIST_DIR ?? PERSIST_DIR)));
      process.exitCode = ok && (await stillAnswers()) ? 0 : 1;
      return;
    }
    const sent = await soak();
    const alive = await stillAnswers();
    const result = printSummary(sent, alive);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`soak failed: ${error.message}`);
    process.exitCode = 1;
  });
}
