import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { OrderListView } from "~/shared/account-order-types";
import { US_ADDRESS } from "~/shared/test/address-fixtures";
import { eraseAndConfirm } from "../../services/account/data-rights";
import { campaignKey } from "../../services/free-gift/campaigns";
import { markDelivered } from "../../services/orders/returns";
import { markShipped } from "../../services/orders/shipping";
import { payInSandboxAs, registered, TestBrowser } from "../../test/account-client";
import { addProduct, checkoutBody } from "../../test/checkout-fixtures";

const ORIGIN = "http://us.localhost";
const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 8);

/** Every order's kept summary (migrations/1440_order_list_summary.sql) against one summed again from its lines. */
async function expectSummaryEqualsRecount(after: string) {
  const [kept, recount] = await env.DB.batch([
    env.DB.prepare("SELECT id, item_count, first_title FROM orders ORDER BY id"),
    env.DB.prepare(
      `SELECT o.id, coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id), 0) AS item_count,
              coalesce((SELECT l.title FROM order_lines l WHERE l.order_id = o.id ORDER BY l.position LIMIT 1), '') AS first_title
         FROM orders o ORDER BY o.id`,
    ),
  ]);
  expect(kept.results.length, after).toBeGreaterThan(0);
  expect(kept.results, after).toEqual(recount.results);
}

/** What the list showed before the summary was kept: each order's lines read on every page. */
async function listedFromLines(customerId: number) {
  const { results } = await env.DB.prepare(
    `SELECT order_number, (SELECT json_array(sum(quantity), title, min(position)) FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o WHERE customer_id = ? ORDER BY created_at DESC, id DESC`,
  )
    .bind(customerId)
    .all<{ order_number: string; lines: string }>();
  return results.map((row) => {
    const [units, title] = JSON.parse(row.lines) as [number | null, string | null];
    return { orderNumber: row.order_number, itemCount: units ?? 0, firstTitle: title ?? "" };
  });
}

/** A running free gift campaign `code` for any cart, its gift a fresh product. */
async function giftCampaign(code: string) {
  const product = `gift${code.toLowerCase()}`;
  await addProduct({ code: product, priceCents: 2500, stock: 5, title: `Gift ${code}` });
  await env.KV.put(campaignKey(code), JSON.stringify({ spuCode: `SPU-${product}` }));
}

/** Puts these [title, quantity] pieces in the browser's bag and places the order (left unpaid). */
async function placeOrder(browser: TestBrowser, pieces: readonly (readonly [string, number])[]) {
  for (const [title, quantity] of pieces) {
    const sku = await addProduct({ code: `s${unique()}`, priceCents: 3000, stock: null, title });
    expect((await browser.api("cart/add", { sku, quantity })).status).toBe(200);
  }
  const created = await browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody({ shippingAddress: US_ADDRESS }));
  expect(created.status).toBe(200);
  await env.DB.prepare("DELETE FROM rate_limits WHERE bucket LIKE 'order-create-%'").run();
  return created.envelope.data;
}

const orderId = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT id FROM orders WHERE order_number = ?").bind(orderNumber).first<{ id: number }>())!.id;

describe("an order's list summary", () => {
  it("equals its lines summed again after every write of them, and the list shows what it showed from the lines", async () => {
    const customer = new TestBrowser(ORIGIN);
    const { email } = await registered(customer);
    const customerId = (await env.DB.prepare("SELECT id FROM customers WHERE email = ?").bind(email).first<{ id: number }>())!.id;

    const one = await placeOrder(customer, [["Opal pendant", 1]]);
    const several = await placeOrder(customer, [
      ["Garnet studs", 2],
      ["Topaz ring", 1],
      ["Pearl bracelet", 3],
    ]);
    // A free gift: a zero-priced line after the bag's, counted like any other.
    await giftCampaign("SUMGIFT");
    customer.cookies.set("he-giftCode", "SUMGIFT");
    const gifted = await placeOrder(customer, [["Amber charm", 1]]);
    customer.cookies.delete("he-giftCode");
    await expectSummaryEqualsRecount("orders placed");
    const lists = async () => (await customer.api<OrderListView>("account/orders", {})).envelope.data.orders;
    const placed = (await lists()).map(({ orderNumber, itemCount, firstTitle }) => ({ orderNumber, itemCount, firstTitle }));
    expect(placed).toEqual(await listedFromLines(customerId));
    expect(placed).toEqual([
      { orderNumber: gifted.orderNumber, itemCount: 2, firstTitle: "Amber charm" },
      { orderNumber: several.orderNumber, itemCount: 6, firstTitle: "Garnet studs" },
      { orderNumber: one.orderNumber, itemCount: 1, firstTitle: "Opal pendant" },
    ]);

    // A return counts returned pieces on the lines; the list shows the order as placed.
    await payInSandboxAs(customer, several.paymentUrl, ORIGIN);
    expect(await markShipped(env.DB, several.orderNumber, { carrier: "DHL", trackingNumber: `JD${unique()}` })).toBe(true);
    expect(await markDelivered(env.DB, several.orderNumber, Date.now())).toBe(true);
    const returned = await customer.api("account/returnItems", { orderNumber: several.orderNumber, lines: [{ position: 0, quantity: 1 }] });
    expect(returned.status).toBe(200);
    await expectSummaryEqualsRecount("a line returned");
    expect((await lists()).find((o) => o.orderNumber === several.orderNumber)).toMatchObject({ itemCount: 6, firstTitle: "Garnet studs" });

    // The account erased: its orders stay, detached, with their summaries.
    expect(await eraseAndConfirm(env, customerId)).toBe(true);
    await expectSummaryEqualsRecount("the account erased");
    // An order deleted takes its lines with it; the others keep theirs.
    await env.DB.prepare("DELETE FROM orders WHERE order_number = ?").bind(one.orderNumber).run();
    await expectSummaryEqualsRecount("an order deleted");
  }, 60_000);

  it("follows lines changed, added, moved and deleted by hand (no screen does; the triggers still keep it)", async () => {
    const customer = new TestBrowser(ORIGIN);
    await registered(customer);
    const a = await orderId(
      (
        await placeOrder(customer, [
          ["Ruby ring", 1],
          ["Jade bangle", 2],
        ])
      ).orderNumber,
    );
    const b = await orderId((await placeOrder(customer, [["Onyx cufflinks", 1]])).orderNumber);
    const summary = async (id: number) =>
      env.DB.prepare("SELECT item_count, first_title FROM orders WHERE id = ?").bind(id).first<{ item_count: number; first_title: string }>();
    const write = async (sql: string, ...values: unknown[]) => {
      await env.DB.prepare(sql)
        .bind(...values)
        .run();
    };
    expect(await summary(a)).toEqual({ item_count: 3, first_title: "Ruby ring" });

    await write("UPDATE order_lines SET quantity = 4 WHERE order_id = ? AND position = 1", a);
    await write("UPDATE order_lines SET title = 'Ruby ring, resized' WHERE order_id = ? AND position = 0", a);
    expect(await summary(a)).toEqual({ item_count: 5, first_title: "Ruby ring, resized" });
    await expectSummaryEqualsRecount("a line's quantity and title changed");

    // A line written before the first one, out of position order.
    await write(
      `INSERT INTO order_lines (order_id, position, kind, title, quantity, unit_cents, base_cents, unit_minor, line_minor)
       VALUES (?, -1, 'product', 'Gift wrap', 1, 0, 0, 0, 0)`,
      a,
    );
    expect(await summary(a)).toEqual({ item_count: 6, first_title: "Gift wrap" });
    await write("UPDATE order_lines SET position = 9 WHERE order_id = ? AND position = -1", a);
    expect(await summary(a)).toEqual({ item_count: 6, first_title: "Ruby ring, resized" });
    await expectSummaryEqualsRecount("a line added and moved");

    // A line moved to another order, then one deleted, then the last one.
    await write("UPDATE order_lines SET order_id = ?, position = -1 WHERE order_id = ? AND position = 1", b, a);
    expect(await summary(a)).toEqual({ item_count: 2, first_title: "Ruby ring, resized" });
    expect(await summary(b)).toEqual({ item_count: 5, first_title: "Jade bangle" });
    await write("DELETE FROM order_lines WHERE order_id = ? AND position = 0", a);
    expect(await summary(a)).toEqual({ item_count: 1, first_title: "Gift wrap" });
    await write("DELETE FROM order_lines WHERE order_id = ?", a);
    expect(await summary(a)).toEqual({ item_count: 0, first_title: "" });
    await expectSummaryEqualsRecount("lines moved and deleted");
  }, 30_000);
});
