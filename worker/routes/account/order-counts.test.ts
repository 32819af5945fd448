import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OrderListView } from "~/shared/account-order-types";
import { eraseAndConfirm } from "../../services/account/data-rights";
import { PASSWORD, payInSandboxAs, registered, TestBrowser } from "../../test/account-client";
import { addProduct, checkoutBody } from "../../test/checkout-fixtures";

const ORIGIN = "http://de.localhost";

/**
 * The kept counts (migrations/1420_customer_order_counts.sql) and a recount of the orders, per
 * customer and status; the kept totals (1440_order_list_summary.sql) and a recount, per customer.
 */
async function keptAndRecounted() {
  const [kept, recount, keptTotals, totals] = await env.DB.batch([
    env.DB.prepare("SELECT customer_id, status, order_count AS n FROM customer_order_counts WHERE order_count <> 0 ORDER BY customer_id, status"),
    env.DB.prepare(
      "SELECT customer_id, status, count(*) AS n FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id, status ORDER BY customer_id, status",
    ),
    env.DB.prepare("SELECT customer_id, order_count AS n FROM customer_order_totals WHERE order_count <> 0 ORDER BY customer_id"),
    env.DB.prepare("SELECT customer_id, count(*) AS n FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id ORDER BY customer_id"),
  ]);
  return { kept: kept.results, recount: recount.results, keptTotals: keptTotals.results, totals: totals.results };
}

async function expectKeptEqualsRecount(after: string) {
  const { kept, recount, keptTotals, totals } = await keptAndRecounted();
  expect(kept, after).toEqual(recount);
  expect(keptTotals, after).toEqual(totals);
}

/** An order for one ring from `browser` (a customer's, or a guest's for `email`), left unpaid. */
async function placeOrder(browser: TestBrowser, email?: string) {
  const sku = await addProduct({ code: `k${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`, priceCents: 5000, stock: null });
  expect((await browser.api("cart/add", { sku })).status).toBe(200);
  const created = await browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody(email ? { email } : {}));
  expect(created.status).toBe(200);
  // The next order starts the visitor's order budget afresh (this file is about the counts).
  await env.DB.prepare("DELETE FROM rate_limits WHERE bucket LIKE 'order-create-%'").run();
  return created.envelope.data;
}

describe("a customer's kept order counts", () => {
  it("equal a recount after every kind of order write, and are the list's totals", async () => {
    const customer = new TestBrowser(ORIGIN);
    const { email } = await registered(customer);
    const customerId = (await env.DB.prepare("SELECT id FROM customers WHERE email = ?").bind(email).first<{ id: number }>())!.id;

    // Placed (insert).
    const first = await placeOrder(customer);
    const second = await placeOrder(customer);
    const third = await placeOrder(customer);
    await expectKeptEqualsRecount("orders placed");

    // Paid (unpaid → processing, through the payment's settlement).
    await payInSandboxAs(customer, first.paymentUrl, ORIGIN);
    await expectKeptEqualsRecount("an order paid");

    // Cancelled by the customer (unpaid → cancelled).
    expect((await customer.api("account/cancelOrder", { orderNumber: second.orderNumber })).status).toBe(200);
    await expectKeptEqualsRecount("an order cancelled");

    // A guest order for the account's address, attached at sign-in (customer_id set).
    await customer.api("account/signOut");
    const guest = new TestBrowser(ORIGIN);
    await placeOrder(guest, email);
    await expectKeptEqualsRecount("a guest order placed");
    expect((await guest.api("account/signIn", { email, password: PASSWORD })).status).toBe(200);
    await expectKeptEqualsRecount("a guest order attached");

    const all = (await guest.api<OrderListView>("account/orders", {})).envelope.data;
    expect(all.total).toBe(4);
    expect(all.orders).toHaveLength(4);
    const unpaid = (await guest.api<OrderListView>("account/orders", { status: "unpaid" })).envelope.data;
    expect(unpaid.total).toBe(2);
    expect(unpaid.orders.map((o) => o.orderNumber)).toContain(third.orderNumber);
    expect((await guest.api<OrderListView>("account/orders", { status: "processing" })).envelope.data.total).toBe(1);

    // Deleted (no screen deletes an order; the trigger still keeps the count).
    await env.DB.prepare("DELETE FROM orders WHERE order_number = ?").bind(third.orderNumber).run();
    await expectKeptEqualsRecount("an order deleted");

    // The account erased: its orders stay, detached (customer_id set to null).
    expect(await eraseAndConfirm(env, customerId)).toBe(true);
    await expectKeptEqualsRecount("the account erased");
    const left = await env.DB.prepare("SELECT coalesce(sum(order_count), 0) AS n FROM customer_order_counts WHERE customer_id = ?")
      .bind(customerId)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
    const total = await env.DB.prepare("SELECT order_count AS n FROM customer_order_totals WHERE customer_id = ?")
      .bind(customerId)
      .first<{ n: number }>();
    expect(total!.n).toBe(0);
  });

  it("lists an order's units and the title of its first line", async () => {
    const customer = new TestBrowser(ORIGIN);
    await registered(customer);
    for (const [title, quantity] of [
      ["Opal pendant", 1],
      ["Garnet studs", 2],
    ] as const) {
      const sku = await addProduct({ code: `t${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`, priceCents: 3000, stock: null, title });
      expect((await customer.api("cart/add", { sku, quantity })).status).toBe(200);
    }
    const { orderNumber } = (await customer.api<{ orderNumber: string }>("order/create", checkoutBody())).envelope.data;
    const first = await env.DB.prepare(
      "SELECT l.title FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_number = ? ORDER BY l.position LIMIT 1",
    )
      .bind(orderNumber)
      .first<{ title: string }>();
    const [listed] = (await customer.api<OrderListView>("account/orders", {})).envelope.data.orders;
    expect(listed).toMatchObject({ orderNumber, itemCount: 3, firstTitle: first!.title });
  });

  it("pages the list by key: a later page read from this page's first order equals the page by number", async () => {
    const customer = new TestBrowser(ORIGIN);
    const { email } = await registered(customer);
    for (let i = 0; i < 23; i++) {
      // Paid at once: a visitor may hold only a few unpaid orders (order-budgets.test.ts).
      const { orderNumber } = await placeOrder(customer);
      await env.DB.prepare("UPDATE orders SET status = 'processing' WHERE order_number = ?").bind(orderNumber).run();
    }
    // Several orders in the same millisecond: the id breaks the tie, as in the list's order.
    await env.DB.prepare("UPDATE orders SET created_at = 1700000000000 + (id % 4) WHERE customer_id = (SELECT id FROM customers WHERE email = ?)")
      .bind(email)
      .run();
    await expectKeptEqualsRecount("orders paid by hand");
    const list = (body: Record<string, unknown>) => customer.api<OrderListView>("account/orders", body);
    const byNumber = await Promise.all([1, 2, 3].map(async (page) => (await list({ page })).envelope.data));
    expect(byNumber.map((p) => p.orders.length)).toEqual([10, 10, 3]);
    expect(byNumber[0].start).toMatchObject({ page: 1 });
    const second = (await list({ page: 2, from: byNumber[0].start })).envelope.data;
    const third = (await list({ page: 3, from: second.start })).envelope.data;
    const jumped = (await list({ page: 3, from: byNumber[0].start })).envelope.data;
    expect(second.orders).toEqual(byNumber[1].orders);
    expect(third.orders).toEqual(byNumber[2].orders);
    expect(jumped.orders).toEqual(byNumber[2].orders);
    expect(new Set([...byNumber[0].orders, ...second.orders, ...third.orders].map((o) => o.orderNumber)).size).toBe(23);
    // A cursor too far back, or of a later page, is not used: the page is read by number.
    expect((await list({ page: 2, from: { ...third.start!, page: 3 } })).envelope.data.orders).toEqual(byNumber[1].orders);
    // A cursor that is not one is refused.
    expect((await list({ page: 2, from: { page: 1, at: -1, id: 1 } })).status).toBe(400);
    // Twenty-three orders placed one by one: longer than the default five seconds on a busy machine.
  }, 60_000);
});
