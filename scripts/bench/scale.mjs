// `BENCH_ONLY=scale npm run bench`: server CPU and D1 rows read per request on the demo
// database and on the large one (`npm run seed:scale`), in the same run, each line judged
// (scripts/bench/scale-targets.mjs). Two servers of the bench build run side by side: the demo
// on a fresh state of its own, the large shop on the state `npm start` uses (SCALE_PERSIST_DIR).
// Rows read come from the bench build's D1 meter (worker/bench-meter.ts); CPU from /proc.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../seeds/300-accounts.mjs";
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from "../seeds/700-staff.mjs";
import { call, mergeCookies } from "./http-call.mjs";
import { cartedVisitor } from "./order-body.mjs";
import { groupCpuMs, parseStat } from "./process-cpu.mjs";
import { fixed } from "./report.mjs";
import { SCALE_TARGETS, verdict } from "./scale-targets.mjs";
import { startServer } from "./server.mjs";

// Every measured request is a cold one (worker/bench-meter.ts): what a new isolate, or the first
// request after a catalogue change, reads. CPU is counted around the request alone, in /proc's
// 10 ms ticks, so a line needs several runs.
// Sixteen: a line of 15–25 ms read eight times drifted by ±8 ms between runs (the reviews gallery).
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 16);
/** A line whose requests take less CPU than this is read LIGHT_RUNS times (measureTarget). */
const LIGHT_MS = 15;
const LIGHT_RUNS = 48;
// BENCH_SCALE_WARM=1 measures warm requests instead (the isolate's memos kept: a busy isolate's
// marginal cost); BENCH_SCALE_LINES="export,staff" measures only the lines whose names hold a word.
const WARM = process.env.BENCH_SCALE_WARM === "1";
const LINES = (process.env.BENCH_SCALE_LINES ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);
const LARGE_CUSTOMER = "shopper0@scale.example";

/** Resident memory (MB) of the server's workerd processes, summed. */
function workerdRssMb(pgid) {
  let kb = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (parseStat(readFileSync(`/proc/${pid}/stat`, "utf8")).pgrp !== pgid) continue;
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (!/^Name:\s*workerd/m.test(status)) continue;
      kb += Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended between listing and reading
    }
  }
  return kb / 1024;
}

/** A new visitor's cookies: what the home page hands a first request. */
const newVisitor = async (port, host) => mergeCookies("", (await call({ port, host, path: "/" })).cookies);

async function signIn(port, host, path, credentials) {
  const cookie = await newVisitor(port, host);
  const answer = await call({ port, host, method: "POST", path, headers: { Cookie: cookie }, body: credentials });
  if (answer.status !== 200) throw new Error(`signing in ${credentials.email} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return mergeCookies(cookie, answer.cookies);
}

async function sessionsFor(side, port) {
  const host = `us.localhost:${port}`;
  const visitor = await newVisitor(port, host);
  const customer = await signIn(port, host, "/api/account/signIn", {
    email: side === "large" ? LARGE_CUSTOMER : DEMO_EMAIL,
    password: DEMO_PASSWORD,
  });
  const staff = await signIn(port, host, "/api/admin/signIn", { email: STAFF_ACCOUNTS[0].email, password: STAFF_PASSWORD });
  return { host, cookies: { visitor, customer, staff } };
}

/** One metered request: its status, bytes and D1 totals, and the workerd memory peak while it ran. */
async function metered(server, session, target, side, index, sampleMemory, { cold = !WARM, keepBody = false } = {}) {
  const id = randomUUID();
  const cookie = session.cookies[target.who ?? "visitor"];
  const ask = async (asked) =>
    JSON.parse(
      (await call({ port: server.port, host: session.host, method: target.method, path: target.path, headers: { Cookie: cookie }, body: asked }))
        .text,
    ).data;
  const body = typeof target.body === "function" ? await target.body(side, ask) : target.body;
  const get = async (path) => (await call({ port: server.port, host: session.host, path, headers: { Cookie: cookie } })).text;
  const path = typeof target.path === "function" ? await target.path(side, get) : target.path;
  const headers = {
    Cookie: target.carted ? await cartedVisitor({ port: server.port, host: session.host }) : cookie,
    "x-bench-meter": id,
    ...(target.ownAddress ? { "CF-Connecting-IP": `10.33.${Math.floor(index / 250)}.${index % 250}` } : {}),
    ...target.headers,
  };
  if (target.kind !== "export" && cold) await call({ port: server.port, host: session.host, method: "POST", path: "/__bench/cold" });
  const before = sampleMemory ? workerdRssMb(server.pgid) : 0;
  const cpuBefore = groupCpuMs(server.pgid);
  let peak = before;
  const sampler = sampleMemory ? setInterval(() => (peak = Math.max(peak, workerdRssMb(server.pgid))), 50) : null;
  const started = performance.now();
  try {
    const answer = await call({ port: server.port, host: session.host, method: target.method, path, headers, body, keepBody });
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = groupCpuMs(server.pgid) - cpuBefore;
    const meter = JSON.parse((await call({ port: server.port, host: session.host, path: `/__bench/d1?id=${id}` })).text);
    return {
      status: answer.status,
      bytes: answer.bytes,
      seconds,
      cpuMs,
      ...meter,
      peakMb: sampleMemory ? peak - before : null,
      rssMb: peak,
      ...(keepBody ? { urls: answer.text.match(/<loc>/g)?.length ?? 0 } : {}),
    };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

/**
 * A line's `prepare(side, send)` runs once before it is measured: `send` makes an unmeasured
 * request as a new visitor from an address of its own (an address is the budgets' key).
 */
async function prepareTarget(server, session, target, side) {
  let sent = 0;
  const send = async ({ method = "POST", path, body }) => {
    sent += 1;
    const visitor = await newVisitor(server.port, session.host);
    const headers = { Cookie: visitor, "CF-Connecting-IP": `10.44.${Math.floor(sent / 250)}.${sent % 250}` };
    return call({ port: server.port, host: session.host, method, path, headers, body });
  };
  await target.prepare(side, send);
}

async function measureTarget(server, session, target, side) {
  const runs = target.runs ?? RUNS;
  const exporting = target.kind === "export";
  if (target.prepare) await prepareTarget(server, session, target, side);
  if (!exporting) await metered(server, session, target, side, 0, false);
  const answers = [];
  const mean = (field) => answers.reduce((n, a) => n + a[field], 0) / answers.length;
  for (let i = 0; i < runs; i++) answers.push(await metered(server, session, target, side, i + 1, exporting));
  // /proc counts CPU in 10 ms ticks: a request of a few ms reads 0 or 10, so a light line takes
  // LIGHT_RUNS in all before its mean says anything (the growth the verdict forgives is 2 ms).
  if (!exporting && mean("cpuMs") < LIGHT_MS) {
    for (let i = runs; i < Math.max(runs, LIGHT_RUNS); i++) answers.push(await metered(server, session, target, side, i + 1, false));
  }
  const last = answers[answers.length - 1];
  // A sitemap file is judged by what it holds and by its edge cache: once more, the catalogue unchanged.
  const cached =
    target.kind === "sitemap" ? await metered(server, session, target, side, answers.length + 1, false, { cold: false, keepBody: true }) : null;
  return {
    status: last.status,
    cpuMs: mean("cpuMs"),
    rowsRead: Math.round(mean("rowsRead")),
    queries: last.queries,
    bytes: last.bytes,
    seconds: last.seconds,
    peakMb: exporting ? Math.max(...answers.map((a) => a.peakMb)) : null,
    ...(cached ? { urls: cached.urls, cachedRowsRead: cached.rowsRead } : {}),
  };
}

function printScaleTable(rows) {
  const head = ["line", "demo CPU ms", "large CPU ms", "×", "demo rows", "large rows", "×", "verdict"];
  const lines = rows.map((r) => [
    r.name,
    fixed(r.demo.cpuMs, 1),
    fixed(r.large.cpuMs, 1),
    fixed(r.cpuRatio, 2),
    String(r.demo.rowsRead),
    String(r.large.rowsRead),
    fixed(r.rowsRatio, 1),
    `${r.pass ? "PASS" : "FAIL"}${r.kind === "export" ? ` (peak +${fixed(r.large.peakMb, 0)} MB, ${(r.large.bytes / 1048576).toFixed(1)} MB in ${fixed(r.large.seconds, 1)} s)` : ""}${
      r.kind === "sitemap"
        ? ` (${r.large.urls.toLocaleString("en")} URLs, ${(r.large.bytes / 1048576).toFixed(1)} MB; cached: ${r.large.cachedRowsRead} rows)`
        : ""
    }${r.demo.status !== r.large.status ? ` (status ${r.demo.status}/${r.large.status})` : ""}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(`\n${format(head)}\n|${widths.map((w, i) => (i === 0 || i === 7 ? ` ${"-".repeat(w)} ` : ` ${"-".repeat(w - 1)}: `)).join("|")}|`);
  for (const line of lines) console.log(format(line));
}

export async function benchScale({ port, demoDir = ".wrangler/bench-demo-state", largeDir = process.env.SCALE_PERSIST_DIR ?? ".wrangler/state" }) {
  console.log(
    `\nScale (${WARM ? "warm" : "cold"} requests): the demo database (${demoDir}) on port ${port}, the large one (${largeDir}) on port ${port + 1} …`,
  );
  const servers = [];
  try {
    for (const [side, dir, at] of [
      ["demo", demoDir, port],
      ["large", largeDir, port + 1],
    ]) {
      const server = await startServer({ port: at, persistDir: dir, logFile: `${dir}/bench-server.log`, timeoutMs: 900_000 });
      servers.push({ side, port: at, ...server });
    }
    const sessions = await Promise.all(servers.map((s) => sessionsFor(s.side, s.port)));
    const rows = [];
    for (const target of SCALE_TARGETS.filter((t) => !LINES.length || LINES.some((word) => t.name.includes(word)))) {
      const [demo, large] = [
        await measureTarget(servers[0], sessions[0], target, "demo"),
        await measureTarget(servers[1], sessions[1], target, "large"),
      ];
      const judged = verdict(target.kind, demo, large);
      console.log(
        `${target.name}: demo ${fixed(demo.cpuMs, 1)} ms, ${demo.rowsRead} rows (${demo.status}); large ${fixed(large.cpuMs, 1)} ms, ${large.rowsRead} rows (${large.status})`,
      );
      rows.push({ name: target.name, kind: target.kind, demo, large, ...judged });
    }
    printScaleTable(rows);
    return rows;
  } finally {
    for (const server of servers) await server.stop();
  }
}
