import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { FAKE_PAYPAL, fakePaypal, withFakePaypal } from "../../test/fake-paypal";
import { fakePerTest } from "../../test/fake-http";
import { askProvider } from "./expiry";
import { handlePayback } from "./payback";
import type { PaymentRow } from "./payments";
import { refundOrder } from "./refunds";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

const withPaypal = withFakePaypal(env);
const noWait = () => {};
const fake = fakePerTest(fakePaypal, FAKE_PAYPAL.base);

/** A us order paid with PayPal: the shopper is on PayPal's page. */
async function paypalOrder() {
  const sku = await addProduct({ code: `pp${crypto.randomUUID().slice(0, 8)}`, priceCents: 4999, stock: 2 });
  const shopper = visitor("us", {}, withPaypal);
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "paypal", shippingAddress: US_ADDRESS }));
  expect(created.status).toBe(200);
  const paypalOrderId = new URL(created.data.paymentUrl).searchParams.get("token")!;
  const payment = await env.DB.prepare("SELECT * FROM payments WHERE provider_reference = ?").bind(paypalOrderId).first<Record<string, any>>();
  return {
    shopper,
    orderNumber: created.data.orderNumber as string,
    paymentUrl: created.data.paymentUrl as string,
    paypalOrderId,
    paymentId: payment!.id as string,
  };
}

/** The return PayPal sends the shopper to: our return URL plus its token and PayerID. */
function paypalReturn(paymentId: string, paypalOrderId: string, extra: Record<string, string> = {}) {
  const url = new URL(`http://localhost/payback/paypal?paymentId=${paymentId}`);
  url.searchParams.set("token", paypalOrderId);
  url.searchParams.set("PayerID", "PAYER1");
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return url;
}

const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

describe("the PayPal adapter (Orders v2, against a local PayPal)", () => {
  it("sends the shopper to PayPal with the order's amount, and settles the return by capturing", async () => {
    const { orderNumber, paymentUrl, paypalOrderId, paymentId } = await paypalOrder();
    expect(paymentUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${paypalOrderId}`);
    const created = fake().calls.find((c) => c.path === "/v2/checkout/orders")!;
    expect(created.body.purchase_units[0]).toMatchObject({
      reference_id: orderNumber,
      custom_id: paymentId,
      amount: { currency_code: "USD", value: "49.99" },
    });
    expect(created.body.payment_source.paypal.experience_context.return_url).toBe(`http://localhost/payback/paypal?paymentId=${paymentId}`);

    fake().approve(paypalOrderId, "paid");
    const back = paypalReturn(paymentId, paypalOrderId);
    const result = await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait);
    expect(result).toMatchObject({ result: "success", order: { orderNumber, status: "processing", paymentMethod: "paypal" } });
    // A reload reads the same answer and changes nothing.
    expect((await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait))?.result).toBe("success");
    expect(fake().calls.filter((c) => c.path.endsWith("/capture"))).toHaveLength(2);
  });

  it("never settles from the query string: an unapproved order, another order's token or a made-up status", async () => {
    const { orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    const forged = paypalReturn(paymentId, paypalOrderId, { status: "COMPLETED", outcome: "success" });
    expect(await handlePayback(withPaypal, "paypal", forged.searchParams, forged, noWait)).toMatchObject({ result: "failed", reason: "declined" });
    expect(await statusOf(orderNumber)).toBe("unpaid");
    const other = await paypalOrder();
    fake().approve(other.paypalOrderId, "paid");
    const crossed = paypalReturn(paymentId, other.paypalOrderId);
    expect(await handlePayback(withPaypal, "paypal", crossed.searchParams, crossed, noWait)).toBeNull();
    expect(await statusOf(orderNumber)).toBe("unpaid");
    const unknown = new URLSearchParams({ paymentId: crypto.randomUUID(), token: paypalOrderId });
    expect(await handlePayback(withPaypal, "paypal", unknown, forged, noWait)).toBeNull();
  });

  it("tells a declined card from insufficient funds, and leaves the order payable", async () => {
    const declined = await paypalOrder();
    fake().approve(declined.paypalOrderId, "declined");
    const back = paypalReturn(declined.paymentId, declined.paypalOrderId);
    expect(await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait)).toMatchObject({ result: "failed", reason: "declined" });
    const poor = await paypalOrder();
    fake().approve(poor.paypalOrderId, "insufficientFunds");
    const back2 = paypalReturn(poor.paymentId, poor.paypalOrderId);
    const result = await handlePayback(withPaypal, "paypal", back2.searchParams, back2, noWait);
    expect(result).toMatchObject({ result: "failed", reason: "insufficientFunds", order: { status: "unpaid" } });
    expect(result?.methods).toContain("paypal");
  });

  it("shows the order as waiting, unchanged and not payable again, while PayPal cannot be asked", async () => {
    const { orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    fake().approve(paypalOrderId, "paid");
    const back = paypalReturn(paymentId, paypalOrderId);
    const working = globalThis.fetch;
    const paypalAnswers = (answer: () => Promise<Response>) =>
      vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
        String(input instanceof Request ? input.url : input).startsWith(FAKE_PAYPAL.base) ? answer() : working(input, init),
      );

    paypalAnswers(async () => new Response("upstream connect error", { status: 503 }));
    const waiting = await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait);
    expect(waiting).toMatchObject({ result: "pending", unconfirmed: true, retryUntil: null, methods: [], order: { orderNumber, status: "unpaid" } });
    paypalAnswers(() => Promise.reject(new TypeError("Network connection lost.")));
    expect(await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait)).toMatchObject({ result: "pending", unconfirmed: true });
    // Nothing about an attempt that is not PayPal's, or not there at all.
    const unknown = new URLSearchParams({ paymentId: crypto.randomUUID() });
    expect(await handlePayback(withPaypal, "paypal", unknown, back, noWait)).toBeNull();
    expect(await statusOf(orderNumber)).toBe("unpaid");

    // PayPal answers again: the same return (a reload) settles the payment.
    vi.stubGlobal("fetch", working);
    expect(await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait)).toMatchObject({
      result: "success",
      order: { status: "processing" },
    });
  });

  it("refuses a capture that is not this attempt's amount", async () => {
    const { orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    fake().approve(paypalOrderId, "paid");
    fake().orders.get(paypalOrderId)!.unit.amount.value = "0.01";
    const back = paypalReturn(paymentId, paypalOrderId);
    expect(await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait)).toBeNull();
    expect(await statusOf(orderNumber)).toBe("unpaid");
  });

  it("believes a webhook only after PayPal verified its signature, once per event", async () => {
    const { shopper, orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    fake().approve(paypalOrderId, "paid");
    const event = {
      id: "WH-EVT-1",
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: { id: `CAP-${paypalOrderId}`, status: "COMPLETED", custom_id: paymentId, amount: { currency_code: "USD", value: "49.99" } },
    };
    const deliver = (sig: string) =>
      shopper.call("payment/webhook/paypal", event, {
        "PAYPAL-TRANSMISSION-ID": "t-1",
        "PAYPAL-TRANSMISSION-SIG": sig,
        "PAYPAL-TRANSMISSION-TIME": "2026-11-23T10:00:00Z",
        "PAYPAL-AUTH-ALGO": "SHA256withRSA",
        "PAYPAL-CERT-URL": `${FAKE_PAYPAL.base}/cert`,
      });
    expect((await deliver("forged")).status).toBe(403);
    expect(await statusOf(orderNumber)).toBe("unpaid");
    expect((await deliver(FAKE_PAYPAL.validSig)).data).toEqual({ duplicate: false, status: "processing" });
    expect((await deliver(FAKE_PAYPAL.validSig)).data).toEqual({ duplicate: true });
  });

  it("acknowledges a refund's notice arriving before the capture's, and the capture's still pays once", async () => {
    const { shopper, orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    fake().approve(paypalOrderId, "paid");
    const headers = {
      "PAYPAL-TRANSMISSION-ID": "t-2",
      "PAYPAL-TRANSMISSION-SIG": FAKE_PAYPAL.validSig,
      "PAYPAL-TRANSMISSION-TIME": "2026-11-23T10:00:00Z",
      "PAYPAL-AUTH-ALGO": "SHA256withRSA",
      "PAYPAL-CERT-URL": `${FAKE_PAYPAL.base}/cert`,
    };
    const refunded = await shopper.call(
      "payment/webhook/paypal",
      {
        id: "WH-EVT-REFUND",
        event_type: "PAYMENT.CAPTURE.REFUNDED",
        resource: { id: "REF-1", status: "COMPLETED", custom_id: paymentId, amount: { currency_code: "USD", value: "49.99" } },
      },
      headers,
    );
    expect(refunded.status).toBe(200);
    expect(refunded.data).toEqual({ duplicate: false, ignored: true });
    expect(await statusOf(orderNumber)).toBe("unpaid");
    const captured = {
      id: "WH-EVT-2",
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: { id: `CAP-${paypalOrderId}`, status: "COMPLETED", custom_id: paymentId, amount: { currency_code: "USD", value: "49.99" } },
    };
    expect((await shopper.call("payment/webhook/paypal", captured, headers)).data).toEqual({ duplicate: false, status: "processing" });
    expect((await shopper.call("payment/webhook/paypal", captured, headers)).data).toEqual({ duplicate: true });
  });

  it("checks a webhook's capture amount and currency, as a return's", async () => {
    const { shopper, orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    fake().approve(paypalOrderId, "paid");
    const deliver = (id: string, amount: { currency_code: string; value: string }) =>
      shopper.call(
        "payment/webhook/paypal",
        { id, event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: `CAP-${paypalOrderId}`, status: "COMPLETED", custom_id: paymentId, amount } },
        { "PAYPAL-TRANSMISSION-SIG": FAKE_PAYPAL.validSig, "PAYPAL-CERT-URL": `${FAKE_PAYPAL.base}/cert` },
      );
    expect((await deliver("WH-AMOUNT-1", { currency_code: "USD", value: "0.01" })).status).toBe(403);
    expect((await deliver("WH-AMOUNT-2", { currency_code: "EUR", value: "49.99" })).status).toBe(403);
    expect(await statusOf(orderNumber)).toBe("unpaid");
    expect((await deliver("WH-AMOUNT-3", { currency_code: "USD", value: "49.99" })).data).toEqual({ duplicate: false, status: "processing" });
  });

  it("refunds the capture through PayPal", async () => {
    const { orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    fake().approve(paypalOrderId, "paid");
    const back = paypalReturn(paymentId, paypalOrderId);
    await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait);
    expect(await refundOrder(withPaypal, orderNumber, "customer service")).toBe(true);
    expect(fake().calls.find((c) => c.path === `/v2/payments/captures/CAP-${paypalOrderId}/refund`)?.body).toEqual({
      amount: { currency_code: "USD", value: "49.99" },
    });
    expect(await statusOf(orderNumber)).toBe("refunded");
  });

  it("tells the reconciliation what it refunded of a capture, from the order's record", async () => {
    const { orderNumber, paypalOrderId, paymentId } = await paypalOrder();
    fake().approve(paypalOrderId, "paid");
    const back = paypalReturn(paymentId, paypalOrderId);
    await handlePayback(withPaypal, "paypal", back.searchParams, back, noWait);
    const attempt = () => env.DB.prepare("SELECT * FROM payments WHERE id = ?").bind(paymentId).first<PaymentRow>();
    expect(await askProvider(withPaypal, (await attempt())!)).toMatchObject({ state: "paid", refundedMinor: 0 });
    expect(await refundOrder(withPaypal, orderNumber, "customer service")).toBe(true);
    expect(await askProvider(withPaypal, (await attempt())!)).toMatchObject({ state: "paid", refundedMinor: 4999 });
  });

  it("is not there without credentials: in development PayPal's methods then pay through the sandbox", async () => {
    const sku = await addProduct({ code: `pq${crypto.randomUUID().slice(0, 8)}`, priceCents: 4999 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "paypal", shippingAddress: US_ADDRESS }));
    expect(created.data.paymentUrl).toMatch(/^\/payment\/sandbox\//);
    const back = new URLSearchParams({ paymentId: created.data.paymentUrl.split("/").pop(), token: "X" });
    expect(await handlePayback(env, "paypal", back, new URL("http://localhost/payback/paypal"), noWait)).toBeNull();
  });
});
