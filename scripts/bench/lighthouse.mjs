// The bench's Lighthouse section: each main page as a new shopper on a mid-range
// phone meets it — Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown), Debian's
// Chromium headless, median of BENCH_LIGHTHOUSE_RUNS runs (3) — against the targets of
// lighthouse-verdict.mjs. `BENCH_ONLY=lighthouse npm run bench` runs it alone;
// `BENCH_LIGHTHOUSE_PAGES=product,cart` only the pages whose names contain one of the words.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bin, toolPath } from "../lib.mjs";
import { medianRun, readReport, shortfalls } from "./lighthouse-verdict.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// The network is closed: nothing Chromium would fetch for itself.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-default-apps",
];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGE_WORDS = (process.env.BENCH_LIGHTHOUSE_PAGES ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);
// BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's full Lighthouse report there (JSON).
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
// Two lines that need no personalisation: a made-to-order band and a pair of earrings.
const CART_SKUS = ["HL100140-11", "HL100865-21"];

/**
 * The pages measured. `store` picks the host, `cart` visits with a bag of two lines,
 * `indexable: false` for the pages that are rightly `noindex` (SEO is not judged there).
 */
const LIGHTHOUSE_PAGES = [
  { name: "us home", store: "us", path: "/" },
  { name: "de home (consent banner)", store: "de", path: "/" },
  { name: "us_vip home", store: "us_vip", path: "/" },
  { name: "category", store: "us", path: "/category-rings" },
  { name: "search results", store: "us", path: "/search?q=ring", indexable: false },
  { name: "product", store: "us", path: "/product-amara-classic-wedding-band-100175.html" },
  { name: "cart (two lines)", store: "us", path: "/cart", cart: true, indexable: false },
  { name: "checkout", store: "us", path: "/checkout", cart: true, indexable: false },
  { name: "login", store: "us", path: "/login", indexable: false },
  { name: "reviews gallery", store: "us", path: "/reviews-gallery" },
  { name: "custommade", store: "us", path: "/custommade" },
];

const hostFor = (store, port) => `${store.replace("_", "-")}.localhost:${port}`;

function request(port, { host, path, method = "GET", headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: { Host: host, ...headers } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer from ${path}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A visitor's cookies with a bag of two lines, made through the API as the shop makes it. */
async function cartCookies(port, store) {
  const host = hostFor(store, port);
  const first = await request(port, { host, path: "/" });
  const cookie = (first.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  for (const sku of CART_SKUS) {
    const added = await request(port, {
      host,
      path: "/api/cart/add",
      method: "POST",
      headers: { Cookie: cookie, Origin: `http://${host}`, "Content-Type": "application/json" },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    if (added.status !== 200) throw new Error(`cart/add ${sku} answered ${added.status}: ${added.body.toString().slice(0, 200)}`);
  }
  return cookie;
}

/** The page's HTML as the server answers it, gzipped at level 6 as the edge compresses. */
async function htmlGzipKb(port, page, cookie) {
  const headers = { Accept: "text/html", "Accept-Encoding": "identity", ...(cookie ? { Cookie: cookie } : {}) };
  const answer = await request(port, { host: hostFor(page.store, port), path: page.path, headers });
  return gzipSync(answer.body, { level: 6 }).length / 1000;
}

function lighthouseOnce(url, cookie, dir) {
  const output = join(dir, `run-${Date.now()}.json`);
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${output}`,
    `--chrome-path=${CHROMIUM}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    "--max-wait-for-load=60000",
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin("lighthouse"), args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, PATH: toolPath, CHROME_PATH: CHROMIUM },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.trim().slice(-400)}`));
      try {
        const lhr = JSON.parse(readFileSync(output, "utf8"));
        if (lhr.runtimeError) return reject(new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`));
        resolve(lhr);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The LCP element's HTML as Lighthouse shows it (the last run's), to see what the page waits for. */
function lcpSnippet(lhr) {
  const items = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = items.find((item) => item.type === "node" && item.snippet);
  return node ? `${node.snippet.slice(0, 120)} “${(node.nodeLabel ?? "").slice(0, 60)}”` : null;
}

const ms = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : "–");

/** One line per page: scores, metrics, HTML and JS sizes, and PASS or what FAILs. */
function describePage(row) {
  const m = row.median;
  const scores = `perf ${m.performance} · a11y ${m.accessibility} · BP ${m.bestPractices} · SEO ${m.seo}${row.indexable === false ? " (noindex)" : ""}`;
  const metrics = `LCP ${ms(m.lcpMs)} · FCP ${ms(m.fcpMs)} · TBT ${Math.round(m.tbtMs)} ms · CLS ${m.cls.toFixed(3)} · SI ${ms(m.siMs)}`;
  const sizes = `HTML ${row.htmlKb.toFixed(1)} KB gzip · JS ${m.jsKb.toFixed(0)} KB sent`;
  const verdict = row.shortfalls.length ? `FAIL ${row.shortfalls.join("; ")}` : "PASS";
  const lcp = row.lcpElement ? `\n${"".padEnd(26)} LCP element: ${row.lcpElement}` : "";
  return `${row.name.padEnd(26)} ${scores}\n${"".padEnd(26)} ${metrics} · ${sizes}${lcp}\n${"".padEnd(26)} ${verdict}`;
}

/** Runs the section against the server on `port`; returns one row per page. */
export async function benchLighthouse({ port }) {
  const pages = LIGHTHOUSE_PAGES.filter((page) => !PAGE_WORDS.length || PAGE_WORDS.some((word) => page.name.includes(word)));
  const dir = mkdtempSync(join(os.tmpdir(), "bench-lighthouse-"));
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const carts = new Map();
  const rows = [];
  console.log(`\nLighthouse ${RUNS}× per page, mobile preset, ${CHROMIUM}:`);
  try {
    for (const page of pages) {
      let cookie = null;
      if (page.cart) {
        if (!carts.has(page.store)) carts.set(page.store, await cartCookies(port, page.store));
        cookie = carts.get(page.store);
      }
      const url = `http://${hostFor(page.store, port)}${page.path}`;
      const htmlKb = await htmlGzipKb(port, page, cookie);
      // The first visit renders and keeps a shareable page; the runs measure what shoppers get after.
      await request(port, { host: hostFor(page.store, port), path: page.path, headers: cookie ? { Cookie: cookie } : {} });
      const runs = [];
      let lcpElement = null;
      for (let run = 1; run <= RUNS; run++) {
        process.stdout.write(`lighthouse ${run}/${RUNS}: ${page.name} (${url}) … `);
        const lhr = await lighthouseOnce(url, cookie, dir);
        if (REPORTS) writeFileSync(join(REPORTS, `${page.name.replace(/\W+/g, "-")}-${run}.json`), JSON.stringify(lhr));
        const result = readReport(lhr);
        lcpElement = lcpSnippet(lhr);
        console.log(`perf ${result.performance}, LCP ${ms(result.lcpMs)}, FCP ${ms(result.fcpMs)}, TBT ${Math.round(result.tbtMs)} ms`);
        runs.push(result);
      }
      const median = medianRun(runs);
      const indexable = page.indexable !== false;
      rows.push({ ...page, url, indexable, htmlKb, median, runs, lcpElement, shortfalls: shortfalls(median, { indexable, htmlKb }) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log("");
  for (const row of rows) console.log(describePage(row));
  return rows;
}

/** A Lighthouse-only run replaces that section of the last full report (or starts one). */
export function writeLighthouseSection(lighthouse, file = "bench/results.json") {
  const results = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  results.lighthouse = lighthouse;
  results.lighthouseDate = new Date().toISOString();
  mkdirSync("bench", { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nLighthouse section written to ${file}`);
}

// Alone, against a shop already running on PORT: `PORT=8787 node scripts/bench/lighthouse.mjs`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchLighthouse({ port: Number(process.env.PORT ?? 8787) });
  if (process.env.BENCH_LIGHTHOUSE_WRITE === "1") writeLighthouseSection(rows);
}
