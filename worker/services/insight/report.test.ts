import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InsightReport } from "~/shared/insight-report";
import { staffBrowser } from "../../test/admin-client";
import type { InsightPoint } from "./points";
import { insightQueries } from "./queries";
import { InsightNotConfigured, insightSource } from "./reader";
import { recordInsight } from "./recorder";

const DAY = "2026-10-01";
const AT = Date.parse(`${DAY}T10:00:00Z`);

const point = (p: Partial<InsightPoint>): InsightPoint => ({
  store: "mx",
  kind: "page",
  page: "home",
  device: "desktop",
  visit: "visit-aaaaaaaaaaaaaaaa",
  campaign: "",
  landing: "/",
  detail: "",
  lcp: "",
  value: 0,
  value2: 0,
  ...p,
});

async function record(points: InsightPoint[], at = AT) {
  let pending: Promise<unknown> | undefined;
  recordInsight(env, points, (work) => (pending = work), at);
  await pending;
}

/** Two campaigns: three visits from "mail", one from "social" that buys; searches and speed readings. */
async function seed() {
  const visit = (n: number, campaign: string, landing: string, lcp: string) => ({ visit: `visit-${n}-aaaaaaaaaaaa`, campaign, landing, lcp });
  const a = [1, 2, 3].map((n) => visit(n, "mail / newsletter / autumn", "/", n === 1 ? "2to4" : "lt1"));
  const b = visit(4, "fbmedium=CPC2", "/lp/google-rings", "lt1");
  await record([
    ...a.map((v) => point({ ...v, kind: "visit" })),
    point({ ...b, kind: "visit" }),
    ...[a[0], a[1], b].map((v) => point({ ...v, kind: "product", page: "product", detail: "RING-1" })),
    ...[a[0], b].map((v) => point({ ...v, kind: "bag", page: "product" })),
    point({ ...b, kind: "checkout", page: "checkout" }),
    point({ ...b, kind: "payment", page: "checkout", detail: "MX-1" }),
    point({ ...b, kind: "paid", page: "payback", detail: "MXN", value: 40, value2: 800 }),
    point({ ...a[0], kind: "search", page: "searchResult", detail: "gold ring", value: 12 }),
    point({ ...a[1], kind: "search", page: "searchResult", detail: "gold ring", value: 12 }),
    point({ ...a[1], kind: "search", page: "searchResult", detail: "tiara", value: 0 }),
    point({ ...a[1], kind: "searchClick", page: "searchResult", detail: "gold ring", value: 2 }),
    // LCP on the home page: 800, 1200, 3000, 900 ms; nearest-rank p75 of four is the third, 1200.
    ...[a[0], a[1], a[2], b].map((v, i) => point({ ...v, kind: "vital", page: "home", detail: "LCP", value: [3000, 800, 1200, 900][i] })),
    point({ ...b, kind: "vital", page: "home", detail: "CLS", value: 0.25 }),
  ]);
  // Another day and store, outside the filter.
  await record([point({ store: "us", kind: "visit", visit: "visit-9-aaaaaaaaaaaa" })], AT + 3 * 86_400_000);
}

afterEach(() => vi.restoreAllMocks());

describe("the insight report on the local stand-in", () => {
  it("shows campaigns, the funnel, searches and speed as recorded, for the store and range asked", async () => {
    await seed();
    const owner = await staffBrowser("owner");
    const { status, envelope } = await owner.api<InsightReport>("admin/insight/report", { from: DAY, to: DAY, store: "mx" });
    expect(status).toBe(200);
    const report = envelope.data;
    expect(report.campaigns).toEqual([
      {
        store: "mx",
        campaign: "fbmedium=CPC2",
        landing: "/lp/google-rings",
        visits: 1,
        orders: 1,
        revenueUsd: 40,
        revenueStore: 800,
        currency: "MXN",
        conversion: 1,
      },
      {
        store: "mx",
        campaign: "mail / newsletter / autumn",
        landing: "/",
        visits: 3,
        orders: 0,
        revenueUsd: 0,
        revenueStore: 0,
        currency: "MXN",
        conversion: 0,
      },
    ]);
    expect(report.funnel).toEqual([
      { step: "visit", visits: 4, drop: 0 },
      { step: "product", visits: 3, drop: 0.25 },
      { step: "bag", visits: 2, drop: 1 / 3 },
      { step: "checkout", visits: 1, drop: 0.5 },
      { step: "payment", visits: 1, drop: 0 },
      { step: "paid", visits: 1, drop: 0 },
    ]);
    expect(report.search.top).toEqual([
      { term: "gold ring", searches: 2, results: 12, clicks: 1, clickThrough: 0.5 },
      { term: "tiara", searches: 1, results: 0, clicks: 0, clickThrough: 0 },
    ]);
    expect(report.search.none).toEqual([{ term: "tiara", searches: 1 }]);
    expect(report.speed.p75).toEqual([
      { name: "CLS", page: "home", store: "mx", device: "desktop", p75: 0.25, samples: 1, good: false },
      { name: "LCP", page: "home", store: "mx", device: "desktop", p75: 1200, samples: 4, good: true },
    ]);
    expect(report.speed.trend).toEqual([
      { day: DAY, name: "CLS", p75: 0.25, good: false },
      { day: DAY, name: "LCP", p75: 1200, good: true },
    ]);
    expect(report.speed.lcp).toEqual([
      { bucket: "lt1", visits: 3, paid: 1, conversion: 1 / 3 },
      { bucket: "1to2", visits: 0, paid: 0, conversion: 0 },
      { bucket: "2to4", visits: 1, paid: 0, conversion: 0 },
      { bucket: "gt4", visits: 0, paid: 0, conversion: 0 },
    ]);

    const csv = await owner.fetch(`/api/admin/insight/export?from=${DAY}&to=${DAY}&store=mx&section=campaigns`);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A BOM first, so spreadsheets read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split("\r\n").slice(0, 2)).toEqual([
      "store,campaign,landing,visits,orders,revenue_usd,revenue_store,currency,conversion_percent",
      "mx,fbmedium=CPC2,/lp/google-rings,1,1,40,800,MXN,100.0",
    ]);
  });

  it("lets owner and support read it, not fulfilment, and refuses a range it cannot read", async () => {
    const body = { from: DAY, to: DAY };
    expect((await (await staffBrowser("support")).api("admin/insight/report", body)).status).toBe(200);
    expect((await (await staffBrowser("fulfilment")).api("admin/insight/report", body)).status).toBe(403);
    const owner = await staffBrowser("owner");
    for (const [bad, message] of [
      [{ from: "2026-10-05", to: "2026-10-01" }, "The end date must be on or after the start date."],
      [{ from: "2026-01-01", to: "2026-10-01" }, "Choose at most 92 days."],
    ] as const) {
      const { status, envelope } = await owner.api("admin/insight/report", bad);
      expect(status).toBe(400);
      expect(envelope.message).toBe(message);
    }
    for (const bad of [
      { from: "yesterday", to: DAY },
      { ...body, store: "xx" },
      { ...body, extra: 1 },
    ]) {
      expect((await owner.api("admin/insight/report", bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await owner.fetch(`/api/admin/insight/export?from=${DAY}&to=${DAY}&section=secrets`)).status).toBe(400);
  });

  it("escapes a visitor's formula-like search term in the CSV", async () => {
    await record([point({ kind: "search", page: "searchResult", detail: "=hyperlink(1)", value: 0, store: "fr" })]);
    const owner = await staffBrowser("owner");
    const csv = await (await owner.fetch(`/api/admin/insight/export?from=${DAY}&to=${DAY}&store=fr&section=noResults`)).text();
    expect(csv).toContain("'=hyperlink(1),1");
  });
});

describe("production", () => {
  const production = { ...env, ENVIRONMENT: "production" };

  it("fails closed without the account id and API token", () => {
    expect(() => insightSource(production)).toThrow(InsightNotConfigured);
    expect(() => insightSource({ ...production, INSIGHT_ACCOUNT_ID: "0123456789abcdef0123456789abcdef" })).toThrow(InsightNotConfigured);
    expect(() => insightSource({ ...production, INSIGHT_ACCOUNT_ID: "not-an-id", INSIGHT_API_TOKEN: "t" })).toThrow(InsightNotConfigured);
  });

  it("reads the Analytics Engine SQL API with the token, in its dialect", async () => {
    const fetched = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ data: [{ step: "visit", visits: "7" }] }));
    const source = insightSource({ ...production, INSIGHT_ACCOUNT_ID: "0123456789abcdef0123456789abcdef", INSIGHT_API_TOKEN: "secret-token" });
    expect(source.dialect).toBe("analytics-engine");
    const sql = insightQueries(source.dialect, { from: DAY, to: DAY, store: "de" });
    expect(await source.run(sql.funnel)).toEqual([{ step: "visit", visits: "7" }]);
    const [url, init] = fetched.mock.calls[0];
    expect(url).toBe("https://api.cloudflare.com/client/v4/accounts/0123456789abcdef0123456789abcdef/analytics_engine/sql");
    expect(init?.headers).toEqual({ Authorization: "Bearer secret-token" });
    expect(init?.body).toBe(
      "SELECT blob1 AS step, count(DISTINCT blob4) AS visits FROM storefront_insight WHERE timestamp >= toDateTime('2026-10-01 00:00:00') AND timestamp < toDateTime('2026-10-02 00:00:00') AND index1 = 'de' AND blob1 IN ('visit', 'product', 'bag', 'checkout', 'payment', 'paid') GROUP BY step",
    );
    expect(sql.speed).toContain("quantileExactWeighted(0.75)(double1, _sample_interval)");
  });

  it("writes data points to the binding, not to D1, and never waits for them", () => {
    const writeDataPoint = vi.fn();
    const later = vi.fn();
    recordInsight({ ...production, INSIGHT: { writeDataPoint } }, [point({ kind: "bag", visit: "visit-prod-aaaaaaaaaa" })], later);
    expect(writeDataPoint).toHaveBeenCalledWith({
      indexes: ["mx"],
      blobs: ["bag", "home", "desktop", "visit-prod-aaaaaaaaaa", "", "/", "", ""],
      doubles: [0, 0],
    });
    expect(later).not.toHaveBeenCalled();
    // Without the binding production records nothing rather than fall back to D1.
    recordInsight(production, [point({ kind: "bag" })], later);
    expect(later).not.toHaveBeenCalled();
  });
});
