// `npm run bench`: the performance report (docs/architecture.md#performance-budgets). Builds, serves
// the production worker on its own port and state, loads each target with a bounded load
// generator, reads each page's initial JavaScript from the build manifest, prints a table
// with PASS/FAIL per budget and writes bench/results.json. It is a report: it exits 0 when
// it could measure, whatever the figures; the server is stopped in every case.
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { documentAreas, initialJs, readManifest } from "./bench/initial-js.mjs";
import { measure } from "./bench/load-generator.mjs";
import { groupCpuMs } from "./bench/process-cpu.mjs";
import { compareWithBaseline, fixed, median, printTable } from "./bench/report.mjs";
import { startServer } from "./bench/server.mjs";
import { benchCatalogImport, describeCatalogImport } from "./bench/catalog-import.mjs";
import { benchLighthouse, writeLighthouseSection } from "./bench/lighthouse.mjs";
import { benchScale } from "./bench/scale.mjs";
import { benchSignIn } from "./bench/sign-in.mjs";
import { benchFarShopper, printFarShopper } from "./bench/far-shopper.mjs";
import { benchClickLcp, printClickLcp } from "./bench/click-lcp.mjs";
import { buildLocal } from "./lib.mjs";
import { cartedVisitors, orderCreateBody } from "./bench/order-body.mjs";
import { insightBeaconBody } from "./bench/insight-body.mjs";

const PORT = Number(process.env.BENCH_PORT ?? process.env.PORT ?? 8790);
const PERSIST_DIR = ".wrangler/bench-state";
const LOAD = {
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  warmupMs: 1000,
  durationMs: Number(process.env.BENCH_DURATION_MS ?? 5000),
  maxRequests: 100_000,
};
// The machine is shared, so its spare capacity drifts: every round measures every target
// once, in turn; each figure is the median over the rounds, and each ratio the median of
// the rounds' ratios to the baseline measured in the same round. Beside throughput, the
// server's CPU time per request (read from /proc, scripts/bench/process-cpu.mjs) is the
// steadier figure for comparing two versions of the code.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// `BENCH_ONLY="product,search"` measures the targets whose names contain one of the words (and
// the baseline); such a partial run prints its table but leaves bench/results.json alone.
// `BENCH_ONLY=lighthouse` runs only the Lighthouse section (scripts/bench/lighthouse.mjs) and
// updates only that section of bench/results.json.
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);
// `BENCH_ONLY=scale` runs only the scale section (scripts/bench/scale.mjs): demo against the
// large database of `npm run seed:scale`; it prints its table and writes bench/scale.json.
const SCALE = ONLY.includes("scale");
const LIGHTHOUSE = !ONLY.length || ONLY.includes("lighthouse");
// `BENCH_ONLY=far` runs only the far shopper (scripts/bench/far-shopper.mjs), printed, not written.
const FAR = !ONLY.length || ONLY.includes("far");
// `BENCH_ONLY=lcp` runs only the click to largest paint (scripts/bench/click-lcp.mjs), printed, not written.
const LCP = !ONLY.length || ONLY.includes("lcp");
const LOAD_ONLY = ONLY.filter((word) => !["lighthouse", "scale", "far", "lcp"].includes(word));
// What every request accepts, as browsers ask (a kept page answers its gzipped copy to a client
// that accepts gzip; the local runtime compresses other answers as Cloudflare's edge does).
// `BENCH_ACCEPT_ENCODING=` (empty) asks for identity, as curl and the bench before did.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";

/**
 * What is measured. One line per target: `store` picks the host (default us), `status` the
 * expected answer (default 200), `method` and `body` make it an API call (a function `body`
 * is called per request, for calls that must differ, such as idempotency keys), `headers`
 * adds request headers, `pageModules` the lazily loaded modules the page renders with (for
 * initial JS), `minRatio` the throughput budget relative to the baseline, `maxP95Ratio` the
 * p95 latency budget as a multiple of the baseline's p95, `maxJsKb` the initial JS budget in
 * KB gzip.
 *
 * Listing, product and search pages are measured twice: "cached" is what the edge cache
 * answers, "uncached" asks for a fresh render (`Cache-Control: no-cache`, as a hard reload
 * does), which renders, answers and stores the page again.
 */
const TARGETS = [
  { name: "baseline", path: "/api/health", baseline: true },
  // A fresh render's floor: React Router streaming an empty document behind the same worker
  // (worker/bench-floor.tsx, the bench build only); fresh page renders are compared with it.
  { name: "floor", path: "/__bench/floor", headers: { "Cache-Control": "no-cache" }, floor: true },
  { name: "home", path: "/", pageModules: ["client/pages/home-page.tsx"], minRatio: 0.5, maxJsKb: 150 },
  {
    name: "help",
    path: "/help/shipping-info",
    pageModules: ["client/pages/help/help-page.tsx", "client/pages/help/topics/shipping-info.tsx"],
    maxJsKb: 150,
  },
  { name: "404", path: "/nope", status: 404, pageModules: ["client/pages/not-found-page.tsx"], maxJsKb: 150 },
  ...catalogueTargets(),
  { name: "cart page", path: "/cart", pageModules: ["client/pages/checkout/cart-page.tsx"], maxJsKb: 150 },
  // The checkout has a header of its own: no shop chrome chunk (client/components/shell/chrome.tsx).
  { name: "checkout page", path: "/checkout", pageModules: ["client/pages/checkout/checkout-page.tsx"], shopChrome: false, maxJsKb: 150 },
  // The same made-to-order ring again and again: SKU lookup, upsert, the whole cart repriced.
  // Each a new visitor: one visitor repeating it would meet its budget (docs/decisions/1300-abuse-budgets.md).
  { name: "cart/add", path: "/api/cart/add", method: "POST", body: { sku: "HL100140-11", quantity: 1 }, headers: { Cookie: "" } },
  // A one-line cart order, each from a new visitor whose bag is filled before the measurement
  // (`carts`: how many; running out shows as "hit the request cap"), so its CPU is the order's alone.
  { name: "order/create", path: "/api/order/create", method: "POST", body: orderCreateBody, carts: 1500 },
  // Merchant insight's beacon with its most events, each from a new visitor (`BENCH_ONLY=insight`):
  // the recording's cost per request, the answer never waiting for it (locally a D1 batch in waitUntil).
  { name: "insight beacon", path: "/api/stat/insight", method: "POST", body: insightBeaconBody, headers: { Cookie: "" } },
];

const measured = (target) =>
  !ONLY.length || (LOAD_ONLY.length > 0 && (target.baseline || target.floor || LOAD_ONLY.some((word) => target.name.includes(word))));

function catalogueTargets() {
  const listing = ["client/pages/catalog/listing-page.tsx"];
  const product = ["client/pages/catalog/product-page.tsx"];
  const fresh = { "Cache-Control": "no-cache" };
  return [
    { name: "category uncached", path: "/category-rings", headers: fresh, pageModules: listing, maxJsKb: 150 },
    { name: "category cached", path: "/category-rings", pageModules: listing, maxJsKb: 150 },
    {
      name: "product uncached",
      path: "/product-amara-classic-wedding-band-100175.html",
      headers: fresh,
      pageModules: product,
      minRatio: 0.5,
      maxFloorCpuRatio: 1.3,
      maxJsKb: 150,
    },
    { name: "product cached", path: "/product-amara-classic-wedding-band-100175.html", pageModules: product, minRatio: 0.85, maxJsKb: 150 },
    { name: "search uncached", path: "/search?q=ring", headers: fresh, pageModules: listing, maxJsKb: 150 },
    { name: "search cached", path: "/search?q=ring", pageModules: listing, maxJsKb: 150 },
    // What the header search panel asks on every keystroke: FTS5 prefix match plus highlighting.
    { name: "search suggestions", path: "/api/category/searchHighlight", method: "POST", body: { content: "diamo" }, maxP95Ratio: 2 },
    // What the product page asks right after it loads: one page of reviews with the rating breakdown.
    { name: "reviews list", path: "/api/review/list", method: "POST", body: { productCode: "100175" }, maxP95Ratio: 2 },
    { name: "reviews gallery", path: "/reviews-gallery", pageModules: ["client/pages/catalog/reviews-gallery-page.tsx"], maxJsKb: 150 },
  ];
}

const LANGUAGES = { us: "en", uk: "en-GB", de: "de", fr: "fr", mx: "es", us_vip: "en", apparel: "en", heycharm: "en" };
const hostFor = (store) => `${store.replace("_", "-")}.localhost:${PORT}`;

/** A returning visitor: the cookies (uuid, token) a first visit to the store hands out. */
function visitorCookies(store) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: PORT, path: "/", headers: { Host: hostFor(store) } }, (response) => {
      response.resume();
      const cookies = (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]);
      resolve(cookies.join("; "));
    });
    request.setTimeout(10_000, () => request.destroy(new Error("no answer to the first visit")));
    request.on("error", reject);
  });
}

/** The page's HTML as a returning visitor gets it (to read which catalogue areas it loads). */
function pageHtml(store, path, cookies) {
  return new Promise((resolve, reject) => {
    const headers = { Host: hostFor(store), Cookie: cookies, Accept: "text/html" };
    const request = http.get({ host: "127.0.0.1", port: PORT, path, headers }, (response) => {
      let html = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (html += chunk));
      response.on("end", () => resolve(html));
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer from ${path}`)));
    request.on("error", reject);
  });
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    await buildLocal([".", "--config", "scripts/bench/vite.config.ts"]);
  }
  if (SCALE) {
    const scale = await benchScale({ port: PORT });
    mkdirSync("bench", { recursive: true });
    writeFileSync(
      `bench/scale${process.env.BENCH_SCALE_WARM === "1" ? "-warm" : ""}.json`,
      `${JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg(), lines: scale }, null, 2)}\n`,
    );
    console.log(`\nWritten to bench/scale${process.env.BENCH_SCALE_WARM === "1" ? "-warm" : ""}.json`);
    if (ONLY.length === 1) return;
  }
  // A Lighthouse-only run measures no load target and needs no build manifest.
  const manifest = TARGETS.some(measured) ? readManifest() : null;
  const loadBefore = os.loadavg()[0];
  mkdirSync("bench", { recursive: true });

  console.log(`\nStarting the production worker on port ${PORT} (state in ${PERSIST_DIR}) …`);
  const server = await startServer({ port: PORT, persistDir: PERSIST_DIR, logFile: `${PERSIST_DIR}/server.log` });
  // Ctrl-C must not leave wrangler and workerd running in their own process group.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void server.stop().then(() => process.exit(130)));
  }
  const rows = [];
  let lighthouse = null;
  let far = null;
  try {
    // First, while the isolate's memos are cold, as a far shopper's fresh page finds them.
    if (FAR) printFarShopper((far = await benchFarShopper({ port: PORT })));
    if (LCP) printClickLcp(await benchClickLcp({ port: PORT }));
    const cookies = new Map();
    // The catalogue areas each page's HTML names: the browser loads only those before hydrating.
    const areas = new Map();
    for (const target of TARGETS.filter((t) => t.pageModules && measured(t))) {
      const store = target.store ?? "us";
      if (!cookies.has(store)) cookies.set(store, await visitorCookies(store));
      areas.set(target, documentAreas(await pageHtml(store, target.path, cookies.get(store))));
    }
    const runs = new Map(TARGETS.filter(measured).map((target) => [target, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of runs.keys()) {
        const store = target.store ?? "us";
        if (!cookies.has(store)) cookies.set(store, await visitorCookies(store));
        process.stdout.write(`round ${round}/${ROUNDS}: ${target.name} (${target.path}) … `);
        const carts = target.carts ? await cartedVisitors({ port: PORT, host: hostFor(store), count: target.carts }) : null;
        const headers = {
          Host: hostFor(store),
          Cookie: cookies.get(store),
          Accept: "text/html,application/json",
          ...(ACCEPT_ENCODING ? { "Accept-Encoding": ACCEPT_ENCODING } : {}),
          ...target.headers,
          ...(target.body === undefined ? {} : { "Content-Type": "application/json", Origin: `http://${hostFor(store)}` }),
        };
        let cart = 0;
        const cpuBefore = groupCpuMs(server.pgid);
        const clientBefore = process.cpuUsage();
        const load = await measure({
          ...LOAD,
          port: PORT,
          method: target.method,
          path: target.path,
          body:
            target.body === undefined
              ? undefined
              : typeof target.body === "function"
                ? () => JSON.stringify(target.body())
                : JSON.stringify(target.body),
          expectStatus: target.status ?? 200,
          headers: carts ? () => ({ ...headers, Cookie: carts[cart++] ?? "" }) : headers,
          ...(carts ? { maxRequests: carts.length } : {}),
        });
        const cpuAfter = groupCpuMs(server.pgid);
        const client = process.cpuUsage(clientBefore);
        load.cpuMs = cpuBefore === null || cpuAfter === null || !load.sent ? NaN : (cpuAfter - cpuBefore) / load.sent;
        // The load generator shares the two cores: what reading the answers costs it is
        // capacity the server does not get (it grows with the bytes of the answer).
        load.clientCpuMs = load.sent ? (client.user + client.system) / 1000 / load.sent : NaN;
        console.log(
          `${load.rps.toFixed(1)} req/s; CPU per request: server ${fixed(load.cpuMs, 2)} ms, load generator ${fixed(load.clientCpuMs, 2)} ms`,
        );
        runs.get(target).push(load);
      }
    }
    for (const [target, loads] of runs) {
      const store = target.store ?? "us";
      const js = target.pageModules
        ? initialJs(manifest, {
            pageModules: target.pageModules,
            language: LANGUAGES[store],
            areas: areas.get(target),
            shopChrome: target.shopChrome ?? true,
          })
        : null;
      if (js?.missing.length) console.warn(`${target.name}: not in the build manifest: ${js.missing.join(", ")}`);
      rows.push({
        ...target,
        store,
        rps: median(loads.map((l) => l.rps)),
        p50: median(loads.map((l) => l.p50)),
        p95: median(loads.map((l) => l.p95)),
        cpuMs: median(loads.map((l) => l.cpuMs)),
        clientCpuMs: median(loads.map((l) => l.clientCpuMs)),
        requests: loads.reduce((n, l) => n + l.requests, 0),
        errors: loads.reduce((n, l) => n + l.errors, 0),
        capped: loads.some((l) => l.capped),
        rounds: loads.map((l) => ({ rps: l.rps, p50: l.p50, p95: l.p95, cpuMs: l.cpuMs, clientCpuMs: l.clientCpuMs })),
        initialJsKb: js && !js.missing.length ? js.kb : null,
        messagesKb: js ? js.messagesKb : null,
        catalogueAreas: areas.get(target) ?? null,
        initialJsFiles: js?.files ?? null,
      });
    }
    if (LIGHTHOUSE) lighthouse = await benchLighthouse({ port: PORT });
  } finally {
    await server.stop();
  }

  if (rows.length) {
    compareWithBaseline(rows);
    printTable(rows);
  }
  if (ONLY.length) {
    if (lighthouse) writeLighthouseSection(lighthouse);
    return;
  }
  const signIn = await benchSignIn();
  console.log(
    `\nsign-in: PBKDF2-SHA256 × ${signIn.iterations.toLocaleString("en")} = ${fixed(signIn.workerdMs, 1)} ms CPU per request in workerd ` +
      `(${fixed(signIn.nodeCpuMs, 1)} ms in Node's WebCrypto)`,
  );
  const catalogImport = await benchCatalogImport();
  console.log(describeCatalogImport(catalogImport));
  const load = { before: loadBefore, after: os.loadavg()[0] };
  if (Math.max(load.before, load.after) > os.availableParallelism()) {
    console.warn(
      `\nThe machine was busy (load ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${os.availableParallelism()} cores): figures are noisy.`,
    );
  }
  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, platform: process.platform, arch: process.arch, cores: os.availableParallelism(), loadAverage: load },
    load: { ...LOAD, rounds: ROUNDS, acceptEncoding: ACCEPT_ENCODING },
    targets: rows.map(({ checks, ...row }) => ({ ...row, checks })),
    signIn,
    catalogImport,
    lighthouse,
    farShopper: far,
  };
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nWritten to bench/results.json");
}

main().catch((error) => {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
});
