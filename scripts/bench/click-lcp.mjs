// `npm run bench`'s click to largest paint: from a category page to a product, the product
// page's largest contentful paint after the navigation, with and without a prerender by
// Speculation Rules (docs/decisions/1341-speculation-rules.md). `BENCH_ONLY=lcp npm run bench`
// runs it alone.
//
// Chromium does not prerender while a DevTools client is attached ("PrerenderingDisabledByDevTools"),
// and Playwright drives the browser over DevTools. So this launches Debian's Chromium itself,
// attaches only to open the category page and leave two timers in it, and detaches: the page
// then adds a rule for the product (eagerness "immediate", standing in for the shop's "moderate"
// rule that a pointer resting on the link triggers: a pointer can only be moved over DevTools)
// and, four seconds later, navigates to the product as the click would. Only after that does
// it attach again, over the raw protocol (Playwright does not follow a prerendered page's
// activation), and read the product page's navigation entry and its largest paint.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";
import { median } from "./report.mjs";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 3);
const RULES_AT_MS = 2000;
const CLICK_AT_MS = 6000;

async function devtoolsReady(port) {
  for (let i = 0; i < 100; i++) {
    try {
      return await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
    } catch {
      await sleep(100);
    }
  }
  throw new Error("Chromium did not open its DevTools port");
}

/** The page target's navigation entry and largest paint, read over the raw protocol. */
async function readProductPage(cdpPort) {
  const targets = await (await fetch(`http://127.0.0.1:${cdpPort}/json/list`)).json();
  const target = targets.find((t) => t.type === "page");
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener("open", resolve, { once: true });
    ws.addEventListener("error", reject, { once: true });
  });
  const expression = `(async () => {
    const n = performance.getEntriesByType("navigation")[0];
    const lcp = await new Promise((r) => new PerformanceObserver((l) => r(l.getEntries().at(-1)?.startTime ?? null))
      .observe({ type: "largest-contentful-paint", buffered: true }));
    return JSON.stringify({ path: location.pathname, activationStart: n.activationStart, lcp });
  })()`;
  ws.send(JSON.stringify({ id: 1, method: "Runtime.evaluate", params: { expression, awaitPromise: true, returnByValue: true } }));
  const reply = await new Promise((resolve) => ws.addEventListener("message", (m) => resolve(JSON.parse(String(m.data))), { once: true }));
  ws.close();
  return JSON.parse(reply.result.result.value);
}

async function oneRun({ port, cdpPort, prerender }) {
  const profile = mkdtempSync(join(os.tmpdir(), "click-lcp-"));
  const browser = spawn(
    CHROMIUM,
    ["--headless=new", "--no-sandbox", "--no-first-run", `--remote-debugging-port=${cdpPort}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
    },
  );
  try {
    await devtoolsReady(cdpPort);
    const attached = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
    const context = attached.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    // The page's CSP would refuse the added rule; the shop's own rules come by a header.
    await (await context.newCDPSession(page)).send("Page.setBypassCSP", { enabled: true });
    await page.goto(`http://us.localhost:${port}/category-rings`, { waitUntil: "load" });
    const href = await page.locator('a[href*="/product-"]').first().getAttribute("href");
    await page.evaluate(
      ({ href, prerender, rulesAt, clickAt }) => {
        // Runs in the page.
        const { document, location } = globalThis;
        setTimeout(() => {
          if (!prerender) return;
          const rules = document.createElement("script");
          rules.type = "speculationrules";
          rules.textContent = JSON.stringify({ prerender: [{ urls: [href], eagerness: "immediate" }] });
          document.head.append(rules);
        }, rulesAt);
        setTimeout(() => (location.href = href), clickAt);
      },
      { href, prerender, rulesAt: RULES_AT_MS, clickAt: CLICK_AT_MS },
    );
    // Disconnects only: the browser goes on without a DevTools client.
    await attached.close();
    await sleep(CLICK_AT_MS + 3000);
    const read = await readProductPage(cdpPort);
    return { ...read, prerendered: read.activationStart > 0, afterClickMs: read.lcp === null ? NaN : read.lcp - read.activationStart };
  } finally {
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = once(browser, "exit");
      try {
        process.kill(-browser.pid, "SIGKILL");
      } catch {
        browser.kill("SIGKILL");
      }
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

export async function benchClickLcp({ port, cdpPort = port + 5 }) {
  const runs = { with: [], without: [] };
  for (let run = 0; run < RUNS; run++) {
    runs.with.push(await oneRun({ port, cdpPort, prerender: true }));
    runs.without.push(await oneRun({ port, cdpPort, prerender: false }));
  }
  return {
    withRules: { ms: median(runs.with.map((r) => r.afterClickMs)), prerendered: runs.with.filter((r) => r.prerendered).length, runs: RUNS },
    withoutRules: { ms: median(runs.without.map((r) => r.afterClickMs)), prerendered: runs.without.filter((r) => r.prerendered).length, runs: RUNS },
  };
}

export function printClickLcp(result) {
  console.log(`\nclick to largest paint, category → product, median of ${result.withRules.runs} (not a test: no pass mark but the issue's 100 ms)`);
  console.log("| speculation rules | product LCP after the click (ms) | runs prerendered | within 100 ms |");
  console.log("| --- | --: | --: | --- |");
  for (const [label, r] of [
    ["with (prerender)", result.withRules],
    ["without", result.withoutRules],
  ]) {
    console.log(`| ${label} | ${r.ms.toFixed(0)} | ${r.prerendered}/${r.runs} | ${r.ms <= 100 ? "yes" : "no"} |`);
  }
}
