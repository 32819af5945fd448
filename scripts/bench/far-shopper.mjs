// `npm run bench`'s far shopper: the same requests with a modelled delay per sequential D1
// round trip (5 ms to a replica near the shopper, 150 ms to the primary across the world),
// injected by the worker outside production (X-D1-Trip-Delay, worker/middleware/d1-session.ts)
// and counted by it (Server-Timing `d1`). Prints round trips and time to first byte per
// request with PASS/FAIL, and beside it the time the same trips took before D1 sessions, when
// every one went to the primary. Alone, against a running `npm start`:
// `BENCH_PORT=8341 node scripts/bench/far-shopper.mjs` (a server started just before: the
// isolate's memos are part of what a fresh page costs). docs/decisions/1340-d1-sessions.md.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { US_ADDRESS } from "../../shared/test/us-address.mjs";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../seeds/300-accounts.mjs";
import { fixed, median } from "./report.mjs";

const DELAY = { replica: 5, primary: 150 };
// near: beside the database; before: far, every trip to the primary, as before D1 sessions; now: far, with sessions.
const MODES = ["near", "before", "now"];
const DELAYS = { near: null, before: `${DELAY.primary},${DELAY.primary}`, now: `${DELAY.replica},${DELAY.primary}` };
const RUNS = Number(process.env.FAR_RUNS ?? 3);
const HOST = "us.localhost";
const FRESH = { "Cache-Control": "no-cache" };
// A fresh page is asked in a currency not asked before, so the isolate's catalogue memo
// (keyed by currency) has not kept its data either: the render reads D1 as a cold isolate does.
const CURRENCIES = ["USD", "CAD", "EUR", "GBP", "MXN", "AUD", "NZD", "PHP", "SGD", "INR"];

/** Budgets: a fresh shopper page reaches no primary in at most one trip; writes within their primary trips. */
export const TARGETS = [
  { name: "home", path: "/", headers: FRESH, fresh: true, page: true },
  { name: "category", path: "/category-rings", headers: FRESH, fresh: true, page: true },
  { name: "search", path: "/search?q=ring", headers: FRESH, fresh: true, page: true },
  { name: "product fresh", path: "/product-amara-classic-wedding-band-100175.html", headers: FRESH, fresh: true, page: true },
  { name: "product cached", path: "/product-amara-classic-wedding-band-100175.html", page: true },
  // Each asks a page of reviews not asked before: the isolate keeps a list it answered for 30
  // seconds (worker/services/reviews/list-memo.ts), which would measure the memo, not the reads.
  {
    name: "reviews list",
    path: "/api/review/list",
    body: (state) => ({ productCode: "100175", page: (state.reviewPages = (state.reviewPages ?? 0) + 1) }),
    page: true,
  },
  // The seeded demo customer's orders, signed in once: the request context's session check rides
  // the page's one trip (at a replica), so its budget is a guest page's.
  { name: "signed-in account", path: "/accounts/orders", page: true, signedIn: true },
  { name: "cart/add", path: "/api/cart/add", body: () => ({ sku: "HL100140-11", quantity: 1 }), maxPrimary: 1 },
  { name: "cart page", path: "/cart", page: true },
  { name: "checkout page", path: "/checkout", page: true },
  // Each order by a new visitor with an email of its own: a visitor may hold 3 unpaid orders,
  // and an email places 10 an hour (docs/decisions/1300-abuse-budgets.md).
  { name: "order/create", path: "/api/order/create", body: orderBody, before: "cart/add", newVisitor: true, maxPrimary: 2 },
  // Tracking is budgeted per address (10 in 10 minutes): each lookup comes from an address of its
  // own, or repeated runs would measure the refusal instead of the lookup.
  {
    name: "track order",
    path: "/api/order/track",
    body: (state) => ({ orderNumber: state.orderNumber, contact: state.email }),
    dynamicHeaders: () => ({ "CF-Connecting-IP": `bench-track-${crypto.randomUUID()}` }),
    page: true,
  },
];

function orderBody(state) {
  state.email = `far-${randomUUID().slice(0, 8)}@example.com`;
  return {
    idempotencyKey: randomUUID(),
    email: state.email,
    shippingAddress: { ...US_ADDRESS, firstName: "Far", lastName: "Away" },
    shippingMethod: "standard",
    paymentMethod: "card",
  };
}

/** PASS/FAIL of one measured line. */
export function verdict(target, row) {
  const problems = [];
  if (target.page) {
    if (row.primary > 0) problems.push(`${row.primary} primary trip(s)`);
    if (row.trips > 1) problems.push(`${row.trips} trips > 1`);
    if (row.farMs > 2 * row.nearMs) problems.push(`far ${fixed(row.farMs, 0)} ms > 2 × ${fixed(row.nearMs, 0)} ms`);
  }
  if (target.maxPrimary !== undefined && row.primary > target.maxPrimary) problems.push(`${row.primary} primary trips > ${target.maxPrimary}`);
  return problems.length ? `FAIL (${problems.join("; ")})` : "PASS";
}

function send(port, target, state, delay, currency) {
  const body = target.body ? JSON.stringify(target.body(state)) : undefined;
  const headers = {
    Host: HOST,
    Cookie: state.cookies,
    Accept: "text/html,application/json",
    ...target.headers,
    ...target.dynamicHeaders?.(),
    ...(currency ? { currency } : {}),
    ...(delay ? { "X-D1-Trip-Delay": delay } : {}),
    ...(body ? { "Content-Type": "application/json", Origin: `http://${HOST}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request({ host: "127.0.0.1", port, path: target.path, method: body ? "POST" : "GET", headers }, (response) => {
      const ttfb = performance.now() - started;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ ttfb, status: response.statusCode, text, headers: response.headers }));
    });
    request.setTimeout(20_000, () => request.destroy(new Error(`no answer from ${target.path}`)));
    request.on("error", reject);
    request.end(body);
  });
}

const tripsOf = (headers) => {
  const match = /d1;desc="trips=(\d+) primary=(\d+)"/.exec(String(headers["server-timing"] ?? ""));
  return match ? { trips: Number(match[1]), primary: Number(match[2]) } : { trips: NaN, primary: NaN };
};

/** Keeps the cookies the worker sets, as a browser would. */
function keep(state, headers) {
  const jar = new Map(state.cookies ? state.cookies.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair]) : []);
  for (const line of headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  state.cookies = [...jar.values()].join("; ");
}

export async function benchFarShopper({ port }) {
  const visitor = { cookies: "" };
  keep(visitor, (await send(port, { path: "/" }, visitor, false)).headers);
  const customer = { cookies: "" };
  keep(customer, (await send(port, { path: "/" }, customer, false)).headers);
  const signIn = { path: "/api/account/signIn", body: () => ({ email: DEMO_EMAIL, password: DEMO_PASSWORD }) };
  keep(customer, (await send(port, signIn, customer, false)).headers);
  const rows = [];
  for (const target of TARGETS) {
    const state = target.signedIn ? customer : visitor;
    const times = new Map(MODES.map((mode) => [mode, []]));
    let trips = { trips: NaN, primary: NaN };
    let status = 0;
    let asked = 0;
    for (let run = 0; run < RUNS; run++) {
      // The order turns every run: no mode gets the warmer isolate every time.
      for (const mode of [...MODES.slice(run % MODES.length), ...MODES.slice(0, run % MODES.length)]) {
        const delay = DELAYS[mode];
        if (target.newVisitor) {
          state.cookies = "";
          keep(state, (await send(port, { path: "/" }, state, false)).headers);
        }
        if (target.before)
          keep(
            state,
            (
              await send(
                port,
                TARGETS.find((t) => t.name === target.before),
                state,
                false,
              )
            ).headers,
          );
        const currency = target.fresh ? CURRENCIES[asked++ % CURRENCIES.length] : undefined;
        const answer = await send(port, target, state, delay, currency);
        keep(state, answer.headers);
        status = answer.status;
        times.get(mode).push(answer.ttfb);
        if (mode === "now") trips = tripsOf(answer.headers);
        if (target.name === "order/create" && answer.status === 200) state.orderNumber = JSON.parse(answer.text).data.orderNumber;
      }
    }
    const row = {
      name: target.name,
      status,
      ...trips,
      nearMs: median(times.get("near")),
      beforeMs: median(times.get("before")),
      farMs: median(times.get("now")),
    };
    row.verdict = verdict(target, row);
    rows.push(row);
  }
  return rows;
}

export function printFarShopper(rows) {
  console.log(
    `\nfar shopper: ${DELAY.replica} ms per D1 trip to a replica, ${DELAY.primary} ms to the primary; time to first byte, median of ${RUNS}`,
  );
  console.log("| request | status | trips | to primary | TTFB near (ms) | TTFB far, before sessions (ms) | TTFB far, now (ms) | verdict |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.status} | ${r.trips} | ${r.primary} | ${fixed(r.nearMs, 1)} | ${fixed(r.beforeMs, 1)} | ${fixed(r.farMs, 1)} | ${r.verdict} |`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_PORT ?? process.env.PORT ?? 8787);
  printFarShopper(await benchFarShopper({ port }));
}
