import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { creditWallet } from "../account/wallet";
import { registered, TestBrowser } from "../../test/account-client";
import { addCoupon, addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { expectPlainError, faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";

/**
 * Order/create, its wallet debit and its coupon use, with D1 failing at the order's batch
 * (docs/decisions/1310-nothing-lost.md). What the shopper sees: the shop's plain error envelope
 * (HTTP 500, "Something went wrong on our side. Please try again later." with a reference, no
 * internals); the checkout keeps its idempotency key, so pressing Pay again completes the order
 * once, whether the failed batch was applied or not.
 */
const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock;
const ordersOf = async (key: string) =>
  (await env.DB.prepare("SELECT order_number, status FROM orders WHERE idempotency_key = ?").bind(key).all<{ order_number: string }>()).results;

async function cartWith(stock: number, coupon?: string) {
  const faults = faultInjector();
  const sku = await addProduct({ code: `f${crypto.randomUUID().slice(0, 8)}`, priceCents: 5000, stock });
  const shopper = visitor("de", {}, faults.env);
  await shopper.call("cart/add", { sku });
  if (coupon) expect((await shopper.call("cart/applyCoupon", { code: coupon })).status).toBe(200);
  return { sku, shopper, faults };
}

const KINDS: FaultKind[] = ["error", "timeout", "lost"];

describe("order/create under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the order's batch: a plain error, then the retry orders once and takes the stock once`, async () => {
      const { sku, shopper, faults } = await cartWith(3);
      faults.inject({ target: "d1.batch", match: "INSERT INTO orders", kind });
      const body = checkoutBody();
      expectPlainError(await shopper.call("order/create", body));
      expect(faults.fired).toHaveLength(1);
      // Applied or not, never half: the order, its stock and its movements together.
      expect(await stockOf(sku)).toBe(kind === "lost" ? 2 : 3);
      expect(await ordersOf(body.idempotencyKey)).toHaveLength(kind === "lost" ? 1 : 0);
      const retry = await shopper.call("order/create", body);
      expect(retry.status).toBe(200);
      expect(await stockOf(sku)).toBe(2);
      expect(await ordersOf(body.idempotencyKey)).toEqual([{ order_number: retry.data.orderNumber, status: "unpaid" }]);
      await expectLedgerHolds();
    });
  }

  it("a slow D1 only delays the order", async () => {
    const { sku, shopper, faults } = await cartWith(1);
    faults.inject({ target: "d1", kind: "slow", times: 5, delayMs: 30 });
    const created = await shopper.call("order/create", checkoutBody());
    expect(created.status).toBe(200);
    expect(faults.fired.length).toBeGreaterThan(0);
    expect(await stockOf(sku)).toBe(0);
    await expectLedgerHolds();
  });

  it("D1 failing on the cart read: nothing is written, the retry orders once", async () => {
    const { sku, shopper, faults } = await cartWith(2);
    faults.inject({ target: "d1", match: "FROM cart_lines", kind: "error" });
    const body = checkoutBody();
    expectPlainError(await shopper.call("order/create", body));
    expect(await ordersOf(body.idempotencyKey)).toEqual([]);
    expect((await shopper.call("order/create", body)).status).toBe(200);
    expect(await stockOf(sku)).toBe(1);
    await expectLedgerHolds();
  });
});

describe("coupon redemption under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the order's batch counts the coupon's use once, with the order`, async () => {
      const code = `FAULT${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
      await addCoupon({ code, value: 10, maxUses: 5 });
      const { shopper, faults } = await cartWith(5, code);
      faults.inject({ target: "d1.batch", match: "UPDATE coupons SET uses", kind });
      const body = checkoutBody();
      expectPlainError(await shopper.call("order/create", body));
      expect((await shopper.call("order/create", body)).status).toBe(200);
      const coupon = await env.DB.prepare("SELECT uses FROM coupons WHERE code = ?").bind(code).first<{ uses: number }>();
      expect(coupon?.uses).toBe(1);
      await expectLedgerHolds();
    });
  }
});

describe("wallet debit under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the order's batch debits the wallet once, with the order`, async () => {
      const sku = await addProduct({ code: `w${crypto.randomUUID().slice(0, 8)}`, priceCents: 5000, stock: 2 });
      const signIn = new TestBrowser("http://localhost");
      await registered(signIn);
      const customerId = Number((await signIn.whoAmI()).customerId);
      await creditWallet(env.DB, customerId, { amountCents: 2000, kind: "campaign", reference: "fault test" });
      const faults = faultInjector();
      const browser = new TestBrowser("http://localhost", faults.env);
      for (const [name, value] of signIn.cookies) browser.cookies.set(name, value);
      await browser.api("cart/add", { sku });
      faults.inject({ target: "d1.batch", match: "INSERT INTO wallet_transactions", kind });
      const body = checkoutBody({ useWallet: true });
      expectPlainError({ status: (await browser.api("order/create", body)).status, message: "" });
      const retry = await browser.api<{ orderNumber: string }>("order/create", body);
      expect(retry.status).toBe(200);
      const debits = await env.DB.prepare("SELECT amount_cents FROM wallet_transactions WHERE customer_id = ? AND kind = 'order'")
        .bind(customerId)
        .all<{ amount_cents: number }>();
      expect(debits.results).toEqual([{ amount_cents: -2000 }]);
      await expectLedgerHolds();
    });
  }
});
