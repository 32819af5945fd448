import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { loadedPage } from "../test/loaded-page";
import { PASSWORD, registered, TestBrowser } from "../test/account-client";
import { addProduct, checkoutBody } from "../test/checkout-fixtures";
import { LaggingD1 } from "../test/lagging-d1";

/**
 * The shopper's journeys against a replica that lags (worker/test/lagging-d1.ts): each read
 * after the shopper's own write sees it, and a read-only page never waits for the primary.
 * docs/decisions/1340-d1-sessions.md.
 */

let lag: LaggingD1;
let sku: string;
const ORIGIN = "http://us.localhost";
const browser = () => new TestBrowser(ORIGIN, { ...env, DB: lag }, loadedPage);

beforeAll(async () => {
  lag = await LaggingD1.create();
  sku = await addProduct({ code: "lag1", priceCents: 5000, stock: 50, stores: ["us"] }, lag.withSession("first-primary") as unknown as D1Database);
  await lag.catchUp();
});

const bagCount = async (shopper: TestBrowser) => {
  const { envelope } = await shopper.api<{ lines: unknown[] }>("cart/list", {});
  return envelope.data?.lines.length ?? 0;
};

describe("read your own writes with a lagging replica", () => {
  it("add to bag, then the bag: the bag shows the line; without the bookmark the replica would not", async () => {
    const shopper = browser();
    expect((await shopper.api("cart/add", { sku, quantity: 1 })).status).toBe(200);
    expect(shopper.cookies.get("he-d1b")).toMatch(/^[0-9a-f]{8}-/);
    expect(await bagCount(shopper)).toBe(1);
    expect(lag.last().waitedReads).toBeGreaterThan(0);

    // The same read without the bookmark is served by the replica, which has not seen the line.
    shopper.cookies.delete("he-d1b");
    expect(await bagCount(shopper)).toBe(0);
    await lag.catchUp();
    expect(await bagCount(shopper)).toBe(1);
  });

  it("sign in, then the account: the new session is seen at once", async () => {
    const shopper = browser();
    const { email } = await registered(shopper);
    await shopper.api("account/signOut");
    const signIn = await shopper.api("account/signIn", { email, password: PASSWORD, remember: true });
    expect(signIn.status).toBe(200);
    const me = await shopper.api<{ profile: { email: string } }>("account/me", {});
    expect(me.envelope.data?.profile.email).toBe(email);
    const page = (await (await shopper.fetch("/accounts/orders")).json()) as { customerId: string };
    expect(page.customerId).not.toBe("");
  });

  it("pay, then the payback page and the order; review, then the reviews: each as the primary says", async () => {
    const shopper = browser();
    await shopper.api("cart/add", { sku, quantity: 1 });
    const created = await shopper.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody({ email: "lag@example.com" }));
    expect(created.status).toBe(200);
    const { orderNumber, paymentUrl } = created.envelope.data!;
    const paid = await shopper.fetch(paymentUrl, {
      method: "POST",
      body: new URLSearchParams({ outcome: "success" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    });
    const back = new URL(paid.headers.get("Location") ?? "", ORIGIN);
    const payback = (await (await shopper.fetch(`${back.pathname}${back.search}`)).json()) as { data: { result: string } };
    expect(payback.data.result).toBe("success");
    expect(lag.last().start).toBe("first-primary");

    const tracked = await shopper.api<{ status: string }>("order/track", { orderNumber, contact: "lag@example.com" });
    expect(tracked.status).toBe(200);
    expect(tracked.envelope.data?.status).toBe("processing");

    // A review of what they bought, posted, then the product's reviews: it is there.
    const review = { productCode: "lag1", rating: 5, nickname: "Far Away", body: "Arrived quickly and shines.", email: "lag@example.com" };
    const posted = await shopper.api<{ status: string }>("review/submit", review);
    expect(posted.envelope.data?.status).toBe("published");
    const listed = await shopper.api<{ reviews: { nickname: string }[] }>("review/list", { productCode: "lag1" });
    expect(listed.envelope.data?.reviews.map((r) => r.nickname)).toContain("Far Away");
  });
});

describe("a shopper's read-only page", () => {
  it("is served by the replica alone, signed in or not, with an older bookmark", async () => {
    const shopper = browser();
    await registered(shopper);
    await lag.catchUp();
    for (const path of ["/", "/product-ring-lag1-lag1.html", "/accounts/orders"]) {
      const response = await shopper.fetch(path, { headers: { "Cache-Control": "no-cache" } });
      expect(response.status).toBeLessThan(500);
      expect(lag.last().trips.primaryTrips).toBe(0);
      expect(lag.last().waitedReads).toBe(0);
    }
    const anonymous = browser();
    await anonymous.fetch("/search?q=ring", { headers: { "Cache-Control": "no-cache" } });
    expect(lag.last().trips.primaryTrips).toBe(0);
  });

  it("ignores a bookmark that is not D1's, and answers", async () => {
    const shopper = browser();
    shopper.cookies.set("he-d1b", "ffffffff-not-a-bookmark");
    const response = await shopper.api("category/list", { pageSize: 1 });
    expect(response.status).toBeLessThan(500);
    expect(lag.last().start).toBe("first-unconstrained");
  });
});

describe("with replication off (the plain local D1)", () => {
  it("the same journey reads its own writes and hands back D1's bookmark", async () => {
    const shopper = new TestBrowser(ORIGIN, env, loadedPage);
    await shopper.api("cart/add", { sku, quantity: 2 });
    expect(shopper.cookies.get("he-d1b")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    expect(await bagCount(shopper)).toBe(1);
    const before = shopper.cookies.get("he-d1b");
    await bagCount(shopper);
    // A read sets no cookie.
    expect(shopper.cookies.get("he-d1b")).toBe(before);
  });
});
