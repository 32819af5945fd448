import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { expectPlainError, faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import { campaignKey } from "../free-gift/campaigns";

/**
 * The free gift claimed with an order, D1 failing at the order's batch
 * (docs/decisions/1310-nothing-lost.md). What the shopper sees: the shop's plain error envelope
 * (HTTP 500, no internals); pressing Pay again with the same checkout completes one order holding
 * the gift, and the gift's stock drops by one unit, whether the failed batch was applied or not.
 */
const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock;

const giftLines = async (code: string) =>
  (
    await env.DB.prepare(
      `SELECT o.order_number, l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.gift_code = ? AND o.status <> 'cancelled'`,
    )
      .bind(code)
      .all<{ order_number: string; quantity: number }>()
  ).results;

/** A shopper whose cart qualifies for a running campaign's gift, its calls through `faults`. */
async function qualifyingCart(giftStock: number) {
  const tag = crypto.randomUUID().slice(0, 6);
  const code = `FG${tag.toUpperCase()}`;
  const giftSku = await addProduct({ code: `gift${tag}`, priceCents: 2500, stock: giftStock, title: `Gift ${code}` });
  await env.KV.put(campaignKey(code), JSON.stringify({ spuCode: `SPU-gift${tag}` }));
  const sku = await addProduct({ code: `fgo${tag}`, priceCents: 6000, stock: 3 });
  const faults = faultInjector();
  const shopper = visitor("us", { Cookie: `he-giftCode=${code}` }, faults.env);
  const cart = await shopper.call("cart/add", { sku });
  expect(cart.data.gift.state).toBe("added");
  return { code, giftSku, sku, shopper, faults };
}

const KINDS: FaultKind[] = ["error", "timeout", "lost"];

describe("free gift claim under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the order's batch: a plain error, then the retry orders once with the gift taken once`, async () => {
      const { code, giftSku, sku, shopper, faults } = await qualifyingCart(2);
      faults.inject({ target: "d1.batch", match: "INSERT INTO orders", kind });
      const body = checkoutBody();
      expectPlainError(await shopper.call("order/create", body));
      expect(faults.fired).toHaveLength(1);
      // Applied or not, never half: the gift unit moves with the order's own lines.
      expect(await stockOf(giftSku)).toBe(kind === "lost" ? 1 : 2);
      expect(await stockOf(sku)).toBe(kind === "lost" ? 2 : 3);
      expect(await giftLines(code)).toHaveLength(kind === "lost" ? 1 : 0);

      const retry = await shopper.call("order/create", body);
      expect(retry.status).toBe(200);
      expect(await giftLines(code)).toEqual([{ order_number: retry.data.orderNumber, quantity: 1 }]);
      expect(await stockOf(giftSku)).toBe(1);
      expect(await stockOf(sku)).toBe(2);
      await expectLedgerHolds();
    });
  }

  it("the last gift unit, lost answer: the retry gets the order that holds it, not a sold-out refusal", async () => {
    const { code, giftSku, shopper, faults } = await qualifyingCart(1);
    faults.inject({ target: "d1.batch", match: "INSERT INTO orders", kind: "lost" });
    const body = checkoutBody();
    expectPlainError(await shopper.call("order/create", body));
    const retry = await shopper.call("order/create", body);
    expect(retry.status).toBe(200);
    expect(await giftLines(code)).toEqual([{ order_number: retry.data.orderNumber, quantity: 1 }]);
    expect(await stockOf(giftSku)).toBe(0);
    await expectLedgerHolds();
  });

  it("KV failing on the campaign read: a plain error, nothing written; the retry orders once with the gift", async () => {
    const { code, giftSku, shopper, faults } = await qualifyingCart(2);
    faults.inject({ target: "kv", match: campaignKey(code), kind: "error" });
    const body = checkoutBody();
    expectPlainError(await shopper.call("order/create", body));
    expect(await giftLines(code)).toEqual([]);
    const retry = await shopper.call("order/create", body);
    expect(retry.status).toBe(200);
    expect(await giftLines(code)).toEqual([{ order_number: retry.data.orderNumber, quantity: 1 }]);
    expect(await stockOf(giftSku)).toBe(1);
    await expectLedgerHolds();
  });
});
