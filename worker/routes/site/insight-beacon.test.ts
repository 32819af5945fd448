import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { US_ADDRESS } from "~/shared/test/address-fixtures";
import { BEACON_BUDGET } from "../../services/insight/beacon";
import { handlePayback } from "../../services/payments/payback";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { callApi, guestCookies } from "../../test/harness";

const consentCookie = (categories: string[]) =>
  `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 1, decidedAt: "2026-01-01T00:00:00Z" }))}`;

const visitId = () => `v${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

const rowsOf = async (visit: string) =>
  (
    await env.DB.prepare(
      "SELECT index1, blob1, blob2, blob3, blob5, blob6, blob7, blob8, double1, double2 FROM insight_events WHERE blob4 = ? ORDER BY id",
    )
      .bind(visit)
      .all()
  ).results;

function beacon(visit: string, events: unknown[], extra: Record<string, unknown> = {}) {
  return { visit, campaign: "google / cpc / winter", landing: "/lp/google-rings", events, ...extra };
}

const send = async (body: unknown, options: { origin?: string; country?: string; cookie?: string; ip?: string; ua?: string } = {}) =>
  callApi<{ recorded: boolean }>("stat/insight", body, {
    origin: options.origin ?? "http://localhost",
    headers: {
      "CF-IPCountry": options.country ?? "US",
      Cookie: options.cookie ?? "",
      "User-Agent": options.ua ?? "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148",
      ...(options.ip ? { "CF-Connecting-IP": options.ip } : {}),
    },
  });

describe("stat/insight", () => {
  it("records each event with the server's store and device class", async () => {
    const visit = visitId();
    const { status, envelope } = await send(
      beacon(
        visit,
        [
          { kind: "visit", page: "landingGoogle" },
          { kind: "search", page: "searchResult", term: "  Gold Ring ", results: 0 },
          { kind: "vital", page: "product", name: "LCP", value: 1830.5 },
        ],
        { lcp: "1to2" },
      ),
    );
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ recorded: true });
    expect(await rowsOf(visit)).toEqual([
      {
        index1: "us",
        blob1: "visit",
        blob2: "landingGoogle",
        blob3: "mobile",
        blob5: "google / cpc / winter",
        blob6: "/lp/google-rings",
        blob7: "",
        blob8: "1to2",
        double1: 0,
        double2: 0,
      },
      {
        index1: "us",
        blob1: "search",
        blob2: "searchResult",
        blob3: "mobile",
        blob5: "google / cpc / winter",
        blob6: "/lp/google-rings",
        blob7: "gold ring",
        blob8: "1to2",
        double1: 0,
        double2: 0,
      },
      {
        index1: "us",
        blob1: "vital",
        blob2: "product",
        blob3: "mobile",
        blob5: "google / cpc / winter",
        blob6: "/lp/google-rings",
        blob7: "LCP",
        blob8: "1to2",
        double1: 1830.5,
        double2: 0,
      },
    ]);
  });

  it("records nothing without statistics consent: undecided, rejected, or the uk store undecided", async () => {
    for (const [origin, country, cookie] of [
      ["http://de.localhost", "DE", ""],
      ["http://de.localhost", "DE", consentCookie(["necessary", "marketing"])],
      ["http://uk.localhost", "US", ""],
    ]) {
      const visit = visitId();
      const { status, envelope } = await send(beacon(visit, [{ kind: "page", page: "home" }]), { origin, country, cookie });
      expect(status).toBe(200);
      expect(envelope.data).toEqual({ recorded: false });
      expect(await rowsOf(visit)).toEqual([]);
    }
    const accepted = visitId();
    await send(beacon(accepted, [{ kind: "page", page: "home" }]), {
      origin: "http://de.localhost",
      country: "DE",
      cookie: consentCookie(["necessary", "analytics"]),
    });
    expect((await rowsOf(accepted)).map((r) => r.index1)).toEqual(["de"]);
  });

  it("refuses what is not an event of ours, writing nothing", async () => {
    const visit = visitId();
    const bad = [
      beacon(visit, [{ kind: "paid", page: "home" }]),
      beacon(visit, [{ kind: "page", page: "notAPage" }]),
      beacon(visit, [{ kind: "vital", page: "home", name: "FID", value: 3 }]),
      // JSON.parse makes "__proto__" an own key: the strict schemas refuse it as unknown.
      `{"visit":"${visit}","events":[{"kind":"page","page":"home","__proto__":{"polluted":true}}]}`,
      `{"visit":"${visit}","events":[{"kind":"page","page":"home"}],"__proto__":{"polluted":true}}`,
      beacon(visit, []),
      beacon(
        visit,
        Array.from({ length: 26 }, () => ({ kind: "page", page: "home" })),
      ),
      beacon("short", [{ kind: "page", page: "home" }]),
      "{not json",
    ];
    for (const body of bad) {
      const { status, envelope } = await send(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(envelope.code).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await rowsOf(visit)).toEqual([]);
  });

  it(`budgets beacons per visitor (${BEACON_BUDGET.visitor.limit} per ${BEACON_BUDGET.visitor.windowSeconds / 60} minutes), then 429 with Retry-After`, async () => {
    const cookie = await guestCookies(crypto.randomUUID());
    const visit = visitId();
    await env.DB.prepare("INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)")
      .bind(
        `${BEACON_BUDGET.visitor.name}:${cookie.slice(8, 44)}`,
        Math.floor(Date.now() / 1000 / BEACON_BUDGET.visitor.windowSeconds) * BEACON_BUDGET.visitor.windowSeconds,
        BEACON_BUDGET.visitor.limit,
      )
      .run();
    const { status, response, envelope } = await send(beacon(visit, [{ kind: "page", page: "home" }]), { cookie });
    expect(status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(envelope.message).toMatch(/minute/);
    expect(await rowsOf(visit)).toEqual([]);
  });
});

describe("a paid order in insight", () => {
  async function placeOrder() {
    const sku = await addProduct({ code: `insight${crypto.randomUUID().slice(0, 6)}`, priceCents: 4200, stock: 10 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku, quantity: 1 });
    const created = await shopper.call("order/create", checkoutBody({ shippingAddress: US_ADDRESS }));
    expect(created.status).toBe(200);
    return { shopper, orderNumber: created.data.orderNumber as string, paymentUrl: created.data.paymentUrl as string };
  }
  const paid = async (visit: string) => (await rowsOf(visit)).filter((r) => r.blob1 === "paid");

  it("is recorded once, on the provider's confirmation, against the visit that started paying", async () => {
    const { shopper, orderNumber, paymentUrl } = await placeOrder();
    const visit = visitId();
    await send(beacon(visit, [{ kind: "payment", page: "checkout", order: orderNumber }], { lcp: "lt1" }), {
      cookie: await guestCookies(shopper.uuid),
    });
    // Started, not paid: nothing sold yet.
    expect(await paid(visit)).toEqual([]);
    const back = await payInSandbox(shopper, paymentUrl, "success");
    await handlePayback(env, "sandbox", back.searchParams, back, () => {});
    // The return seen again (a reload): settled once, recorded once.
    await handlePayback(env, "sandbox", back.searchParams, back, () => {});
    const order = await env.DB.prepare("SELECT total_cents FROM orders WHERE order_number = ?").bind(orderNumber).first<{ total_cents: number }>();
    expect(await paid(visit)).toEqual([
      {
        index1: "us",
        blob1: "paid",
        blob2: "payback",
        blob3: "mobile",
        blob5: "google / cpc / winter",
        blob6: "/lp/google-rings",
        blob7: "USD",
        blob8: "lt1",
        double1: order!.total_cents / 100,
        double2: order!.total_cents / 100,
      },
    ]);
  });

  it("is not recorded when the browser that paid gave no consent, nor for someone else's order", async () => {
    const { shopper, orderNumber, paymentUrl } = await placeOrder();
    const stranger = visitId();
    // Another visitor names this order: no tag.
    await send(beacon(stranger, [{ kind: "payment", page: "checkout", order: orderNumber }]), { cookie: await guestCookies(crypto.randomUUID()) });
    const back = await payInSandbox(shopper, paymentUrl, "success");
    await handlePayback(env, "sandbox", back.searchParams, back, () => {});
    expect(await paid(stranger)).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM insight_events WHERE blob1 = 'paid' AND blob7 = ?").bind(orderNumber).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM insight_orders WHERE order_number = ?").bind(orderNumber).first("n")).toBe(0);
  });
});
