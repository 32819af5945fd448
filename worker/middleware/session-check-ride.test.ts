import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageRenderer } from "../app";
import { appSecret } from "../config";
import { loadedPage } from "../test/loaded-page";
import { registered, TestBrowser } from "../test/account-client";
import { addProduct, checkoutBody } from "../test/checkout-fixtures";
import { LaggingD1 } from "../test/lagging-d1";
import { revokeAllSessions } from "../services/account/sessions";
import { openToken } from "../services/session-token";

/**
 * A signed-in shopper's session check rides the request's first D1 trip (request-context.ts
 * `checkRides`): a page or an order asked for by a session that is signed out, expired or
 * revoked still never gets the customer's data or writes anything for them, and is answered
 * as an anonymous visitor is. docs/decisions/1340-d1-sessions.md, addendum 2026-11-28.
 */
const ORIGIN = "http://us.localhost";
let lag: LaggingD1;
let sku: string;
/** The real page loaders; a redirect they throw is answered, as React Router answers it. */
const pages: PageRenderer = (...args) =>
  loadedPage(...args).catch((thrown: unknown) => (thrown instanceof Response ? thrown : Promise.reject(thrown)));
const browser = () => new TestBrowser(ORIGIN, { ...env, DB: lag }, pages);
const primary = () => lag.withSession("first-primary") as unknown as D1Database;

beforeAll(async () => {
  lag = await LaggingD1.create();
  sku = await addProduct({ code: "ride1", priceCents: 4000, stock: 20, stores: ["us"] }, primary());
  await lag.catchUp();
});

/** A signed-in shopper, and their customer id as the account page shows it. */
async function member() {
  const shopper = browser();
  const { email } = await registered(shopper);
  await lag.catchUp();
  const page = (await (await shopper.fetch("/accounts")).json()) as { page: string; customerId: string };
  expect(page).toMatchObject({ page: "accounts" });
  expect(lag.last().trips.trips).toBe(1);
  return { shopper, email, customerId: Number(page.customerId) };
}

/** The same cookies in a second browser (the token kept after it stopped speaking for the customer). */
function copyOf(shopper: TestBrowser) {
  const copy = browser();
  for (const [name, value] of shopper.cookies) copy.cookies.set(name, value);
  return copy;
}

const ENDINGS = {
  revoked: async (customerId: number) => revokeAllSessions(primary(), customerId),
  expired: async (customerId: number) =>
    void (await primary().prepare("UPDATE customer_sessions SET expires_at = 1 WHERE customer_id = ?").bind(customerId).run()),
};

describe("the account page, its session check in its one trip", () => {
  for (const [ending, end] of Object.entries(ENDINGS)) {
    it(`a ${ending} session gets the sign-in page, as an anonymous visitor does, never the account`, async () => {
      const { shopper, customerId } = await member();
      await end(customerId);
      await lag.catchUp();
      const answer = await shopper.fetch("/accounts");
      const anonymous = await browser().fetch("/accounts");
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toMatch(/^\/login/);
      expect(answer.headers.get("Location")).toBe(anonymous.headers.get("Location"));
      expect(await answer.text()).not.toContain("accounts");
      // Re-sealed as the anonymous visitor (an unreadable token would be "").
      expect(await openToken(shopper.cookies.get("he-token"), appSecret(env))).toMatchObject({ customerId: "" });
      expect(shopper.cookies.has("he-username")).toBe(false);
    });
  }

  it("a signed-out session's kept token gets the sign-in page too", async () => {
    const { shopper } = await member();
    const kept = copyOf(shopper);
    expect((await shopper.api("account/signOut")).status).toBe(200);
    await lag.catchUp();
    const answer = await kept.fetch("/accounts/orders");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("order/create, its session check in its first trip", () => {
  it("a revoked session writes nothing for the customer and gets what a guest with the same bag gets", async () => {
    const { shopper, customerId, email } = await member();
    await shopper.api("cart/add", { sku, quantity: 1 });
    await lag.catchUp();
    await revokeAllSessions(primary(), customerId);
    await lag.catchUp();
    const body = checkoutBody({ email });
    const revoked = await shopper.api("order/create", body);
    const guest = await browser().api("order/create", checkoutBody({ email: "ride-guest@example.com" }));
    expect(revoked.status).toBe(guest.status);
    expect(revoked.envelope.code).toBe(guest.envelope.code);
    const db = primary();
    expect(await db.prepare("SELECT count(*) AS n FROM orders WHERE customer_id = ? OR email = ?").bind(customerId, email).first("n")).toBe(0);
    expect(await db.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first("stock")).toBe(20);
    // The budget of the customer's bag was not counted: the counters wait for an active session.
    expect(await db.prepare("SELECT count(*) AS n FROM rate_limits WHERE bucket = ?").bind(`order-create-visitor:c:${customerId}`).first("n")).toBe(
      0,
    );
    // The customer's bag is untouched, and the token no longer speaks for them.
    expect(await db.prepare("SELECT count(*) AS n FROM cart_lines WHERE owner = ?").bind(`c:${customerId}`).first("n")).toBe(1);
    expect(await openToken(shopper.cookies.get("he-token"), appSecret(env))).toMatchObject({ customerId: "" });
  });

  it("an active session orders in two trips to the primary, the check in the first", async () => {
    const { shopper, email } = await member();
    await shopper.api("cart/add", { sku, quantity: 1 });
    await lag.catchUp();
    const created = await shopper.api<{ orderNumber: string }>("order/create", checkoutBody({ email }));
    expect(created.status).toBe(200);
    const record = lag.last();
    expect(record.trips.primaryTrips).toBe(2);
    expect(record.statements.find((s) => s.sql.includes("customer_sessions"))?.trip).toBe(1);
    const order = await primary()
      .prepare("SELECT customer_id FROM orders WHERE order_number = ?")
      .bind(created.envelope.data!.orderNumber)
      .first("customer_id");
    expect(order).toBeGreaterThan(0);
  });
});
