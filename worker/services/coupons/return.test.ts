import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { registered, TestBrowser } from "../../test/account-client";
import { addCoupon, addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { campaignKey } from "../free-gift/campaigns";
import { expireUnpaidOrders } from "../payments/expiry";
import { findOrderByNumber, transitionOrder, UNPAID_LIFETIME_MS } from "../orders/orders-store";

/** An order that does not go ahead gives back its coupon and its free gift's unit, once. */

const usesOf = async (code: string) => (await env.DB.prepare("SELECT uses FROM coupons WHERE code = ?").bind(code).first<{ uses: number }>())!.uses;
const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())!.stock;

/** A guest's unpaid order of one piece with `coupon` applied, and the gift campaign `gift` if given. */
async function orderWith(coupon: string, gift?: string) {
  const sku = await addProduct({ code: `cr${crypto.randomUUID().slice(0, 8).replace(/-/g, "")}`, priceCents: 12000, stock: 5 });
  const shopper = visitor("us", gift ? { Cookie: `he-giftCode=${gift}` } : {});
  await shopper.call("cart/add", { sku });
  expect((await shopper.call("cart/applyCoupon", { code: coupon })).status).toBe(200);
  const created = await shopper.call("order/create", checkoutBody());
  expect(created.status).toBe(200);
  return { shopper, sku, order: (await findOrderByNumber(env.DB, created.data.orderNumber))! };
}

describe("giving back what a cancelled or expired order took", () => {
  it("two concurrent cancellations give a store coupon's use back once, and the coupon can be used again", async () => {
    await addCoupon({ code: "ONLYONE", value: 10, maxUses: 1 });
    const { order } = await orderWith("ONLYONE");
    expect(await usesOf("ONLYONE")).toBe(1);
    const moves = await Promise.all([
      transitionOrder(env.DB, order, "cancelled", "by the customer"),
      transitionOrder(env.DB, order, "cancelled", "unpaid for 24 hours"),
    ]);
    expect(moves.filter(Boolean)).toHaveLength(1);
    expect(await usesOf("ONLYONE")).toBe(0);
    // A third attempt, after the fact, changes nothing either.
    expect(await transitionOrder(env.DB, order, "cancelled", "again")).toBe(false);
    expect(await usesOf("ONLYONE")).toBe(0);
    await orderWith("ONLYONE");
    expect(await usesOf("ONLYONE")).toBe(1);
  });

  it("an expired order gives back its coupon's use and its free gift's unit", async () => {
    await addCoupon({ code: "EXPIRES", value: 10, maxUses: 10 });
    await addProduct({ code: "giftcr", priceCents: 2500, stock: 3, title: "Gift CR" });
    await env.KV.put(campaignKey("FGCR"), JSON.stringify({ spuCode: "SPU-giftcr", minSubtotalCents: 10_000 }));
    const { order, sku } = await orderWith("EXPIRES", "FGCR");
    expect(await stockOf("giftcr-1")).toBe(2);
    expect(await usesOf("EXPIRES")).toBe(1);
    const placed = Date.now() - UNPAID_LIFETIME_MS - 60_000;
    await env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?").bind(placed, order.id).run();
    await Promise.all([expireUnpaidOrders(env), expireUnpaidOrders(env)]);
    expect((await findOrderByNumber(env.DB, order.order_number))?.status).toBe("cancelled");
    expect(await usesOf("EXPIRES")).toBe(0);
    expect(await stockOf("giftcr-1")).toBe(3);
    expect(await stockOf(sku)).toBe(5);
  });

  it("a customer's own coupon is theirs again after the order is cancelled", async () => {
    const browser = new TestBrowser("http://localhost");
    await registered(browser);
    const welcome = (await browser.api<{ code: string }[]>("account/coupons")).envelope.data[0].code;
    const sku = await addProduct({ code: "crwelcome", priceCents: 10000 });
    await browser.api("cart/add", { sku });
    expect((await browser.api("cart/applyCoupon", { code: welcome })).status).toBe(200);
    const created = await browser.api<{ orderNumber: string }>("order/create", checkoutBody());
    const order = (await findOrderByNumber(env.DB, created.envelope.data.orderNumber))!;
    await Promise.all([transitionOrder(env.DB, order, "cancelled", "a"), transitionOrder(env.DB, order, "cancelled", "b")]);
    await browser.api("cart/add", { sku });
    expect((await browser.api("cart/applyCoupon", { code: welcome })).status).toBe(200);
  });
});
