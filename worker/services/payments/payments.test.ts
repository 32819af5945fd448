import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { addShipmentEvent, markShipped } from "../orders/shipping";
import { expireUnpaidOrders } from "./expiry";
import { handlePayback } from "./payback";
import { refundOrder } from "./refunds";
import { signSandboxWebhook } from "./sandbox";
import { sessionProxy } from "../../test/d1-proxy";

const noWait = () => {};

async function orderWithPayment(store = "de", stock: number | null = 3) {
  const sku = await addProduct({ code: `p${crypto.randomUUID().slice(0, 8).replace(/-/g, "")}`, priceCents: 10000, stock });
  const shopper = visitor(store);
  await shopper.call("cart/add", { sku });
  const body = checkoutBody();
  const created = await shopper.call("order/create", body);
  expect(created.status).toBe(200);
  return { shopper, sku, email: body.email, ...created.data } as {
    shopper: ReturnType<typeof visitor>;
    sku: string;
    email: string;
    orderNumber: string;
    paymentUrl: string;
  };
}

const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

describe("the sandbox provider and /payback", () => {
  it("shows its own page with the amount and three outcomes", async () => {
    const { shopper, paymentUrl } = await orderWithPayment();
    const page = await shopper.page(paymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("92,00 €");
    expect(html.match(/name="outcome"/g)).toHaveLength(3);
  });

  it("settles a success from the provider's ledger, once, and sends the confirmation", async () => {
    const { shopper, orderNumber, paymentUrl, email } = await orderWithPayment();
    const back = await payInSandbox(shopper, paymentUrl, "success");
    expect(back.pathname).toBe("/payback/sandbox");
    const mails: Promise<unknown>[] = [];
    const first = await handlePayback(env, "sandbox", back.searchParams, back, (p) => mails.push(p));
    expect(first).toMatchObject({ result: "success", reason: null, order: { orderNumber, status: "processing" } });
    await Promise.all(mails);
    const { keys } = await env.KV.list<{ subject: string; to: string }>({ prefix: "outbox:" });
    const mail = keys.find((k) => k.metadata?.subject.includes(orderNumber));
    expect(mail?.metadata?.to).toBe(email);
    expect(decodeURIComponent(mail!.metadata!.subject)).toBe(`HELIORA: Ihre Bestellung ${orderNumber} ist bestätigt`);
    const eml = await env.KV.get(mail!.name);
    expect(eml).toContain("92,00 €");
    expect(eml).toContain(`http://de.localhost/trackorder?orderNumber=${orderNumber}`);
    const again = await handlePayback(env, "sandbox", back.searchParams, back, noWait);
    expect(again?.result).toBe("success");
    const events = await env.DB.prepare(
      "SELECT count(*) AS n FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.order_number = ? AND e.to_status = 'processing'",
    )
      .bind(orderNumber)
      .first<{ n: number }>();
    expect(events?.n).toBe(1);
  });

  it("never settles from query parameters alone", async () => {
    const { shopper, orderNumber, paymentUrl } = await orderWithPayment();
    const paymentId = paymentUrl.split("/").pop()!;
    const bare = new URLSearchParams({ paymentId, outcome: "success" });
    expect(await handlePayback(env, "sandbox", bare, new URL("http://de.localhost/"), noWait)).toBeNull();
    const back = await payInSandbox(shopper, paymentUrl, "failure");
    const forged = new URLSearchParams(back.searchParams);
    forged.set("outcome", "success");
    expect(await handlePayback(env, "sandbox", forged, back, noWait)).toBeNull();
    expect(await statusOf(orderNumber)).toBe("unpaid");
    // The provider's first answer stands: choosing again on its page changes nothing.
    const second = await payInSandbox(shopper, paymentUrl, "success");
    expect(second.searchParams.get("outcome")).toBe("failure");
    expect(await handlePayback(env, "paypal", back.searchParams, back, noWait)).toBeNull();
  });

  it("keeps a failed order unpaid, payable again with Continue, and tells insufficient funds apart", async () => {
    const { shopper, orderNumber, paymentUrl } = await orderWithPayment();
    const failed = await handlePayback(
      env,
      "sandbox",
      (await payInSandbox(shopper, paymentUrl, "insufficientFunds")).searchParams,
      new URL("http://de.localhost/"),
      noWait,
    );
    expect(failed).toMatchObject({ result: "failed", reason: "insufficientFunds", order: { status: "unpaid" } });
    expect(failed?.retryUntil).toBeGreaterThan(Date.now());
    expect(failed?.methods).toContain("giropay");

    const stranger = visitor("de");
    expect((await stranger.call("order/pay", { orderNumber })).status).toBe(404);
    const retry = await shopper.call("order/pay", { orderNumber, paymentMethod: "paypal" });
    expect(retry.status).toBe(200);
    expect(retry.data.paymentUrl).not.toBe(paymentUrl);
    const paid = await handlePayback(
      env,
      "sandbox",
      (await payInSandbox(shopper, retry.data.paymentUrl, "success")).searchParams,
      new URL("http://de.localhost/"),
      noWait,
    );
    expect(paid).toMatchObject({ result: "success", order: { status: "processing", paymentMethod: "paypal" } });
    expect((await shopper.call("order/pay", { orderNumber })).status).toBe(409);
  });

  it("accepts only signed webhooks, once per event", async () => {
    const { shopper, orderNumber, paymentUrl } = await orderWithPayment();
    const paymentId = paymentUrl.split("/").pop()!;
    await payInSandbox(shopper, paymentUrl, "success");
    const body = JSON.stringify({ eventId: `evt-${paymentId}`, paymentId, outcome: "success" });
    const unsigned = await shopper.call("payment/webhook/sandbox", body, { "X-Sandbox-Signature": "00" });
    expect(unsigned.status).toBe(403);
    expect(await statusOf(orderNumber)).toBe("unpaid");
    const signature = await signSandboxWebhook(env, body);
    const first = await shopper.call("payment/webhook/sandbox", body, { "X-Sandbox-Signature": signature });
    expect(first.data).toEqual({ duplicate: false, status: "processing" });
    const again = await shopper.call("payment/webhook/sandbox", body, { "X-Sandbox-Signature": signature });
    expect(again.data).toEqual({ duplicate: true });
  });

  it("marks a webhook handled only with its settlement: when D1 fails on the first delivery, the retry settles", async () => {
    const { shopper, orderNumber, paymentUrl } = await orderWithPayment();
    const paymentId = paymentUrl.split("/").pop()!;
    await payInSandbox(shopper, paymentUrl, "success");
    const body = JSON.stringify({ eventId: `evt-retry-${paymentId}`, paymentId, outcome: "success" });
    const headers = { "X-Sandbox-Signature": await signSandboxWebhook(env, body) };
    // D1 refuses the next batch (the settlement), as a storage fault would.
    let failNext = true;
    const flakyDb = sessionProxy(env.DB, {
      get(target, name) {
        if (name === "batch") {
          return (statements: D1PreparedStatement[]) => {
            if (!failNext) return target.batch(statements);
            failNext = false;
            return Promise.reject(new Error("D1_ERROR: storage operation exceeded timeout"));
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const flaky = visitor("de", {}, { ...env, DB: flakyDb });
    const first = await flaky.call("payment/webhook/sandbox", body, headers);
    expect(first.status).toBe(500);
    expect(await statusOf(orderNumber)).toBe("unpaid");
    const handled = await env.DB.prepare("SELECT count(*) AS n FROM payment_events WHERE event_id = ?")
      .bind(`evt-retry-${paymentId}`)
      .first<{ n: number }>();
    expect(handled?.n).toBe(0);
    // The provider delivers the same event again.
    expect((await flaky.call("payment/webhook/sandbox", body, headers)).data).toEqual({ duplicate: false, status: "processing" });
    expect((await flaky.call("payment/webhook/sandbox", body, headers)).data).toEqual({ duplicate: true });
  });

  it("cancels unpaid orders after 24 hours and puts their stock back", async () => {
    const { shopper, orderNumber, sku } = await orderWithPayment("de", 3);
    expect((await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock).toBe(2);
    await expireUnpaidOrders(env, Date.now() + 25 * 60 * 60 * 1000);
    expect(await statusOf(orderNumber)).toBe("cancelled");
    expect((await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock).toBe(3);
    await expireUnpaidOrders(env, Date.now() + 50 * 60 * 60 * 1000);
    expect((await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock).toBe(3);
    expect((await shopper.call("order/pay", { orderNumber })).status).toBe(409);
  });
});

describe("order/track", () => {
  it("does not tell a wrong contact from an unknown order, and shows logistics once shipped", async () => {
    const { orderNumber, email } = await orderWithPayment("us");
    const tracker = visitor("us");
    const unknown = await tracker.call("order/track", { orderNumber: "US000000000000", contact: email });
    const wrong = await tracker.call("order/track", { orderNumber, contact: "someone@example.com" });
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(404);
    const invalid = await tracker.call("order/track", { orderNumber: "12", contact: "x" });
    expect(invalid.message).toBe("orderNumber: Please enter a valid order number");

    const byEmail = await tracker.call("order/track", { orderNumber: orderNumber.toLowerCase(), contact: email.toUpperCase() });
    expect(byEmail).toMatchObject({ status: 200, message: "No logistics information yet", data: { trackingNumber: null, events: [] } });
    const byPhone = await tracker.call("order/track", { orderNumber, contact: "030 1234567" });
    expect(byPhone.status).toBe(200);

    const shipment = { carrier: "DHL", trackingNumber: "JD014600006281230704" };
    // Only a paid order ships (the transition table), and scans need a tracking number.
    expect(await markShipped(env.DB, orderNumber, shipment)).toBe(false);
    expect(await addShipmentEvent(env.DB, orderNumber, { at: 1, description: "x" })).toBe(false);
    await env.DB.prepare("UPDATE orders SET status = 'processing' WHERE order_number = ?").bind(orderNumber).run();
    expect(await markShipped(env.DB, orderNumber, shipment)).toBe(true);
    await addShipmentEvent(env.DB, orderNumber, { at: 1700000000000, description: "Picked up", location: "Shenzhen" });
    const shipped = await tracker.call("order/track", { orderNumber, contact: email });
    expect(shipped.data).toMatchObject({ status: "shipped", carrier: "DHL", trackingNumber: "JD014600006281230704" });
    expect(shipped.data.events).toEqual([{ at: 1700000000000, description: "Picked up", location: "Shenzhen" }]);
  });

  it("is rate limited", async () => {
    const tracker = visitor("us");
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await tracker.call("order/track", { orderNumber: "US000000000001", contact: "a@b.co" })).status);
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe("refunds", () => {
  it("refunds a paid order through its provider and puts unshipped stock back", async () => {
    const { shopper, orderNumber, paymentUrl, sku } = await orderWithPayment("de", 3);
    await handlePayback(env, "sandbox", (await payInSandbox(shopper, paymentUrl, "success")).searchParams, new URL("http://de.localhost/"), noWait);
    expect(await refundOrder(env, orderNumber, "customer cancelled")).toBe(true);
    expect(await statusOf(orderNumber)).toBe("refunded");
    expect((await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>())?.stock).toBe(3);
    const payment = await env.DB.prepare("SELECT status, refunded_minor FROM payments WHERE id = ?").bind(paymentUrl.split("/").pop()).first();
    expect(payment).toEqual({ status: "refunded", refunded_minor: 9200 });
    expect(await refundOrder(env, orderNumber, "again")).toBe(false);
  });

  it("has nothing to refund on an unpaid order", async () => {
    const { orderNumber } = await orderWithPayment("de", null);
    expect(await refundOrder(env, orderNumber, "no")).toBe(false);
  });
});
