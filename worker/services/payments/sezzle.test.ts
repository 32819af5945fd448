import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { fakeSezzle } from "../../test/fake-sezzle";
import { sezzleOrder, stubSezzle, withSezzle } from "../../test/sezzle-fixture";
import { handlePayback } from "./payback";
import { refundOrder } from "./refunds";

const noWait = () => {};
let sezzle: ReturnType<typeof fakeSezzle>;

beforeEach(() => {
  sezzle = stubSezzle();
});
afterEach(() => vi.unstubAllGlobals());

const payback = (back: URL) => handlePayback(withSezzle, "sezzle", back.searchParams, back, noWait);
const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

describe("the Sezzle adapter (v2, against a local Sezzle)", () => {
  it("opens a checkout for the attempt and settles the return from Sezzle's order", async () => {
    const { orderNumber, uuid } = await sezzleOrder();
    expect(sezzle.orders.get(uuid)?.order_amount).toEqual({ amount_in_cents: 6000, currency: "USD" });
    const back = sezzle.finish(uuid, true);
    expect(await payback(back)).toMatchObject({ result: "success", order: { orderNumber, status: "processing", paymentMethod: "sezzle" } });
    expect(await refundOrder(withSezzle, orderNumber, "customer service")).toBe(true);
    expect(sezzle.calls.find((c) => c.path === `/v2/order/${uuid}/refund`)?.body).toEqual({ amount_in_cents: 6000, currency: "USD" });
  });

  it("does not take the complete URL's word: an unpaid order stays unpaid", async () => {
    const { orderNumber, uuid } = await sezzleOrder();
    const completeUrl = new URL(sezzle.orders.get(uuid)!.complete);
    expect(await payback(completeUrl)).toMatchObject({ result: "failed", order: { status: "unpaid" } });
    expect(await payback(sezzle.finish(uuid, false))).toMatchObject({ result: "failed" });
    expect(await statusOf(orderNumber)).toBe("unpaid");
  });

  it("believes signed webhooks only, and reads the outcome from Sezzle", async () => {
    const { shopper, orderNumber, uuid } = await sezzleOrder();
    sezzle.finish(uuid, true);
    const forged = await sezzle.webhook(uuid, "wrong-key");
    expect((await shopper.call("payment/webhook/sezzle", forged.body, { "Sezzle-Signature": forged.signature })).status).toBe(403);
    const signed = await sezzle.webhook(uuid);
    expect((await shopper.call("payment/webhook/sezzle", signed.body, { "Sezzle-Signature": signed.signature })).data).toEqual({
      duplicate: false,
      status: "processing",
    });
    expect(await statusOf(orderNumber)).toBe("processing");
  });
});
