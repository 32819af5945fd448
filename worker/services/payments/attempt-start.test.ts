import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { FAKE_PAYPAL, fakePaypal, withFakePaypal } from "../../test/fake-paypal";
import { fakePerTest } from "../../test/fake-http";
import { expectPlainError, faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

/**
 * A new order's first attempt is registered with its provider before the order's batch, which
 * writes it with the provider's answer (attempt-start.ts, docs/decisions/1343-writes-in-two-trips.md).
 * Asking the provider moves nothing: an order the batch refuses, or a provider that fails, leaves
 * no order, no attempt, the stock and the bag as they were.
 */
const fake = fakePerTest(fakePaypal, FAKE_PAYPAL.base);

const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock;
const ordersOf = async (key: string) =>
  (await env.DB.prepare("SELECT id, order_number FROM orders WHERE idempotency_key = ?").bind(key).all<{ id: number; order_number: string }>())
    .results;
const paypalBody = () => checkoutBody({ paymentMethod: "paypal", shippingAddress: US_ADDRESS });

async function bagWith(stock: number) {
  const faults = faultInjector(withFakePaypal(env));
  const sku = await addProduct({ code: `as${crypto.randomUUID().slice(0, 8)}`, priceCents: 4999, stock });
  const shopper = visitor("us", {}, faults.env);
  await shopper.call("cart/add", { sku });
  return { sku, shopper, faults };
}

describe("an order's first payment attempt", () => {
  it("is written once, in the order's batch, with the provider's reference and page", async () => {
    const { shopper } = await bagWith(2);
    const body = paypalBody();
    const created = await shopper.call("order/create", body);
    expect(created.status).toBe(200);
    const [order] = await ordersOf(body.idempotencyKey);
    const { results } = await env.DB.prepare("SELECT status, provider_reference, redirect_url FROM payments WHERE order_id = ?").bind(order.id).all();
    const paypalOrderId = new URL(created.data.paymentUrl).searchParams.get("token");
    expect(results).toEqual([{ status: "pending", provider_reference: paypalOrderId, redirect_url: created.data.paymentUrl }]);
    // The same key again answers the same page without asking PayPal a second time.
    const asked = fake().calls.filter((c) => c.path === "/v2/checkout/orders").length;
    expect((await shopper.call("order/create", body)).data.paymentUrl).toBe(created.data.paymentUrl);
    expect(fake().calls.filter((c) => c.path === "/v2/checkout/orders")).toHaveLength(asked);
  });

  for (const kind of ["error", "timeout", "lost"] as FaultKind[]) {
    it(`PayPal ${kind} when it is registered: nothing is written, the bag stays, the retry orders once`, async () => {
      const { sku, shopper, faults } = await bagWith(3);
      faults.wrapFetch().inject({ target: "fetch", match: "/v2/checkout/orders", kind });
      const body = paypalBody();
      expectPlainError(await shopper.call("order/create", body));
      expect(faults.fired).toHaveLength(1);
      expect(await stockOf(sku)).toBe(3);
      expect(await ordersOf(body.idempotencyKey)).toEqual([]);
      expect((await shopper.call("cart/list", {})).data.count).toBe(1);
      const retry = await shopper.call("order/create", body);
      expect(retry.status).toBe(200);
      expect(await stockOf(sku)).toBe(2);
      const orders = await ordersOf(body.idempotencyKey);
      expect(orders).toEqual([expect.objectContaining({ order_number: retry.data.orderNumber })]);
      const attempts = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE order_id = ?").bind(orders[0].id).first<{ n: number }>();
      expect(attempts?.n).toBe(1);
      await expectLedgerHolds();
    });
  }

  it("of an order the batch refuses (the last piece sold while PayPal was asked) is never written or handed out", async () => {
    const { sku, shopper } = await bagWith(1);
    const paypal = globalThis.fetch;
    let raced = false;
    // Another shopper (paying by card, not through PayPal) takes the last piece meanwhile.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!raced && String(input instanceof Request ? input.url : input).endsWith("/v2/checkout/orders")) {
        raced = true;
        const rival = visitor("us");
        await rival.call("cart/add", { sku });
        expect((await rival.call("order/create", checkoutBody({ shippingAddress: US_ADDRESS }))).status).toBe(200);
      }
      return paypal(input, init);
    });
    const body = paypalBody();
    const refused = await shopper.call("order/create", body);
    expect(refused.status).toBe(409);
    expect(raced).toBe(true);
    expect(await ordersOf(body.idempotencyKey)).toEqual([]);
    // PayPal opened a page for it; no attempt names it, so nobody is sent there.
    const opened = [...fake().orders.keys()];
    expect(opened).toHaveLength(1);
    const named = await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE provider_reference = ?").bind(opened[0]).first<{ n: number }>();
    expect(named?.n).toBe(0);
    expect(await stockOf(sku)).toBe(0);
    await expectLedgerHolds();
  });
});
