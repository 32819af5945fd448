import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SEZZLE, type fakeSezzle } from "../../test/fake-sezzle";
import { sezzleOrder, stubSezzle, withSezzle } from "../../test/sezzle-fixture";
import { cancelCustomerOrder } from "../orders/account-actions";
import { markShipped } from "../orders/shipping";
import { handlePayback } from "./payback";
import { RefundFailed, refundOrder } from "./refunds";

let sezzle: ReturnType<typeof fakeSezzle>;

beforeEach(() => {
  sezzle = stubSezzle();
});
afterEach(() => vi.unstubAllGlobals());

/** A Sezzle order paid in full (status processing); its stock of 3 holds one piece. */
async function paidOrder() {
  const order = await sezzleOrder({}, 3);
  const back = sezzle.finish(order.uuid, true);
  expect(await handlePayback(withSezzle, "sezzle", back.searchParams, back, () => {})).toMatchObject({ result: "success" });
  return order;
}

const refundRequests = (uuid: string) => sezzle.calls.filter((c) => c.method === "POST" && c.path === `/v2/order/${uuid}/refund`);
const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;
const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock;

describe("refunds claim the order first (against a local Sezzle)", () => {
  it("two concurrent cancels refund exactly once", async () => {
    const { orderNumber, uuid, sku } = await paidOrder();
    const results = await Promise.all([
      refundOrder(withSezzle, orderNumber, "cancelled by the customer"),
      refundOrder(withSezzle, orderNumber, "cancelled twice"),
    ]);
    expect([...results].sort()).toEqual([false, true]);
    expect(refundRequests(uuid)).toHaveLength(1);
    expect(await statusOf(orderNumber)).toBe("refunded");
    expect(await stockOf(sku)).toBe(3);
  });

  it("a cancel racing the parcel's hand-over either refunds once or leaves it shipped, never both", async () => {
    const { orderNumber, uuid } = await paidOrder();
    const [refunded, shipped] = await Promise.all([
      refundOrder(withSezzle, orderNumber, "cancelled by the customer"),
      markShipped(env.DB, orderNumber, { carrier: "DHL", trackingNumber: "JD0146000062812307" }),
    ]);
    const status = await statusOf(orderNumber);
    expect(refunded).not.toBe(shipped);
    expect(status).toBe(refunded ? "refunded" : "shipped");
    expect(refundRequests(uuid)).toHaveLength(refunded ? 1 : 0);
  });

  it("puts the order back when the provider refuses, so a later cancel refunds it", async () => {
    const { orderNumber, uuid, sku } = await paidOrder();
    const working = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).startsWith(`${FAKE_SEZZLE.base}/v2/order/${uuid}/refund`)
        ? Promise.resolve(new Response("upstream connect error", { status: 503 }))
        : working(input, init),
    );
    await expect(refundOrder(withSezzle, orderNumber, "cancelled by the customer")).rejects.toBeInstanceOf(RefundFailed);
    expect(await statusOf(orderNumber)).toBe("processing");
    expect(await stockOf(sku)).toBe(2);
    const payment = await env.DB.prepare("SELECT p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ?")
      .bind(orderNumber)
      .first();
    expect(payment).toEqual({ status: "succeeded" });

    // The customer's Cancel says so, and leaves the order as it was.
    await env.DB.prepare("UPDATE orders SET customer_id = 990001 WHERE order_number = ?").bind(orderNumber).run();
    expect(await cancelCustomerOrder(withSezzle, 990001, orderNumber)).toBe("refundFailed");
    expect(await statusOf(orderNumber)).toBe("processing");

    vi.stubGlobal("fetch", working);
    expect(await cancelCustomerOrder(withSezzle, 990001, orderNumber)).toBe("refunded");
    expect(refundRequests(uuid)).toHaveLength(1);
    expect(await statusOf(orderNumber)).toBe("refunded");
  });
});
