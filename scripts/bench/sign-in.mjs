// The cost of signing in: one PBKDF2-SHA256 derivation at the iteration count the worker uses
// (worker/services/account/password.ts), in CPU milliseconds, measured
//  - in workerd, the runtime the worker runs in (a Miniflare worker derives N keys per request;
//    the difference between N=RUNS+1 and N=1 divided by RUNS is the cost of one, request
//    overhead cancelled out; the work is CPU-bound on one thread, so wall time is CPU time);
//  - in Node's WebCrypto (OpenSSL), with process.cpuUsage, as a cross-check.
// Every sign-in and every sign-in attempt with an unknown email costs exactly one derivation.
// `npm run bench` reports it after the load table; alone: node scripts/bench/sign-in.mjs
// (A load test of account/signIn itself would measure its rate limit, not its cost.)
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const ITERATIONS = 100_000;
const RUNS = 20;

async function derive(subtle, iterations) {
  const key = await subtle.importKey("raw", new TextEncoder().encode("correct horse battery"), "PBKDF2", false, ["deriveBits"]);
  return subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new Uint8Array(16), iterations }, key, 256);
}

async function nodeCpuMs() {
  await derive(crypto.subtle, ITERATIONS);
  const start = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) await derive(crypto.subtle, ITERATIONS);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / RUNS;
}

async function workerdMs() {
  // Miniflare 5 takes its options per worker; the converter reads the one-worker form.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      compatibilityDate: "2026-04-20",
      script: `
      export default {
        async fetch(request) {
          const n = Number(new URL(request.url).searchParams.get("n"));
          const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("correct horse battery"), "PBKDF2", false, ["deriveBits"]);
          for (let i = 0; i < n; i++) {
            await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new Uint8Array(16), iterations: ${ITERATIONS} }, key, 256);
          }
          return new Response("ok");
        },
      };`,
    }),
  );
  try {
    const time = async (n) => {
      const start = performance.now();
      await (await mf.dispatchFetch(`http://bench/?n=${n}`)).text();
      return performance.now() - start;
    };
    await time(1);
    const best = async (n) => Math.min(await time(n), await time(n), await time(n));
    return ((await best(RUNS + 1)) - (await best(1))) / RUNS;
  } finally {
    await mf.dispose();
  }
}

/** `{ iterations, workerdMs, nodeCpuMs }` per derivation, for the bench report. */
export async function benchSignIn() {
  return { iterations: ITERATIONS, workerdMs: await workerdMs(), nodeCpuMs: await nodeCpuMs() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchSignIn();
  console.log(`Sign-in: PBKDF2-SHA256 × ${result.iterations.toLocaleString("en")} iterations`);
  console.log(`  workerd: ${result.workerdMs.toFixed(1)} ms CPU per sign-in`);
  console.log(`  Node WebCrypto: ${result.nodeCpuMs.toFixed(1)} ms CPU per sign-in`);
}
