import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { markDelivered } from "../../services/orders/returns";
import { markShipped } from "../../services/orders/shipping";
import { payInSandboxAs, registered, TestBrowser } from "../../test/account-client";
import { addCoupon, addProduct, checkoutBody } from "../../test/checkout-fixtures";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

const ORIGIN = "http://us.localhost";
const DAY = 24 * 60 * 60 * 1000;
const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 8);

/**
 * A signed-in customer's paid, shipped order of a 60 and a 40 USD piece with a coupon (10 %, from 80 USD),
 * shipped within the US where no VAT is added (the VAT a return gives back: order-vat.test.ts).
 */
async function deliveredOrder(deliveredDaysAgo: number, options: { jewelSafe?: boolean } = {}) {
  const browser = new TestBrowser(ORIGIN);
  await registered(browser);
  const coupon = `RET${unique()}`.toUpperCase();
  await addCoupon({ code: coupon, value: 10, minCents: 8000 });
  const big = await addProduct({ code: `r${unique()}`, priceCents: 6000, jewelSafeCents: 1000 });
  const small = await addProduct({ code: `r${unique()}`, priceCents: 4000 });
  await browser.api("cart/add", { sku: big, jewelSafe: options.jewelSafe ?? false });
  await browser.api("cart/add", { sku: small });
  await browser.api("cart/applyCoupon", { code: coupon });
  const created = await browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody({ shippingAddress: US_ADDRESS }));
  expect(created.status).toBe(200);
  const { orderNumber, paymentUrl } = created.envelope.data;
  await payInSandboxAs(browser, paymentUrl, ORIGIN);
  expect(await markShipped(env.DB, orderNumber, { carrier: "DHL", trackingNumber: `JD${unique()}` })).toBe(true);
  expect(await markDelivered(env.DB, orderNumber, Date.now() - deliveredDaysAgo * DAY)).toBe(true);
  return { browser, orderNumber };
}

const refundedMinor = async (orderNumber: string) =>
  (
    await env.DB.prepare(
      "SELECT p.refunded_minor AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ? AND p.status IN ('succeeded', 'refunded')",
    )
      .bind(orderNumber)
      .first<{ n: number }>()
  )?.n;

describe("account/returnItems", () => {
  it("refunds a returned line through the provider, taking the whole coupon off when the rest falls below its minimum", async () => {
    const { browser, orderNumber } = await deliveredOrder(5);
    const detail = await browser.api<{ returnable: { position: number; quantity: number; until: number }[] }>("account/orderDetail", { orderNumber });
    expect(detail.envelope.data.returnable.map((l) => [l.position, l.quantity])).toEqual([
      [0, 1],
      [1, 1],
    ]);
    // Keeping 60 USD of goods is below the coupon's 80: the whole 10 USD discount comes off.
    const returned = await browser.api("account/returnItems", { orderNumber, lines: [{ position: 1, quantity: 1 }] });
    expect(returned.status).toBe(200);
    expect(returned.envelope.message).toBe("Your return is registered: $30.00 will be refunded.");
    expect(await refundedMinor(orderNumber)).toBe(3000);

    const again = await browser.api("account/returnItems", { orderNumber, lines: [{ position: 1, quantity: 1 }] });
    expect(again.status).toBe(409);
    expect(again.envelope.message).toBe("These items have already been returned.");

    // The second line: everything returned is refunded less the discount already kept back.
    const rest = await browser.api<{ returnable: unknown[] }>("account/returnItems", { orderNumber, lines: [{ position: 0, quantity: 1 }] });
    expect(rest.envelope.message).toBe("Your return is registered: $60.00 will be refunded.");
    expect(await refundedMinor(orderNumber)).toBe(9000);
    expect(rest.envelope.data.returnable).toEqual([]);
  });

  it("closes after 30 days, or 90 for a piece with JewelSafe, and never opens for another customer", async () => {
    const late = await deliveredOrder(31, { jewelSafe: true });
    const plain = await late.browser.api("account/returnItems", { orderNumber: late.orderNumber, lines: [{ position: 1, quantity: 1 }] });
    expect(plain.status).toBe(409);
    expect(plain.envelope.message).toMatch(/return period for this item has ended/);
    const covered = await late.browser.api("account/returnItems", { orderNumber: late.orderNumber, lines: [{ position: 0, quantity: 1 }] });
    expect(covered.status).toBe(200);

    const stranger = new TestBrowser(ORIGIN);
    await registered(stranger);
    const theirs = await stranger.api("account/returnItems", { orderNumber: late.orderNumber, lines: [{ position: 1, quantity: 1 }] });
    expect(theirs.status).toBe(404);
    expect(
      (await new TestBrowser(ORIGIN).api("account/returnItems", { orderNumber: late.orderNumber, lines: [{ position: 1, quantity: 1 }] })).status,
    ).toBe(401);
  });

  it("keeps a JewelSafe piece returnable through its 90th day after delivery and closes it on the 91st", async () => {
    const MINUTE = 60_000;
    const lastDay = await deliveredOrder(90 - MINUTE / DAY, { jewelSafe: true });
    const open = await lastDay.browser.api("account/returnItems", { orderNumber: lastDay.orderNumber, lines: [{ position: 0, quantity: 1 }] });
    expect(open.status).toBe(200);

    const dayAfter = await deliveredOrder(90 + MINUTE / DAY, { jewelSafe: true });
    const detail = await dayAfter.browser.api<{ returnable: { position: number }[] }>("account/orderDetail", { orderNumber: dayAfter.orderNumber });
    expect(detail.envelope.data.returnable).toEqual([]);
    const closed = await dayAfter.browser.api("account/returnItems", { orderNumber: dayAfter.orderNumber, lines: [{ position: 0, quantity: 1 }] });
    expect(closed.status).toBe(409);
    expect(closed.envelope.message).toMatch(/return period for this item has ended/);
  });

  it("refunds the last piece once when two tabs return it at the same time", async () => {
    const { browser, orderNumber } = await deliveredOrder(1);
    const body = { orderNumber, lines: [{ position: 1, quantity: 1 }] };
    const answers = await Promise.all([browser.api("account/returnItems", body), browser.api("account/returnItems", body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await refundedMinor(orderNumber)).toBe(3000);
    const rows = await env.DB.prepare("SELECT status FROM order_returns WHERE order_id = (SELECT id FROM orders WHERE order_number = ?)")
      .bind(orderNumber)
      .all();
    expect(rows.results).toEqual([{ status: "refunded" }]);
  });
});
