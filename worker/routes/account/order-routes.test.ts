import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OrderDetailView, OrderListView } from "~/shared/account-order-types";
import type { AccountOverview } from "~/shared/account-types";
import { UNPAID_LIFETIME_MS } from "../../services/orders/orders-store";
import { addShipmentEvent, markShipped } from "../../services/orders/shipping";
import { payInSandboxAs, registered, TestBrowser } from "../../test/account-client";
import { addProduct, checkoutBody } from "../../test/checkout-fixtures";

const ORIGIN = "http://de.localhost";
const PROTECTED = ["orders", "orderDetail", "cancelOrder", "orderChangeRequest"];
const NO_SUCH_ORDER = "DE999999999999";

const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number | null }>())?.stock;
const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

async function signedInCustomer() {
  const browser = new TestBrowser(ORIGIN);
  const { email } = await registered(browser);
  return { browser, email };
}

/** The browser's customer buys one ring (stock 3 unless told) and leaves it unpaid. */
async function placeOrder(browser: TestBrowser, stock: number | null = 3) {
  const sku = await addProduct({ code: `a${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`, priceCents: 10000, stock, title: "Moonstone ring" });
  expect((await browser.api("cart/add", { sku })).status).toBe(200);
  const created = await browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody());
  expect(created.status).toBe(200);
  return { sku, ...created.envelope.data };
}

/** Pays in the sandbox as the shopper would, and settles the return as /payback does. */
const pay = (browser: TestBrowser, paymentUrl: string) => payInSandboxAs(browser, paymentUrl, ORIGIN);

describe("account order calls", () => {
  it.each(PROTECTED)("account/%s answers 40001 without a session", async (path) => {
    const { status, envelope } = await new TestBrowser(ORIGIN).api(`account/${path}`, {
      orderNumber: NO_SUCH_ORDER,
      message: "Please change the size.",
    });
    expect(status).toBe(401);
    expect(envelope.code).toBe(40001);
  });

  it("account/orders lists only the customer's own orders, newest first, paged and filtered by status", async () => {
    const { browser } = await signedInCustomer();
    const numbers: string[] = [];
    for (let i = 0; i < 12; i++) {
      numbers.push((await placeOrder(browser, null)).orderNumber);
      // Twelve orders in a row is beyond what one visitor may place and hold unpaid at once
      // (order-budgets.test.ts); here only the paging is the subject, so the budget starts afresh
      // and the older orders are paid, save the one cancelled below.
      await env.DB.prepare("DELETE FROM rate_limits WHERE bucket LIKE 'order-create-%'").run();
      if (i < 10 && i !== 3) await env.DB.prepare("UPDATE orders SET status = 'processing' WHERE order_number = ?").bind(numbers[i]).run();
    }
    const { browser: stranger } = await signedInCustomer();
    await placeOrder(stranger, null);

    const first = await browser.api<OrderListView>("account/orders", {});
    expect(first.status).toBe(200);
    expect(first.envelope.data).toMatchObject({ page: 1, pageSize: 10, pageCount: 2, total: 12, status: null });
    expect(first.envelope.data.orders[0]).toMatchObject({
      orderNumber: numbers[11],
      status: "unpaid",
      itemCount: 1,
      firstTitle: "Moonstone ring",
      total: { formatted: "92,00 €" },
    });
    const second = await browser.api<OrderListView>("account/orders", { page: 2 });
    expect(second.envelope.data.orders.map((o) => o.orderNumber)).toEqual([numbers[1], numbers[0]]);

    await browser.api("account/cancelOrder", { orderNumber: numbers[3] });
    const cancelled = await browser.api<OrderListView>("account/orders", { status: "cancelled" });
    expect(cancelled.envelope.data.orders.map((o) => o.orderNumber)).toEqual([numbers[3]]);
    expect((await stranger.api<OrderListView>("account/orders", {})).envelope.data.total).toBe(1);
    // The account overview shows the newest three.
    const overview = await browser.api<AccountOverview>("account/me");
    expect(overview.envelope.data.recentOrders.map((o) => o.orderNumber)).toEqual([numbers[11], numbers[10], numbers[9]]);
  });

  it("account/orderDetail shows items, totals, address and the ways to pay or cancel; another's order reads as unknown", async () => {
    const { browser } = await signedInCustomer();
    const { orderNumber } = await placeOrder(browser);
    const detail = await browser.api<OrderDetailView>("account/orderDetail", { orderNumber: orderNumber.toLowerCase() });
    expect(detail.status).toBe(200);
    expect(detail.envelope.data).toMatchObject({
      order: { orderNumber, status: "unpaid", lines: [{ title: "Moonstone ring", quantity: 1 }], total: { formatted: "92,00 €" } },
      shippingAddress: { firstName: "Anna", city: "Berlin", country: "DE" },
      billingAddress: null,
      cancelMode: "cancel",
      tracking: { carrier: null, trackingNumber: null, events: [] },
    });
    expect(detail.envelope.data.methods).toContain("card");
    expect(detail.envelope.data.retryUntil).toBeGreaterThan(Date.now());

    const { browser: stranger } = await signedInCustomer();
    const theirs = await stranger.api("account/orderDetail", { orderNumber });
    const nobodys = await stranger.api("account/orderDetail", { orderNumber: NO_SUCH_ORDER });
    expect(theirs.status).toBe(404);
    expect(theirs.envelope).toEqual(nobodys.envelope);
    expect(theirs.envelope.message).toBe("Wir konnten diese Bestellung in Ihrem Konto nicht finden.");
  });

  it("account/cancelOrder cancels an unpaid order once and gives its stock back; a stranger cannot", async () => {
    const { browser } = await signedInCustomer();
    const { orderNumber, sku } = await placeOrder(browser);
    expect(await stockOf(sku)).toBe(2);

    const { browser: stranger } = await signedInCustomer();
    const theirs = await stranger.api("account/cancelOrder", { orderNumber });
    expect(theirs.status).toBe(404);
    expect(theirs.envelope).toEqual((await stranger.api("account/cancelOrder", { orderNumber: NO_SUCH_ORDER })).envelope);
    expect(await statusOf(orderNumber)).toBe("unpaid");

    const cancelled = await browser.api<OrderDetailView>("account/cancelOrder", { orderNumber });
    expect(cancelled.status).toBe(200);
    expect(cancelled.envelope.message).toBe("Ihre Bestellung wurde storniert.");
    expect(cancelled.envelope.data).toMatchObject({ order: { status: "cancelled" }, cancelMode: null, methods: [] });
    expect(await stockOf(sku)).toBe(3);
    const again = await browser.api("account/cancelOrder", { orderNumber });
    expect(again.status).toBe(409);
    expect(await stockOf(sku)).toBe(3);
    // Cancelled orders cannot be paid any more.
    expect((await browser.api("order/pay", { orderNumber })).status).toBe(409);
  });

  it("cancelling a paid order refunds it through the provider; a shipped one cannot be cancelled", async () => {
    const { browser } = await signedInCustomer();
    const paid = await placeOrder(browser);
    await pay(browser, paid.paymentUrl);
    expect(await statusOf(paid.orderNumber)).toBe("processing");
    const before = await browser.api<OrderDetailView>("account/orderDetail", { orderNumber: paid.orderNumber });
    expect(before.envelope.data.cancelMode).toBe("refund");
    const refunded = await browser.api<OrderDetailView>("account/cancelOrder", { orderNumber: paid.orderNumber });
    expect(refunded.status).toBe(200);
    expect(refunded.envelope.message).toBe("Ihre Bestellung wurde storniert und die Zahlung erstattet.");
    expect(refunded.envelope.data.order.status).toBe("refunded");
    expect(await stockOf(paid.sku)).toBe(3);
    const payment = await env.DB.prepare("SELECT status FROM payments WHERE id = ?").bind(paid.paymentUrl.split("/").pop()).first();
    expect(payment).toEqual({ status: "refunded" });

    const shipped = await placeOrder(browser);
    await pay(browser, shipped.paymentUrl);
    expect(await markShipped(env.DB, shipped.orderNumber, { carrier: "DHL", trackingNumber: "JD0001" })).toBe(true);
    await addShipmentEvent(env.DB, shipped.orderNumber, { at: 1_700_000_000_000, description: "Handed to DHL", location: "Berlin" });
    const detail = await browser.api<OrderDetailView>("account/orderDetail", { orderNumber: shipped.orderNumber });
    expect(detail.envelope.data).toMatchObject({
      cancelMode: null,
      tracking: { carrier: "DHL", trackingNumber: "JD0001", events: [{ description: "Handed to DHL", location: "Berlin" }] },
    });
    const refused = await browser.api("account/cancelOrder", { orderNumber: shipped.orderNumber });
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(
      "Diese Bestellung kann nicht mehr storniert werden. Bitte senden Sie uns stattdessen eine Änderungsanfrage.",
    );
    expect(await statusOf(shipped.orderNumber)).toBe("shipped");
  });

  it("an unpaid order past its 24 hours reads as cancelled, with its stock back, once no attempt is open at a provider", async () => {
    const { browser } = await signedInCustomer();
    const { orderNumber, sku } = await placeOrder(browser);
    await env.DB.prepare("UPDATE orders SET created_at = ? WHERE order_number = ?")
      .bind(Date.now() - UNPAID_LIFETIME_MS - 1000, orderNumber)
      .run();
    // Its attempt is still open: only the cron, which asks the provider first, may cancel it.
    expect((await browser.api<OrderDetailView>("account/orderDetail", { orderNumber })).envelope.data.order.status).toBe("unpaid");
    await env.DB.prepare("UPDATE payments SET status = 'failed' WHERE order_id = (SELECT id FROM orders WHERE order_number = ?)")
      .bind(orderNumber)
      .run();
    const list = await browser.api<OrderListView>("account/orders", { status: "unpaid" });
    expect(list.envelope.data.total).toBe(0);
    expect((await browser.api<OrderDetailView>("account/orderDetail", { orderNumber })).envelope.data).toMatchObject({
      order: { status: "cancelled" },
      cancelMode: null,
      retryUntil: null,
    });
    expect(await stockOf(sku)).toBe(3);
  });

  it("account/orderChangeRequest opens a customer-service ticket and promises a reply in 24–48 hours", async () => {
    const { browser, email } = await signedInCustomer();
    const { orderNumber } = await placeOrder(browser);
    const message = "Please change the ring size to 7, thank you.";
    const sent = await browser.api<{ ticketNumber: string }>("account/orderChangeRequest", { orderNumber, message: `  ${message} ` });
    expect(sent.status).toBe(200);
    expect(sent.envelope.message).toBe("Vielen Dank. Der Kundenservice hat Ihre Anfrage erhalten und antwortet innerhalb von 24–48 Stunden.");
    const ticket = await env.DB.prepare("SELECT * FROM support_tickets WHERE ticket_number = ?").bind(sent.envelope.data.ticketNumber).first();
    expect(ticket).toMatchObject({ email, order_number: orderNumber, topic: "order", message, store: "de", language: "de" });

    const { browser: stranger } = await signedInCustomer();
    const theirs = await stranger.api("account/orderChangeRequest", { orderNumber, message });
    expect(theirs.status).toBe(404);
    expect(theirs.envelope).toEqual((await stranger.api("account/orderChangeRequest", { orderNumber: NO_SUCH_ORDER, message })).envelope);
  });

  it.each([
    ["orders", { page: 0 }, "page"],
    ["orders", { status: "lost" }, "status"],
    ["orders", { page: 1, sort: "price" }, "sort"],
    ["orderDetail", {}, "orderNumber"],
    ["orderDetail", { orderNumber: 42 }, "orderNumber"],
    ["cancelOrder", { orderNumber: "not-an-order" }, "orderNumber"],
    ["orderChangeRequest", { orderNumber: NO_SUCH_ORDER }, "message"],
    ["orderChangeRequest", { orderNumber: NO_SUCH_ORDER, message: "short" }, "message"],
  ])("account/%s refuses the body %j with a 400 naming %s", async (path, body, field) => {
    const { browser } = await signedInCustomer();
    const { status, envelope } = await browser.api<{ fields: Record<string, string> }>(`account/${path}`, body);
    expect(status).toBe(400);
    expect(envelope.code).toBe(400);
    expect(Object.keys(envelope.data.fields)).toEqual([field]);
  });

  it("refuses malformed JSON with a 400", async () => {
    const { browser } = await signedInCustomer();
    const response = await browser.fetch("/api/account/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: "{page:",
    });
    expect(response.status).toBe(400);
  });
});
