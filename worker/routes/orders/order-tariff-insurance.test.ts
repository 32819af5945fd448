import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { markShipped } from "../../services/orders/shipping";
import { refundOrder } from "../../services/payments/refunds";
import { registered, TestBrowser } from "../../test/account-client";
import { paidOrder, staffBrowser } from "../../test/admin-client";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";

/** Tariff insurance (docs/decisions/0810-tariff-insurance.md): priced by the server, kept out of every refund. */
const unique = () => crypto.randomUUID().replace(/-/g, "").slice(0, 8);

const orderRow = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT o.status, o.total_minor, o.subtotal_minor, o.shipping_minor, o.tariff_insurance_minor, o.tariff_insurance_cents,
            p.amount_minor, p.refunded_minor
       FROM orders o LEFT JOIN payments p ON p.order_id = o.id AND p.status IN ('succeeded', 'refunded') WHERE o.order_number = ?`,
  )
    .bind(orderNumber)
    .first<Record<string, number | string>>();

/** A paid order of one 200 USD piece shipped to Germany (above the EU's €150 duty threshold), insured. */
const insuredOrder = () => paidOrder("us", 20000, { tariffInsurance: true });

describe("tariff insurance at checkout", () => {
  it("is priced by the server (4 % of the goods) and written with the order, inside its total", async () => {
    const { orderNumber } = await insuredOrder();
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({ tariff_insurance_minor: 800, tariff_insurance_cents: 800, subtotal_minor: 20000 });
    expect(row?.total_minor).toBe(20000 + Number(row?.shipping_minor) + 800);
    // The provider was charged the insurance with the goods.
    expect(row?.amount_minor).toBe(row?.total_minor);
  });

  it("answers 409 with the server's total when the shopper saw a total without it", async () => {
    const sku = await addProduct({ code: `t${unique()}`, priceCents: 20000, stock: 5 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    const created = await shopper.call("order/create", checkoutBody({ tariffInsurance: true, expectedTotal: 200 }));
    expect(created.status).toBe(409);
    expect(created.data.total.amount).toBe(208);
  });

  it("is refused where the destination charges no duties on the order, and a price from the client is refused", async () => {
    const sku = await addProduct({ code: `t${unique()}`, priceCents: 5000, stock: 5 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    // 50 USD to Germany: below the €150 customs-duty threshold.
    const refused = await shopper.call("order/create", checkoutBody({ tariffInsurance: true }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("Tariff insurance is not offered for this destination.");
    const priced = await shopper.call("order/create", checkoutBody({ tariffInsurance: true, tariffInsuranceMinor: 1 }));
    expect(priced.status).toBe(400);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE owner LIKE ?").bind(`%${shopper.uuid}%`).first<{ n: number }>())?.n).toBe(0);
  });
});

describe("tariff insurance and VAT at the till", () => {
  it("is refused where the order's VAT is collected under IOSS, so nothing is charged on delivery", async () => {
    // 170 USD is 156,40 € including VAT in the de store: above €150 gross, 131,43 € net, so IOSS.
    const sku = await addProduct({ code: `t${unique()}`, priceCents: 17000, stock: 5, stores: ["de"] });
    const shopper = visitor("de");
    await shopper.call("cart/add", { sku });
    const refused = await shopper.call("order/create", checkoutBody({ tariffInsurance: true }));
    expect(refused).toMatchObject({ status: 400, message: "Für dieses Zielland wird keine Zollversicherung angeboten." });
    const taken = await shopper.call("order/create", checkoutBody());
    expect(taken.status).toBe(200);
    const vat = await env.DB.prepare("SELECT scheme FROM order_vat WHERE order_id = (SELECT id FROM orders WHERE order_number = ?)")
      .bind(taken.data.orderNumber)
      .first();
    expect(vat).toEqual({ scheme: "IOSS" });
  });
});

describe("tariff insurance is never refunded", () => {
  it("except after a withdrawal: the cover ends with the sale, and the full refund gives everything back", async () => {
    const email = `w${unique()}@example.com`;
    const { orderNumber } = await paidOrder("us", 20000, { tariffInsurance: true, email });
    await env.DB.prepare("UPDATE orders SET status = 'shipped', delivered_at = ? WHERE order_number = ?")
      .bind(Date.now() - 24 * 60 * 60 * 1000, orderNumber)
      .run();
    const withdrawn = await visitor("us").call("withdrawal/confirm", { name: "Anna Schmidt", email, orderNumber, confirm: true });
    expect(withdrawn.status).toBe(200);
    const owner = await staffBrowser("owner");
    const total = Number((await orderRow(orderNumber))?.total_minor);
    const detail = await owner.api<any>("admin/order/detail", { orderNumber });
    expect(detail.envelope.data.refundable.minor).toBe(total);
    expect((await owner.api("admin/order/refund", { orderNumber, reason: "Withdrawal" })).status).toBe(200);
    expect(await orderRow(orderNumber)).toMatchObject({ status: "refunded", refunded_minor: total, tariff_insurance_minor: 800 });
  });

  it("a full refund (the customer's cancel) gives back everything but the insurance", async () => {
    const { orderNumber } = await insuredOrder();
    expect(await refundOrder(env, orderNumber, "cancelled by the customer")).toBe(true);
    const row = await orderRow(orderNumber);
    expect(row?.status).toBe("refunded");
    expect(row?.refunded_minor).toBe(Number(row?.total_minor) - 800);
  });

  it("the back office's full refund leaves it out, and a partial refund cannot reach it", async () => {
    const { orderNumber } = await insuredOrder();
    const owner = await staffBrowser("owner");
    const detail = await owner.api<any>("admin/order/detail", { orderNumber });
    const total = Number((await orderRow(orderNumber))?.total_minor);
    expect(detail.envelope.data.refundable.minor).toBe(total - 800);
    const tooMuch = await owner.api("admin/order/refund", { orderNumber, amount: total / 100, reason: "Goodwill" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.envelope.message).toBe("The amount is more than is left to refund on this order.");
    const full = await owner.api("admin/order/refund", { orderNumber, reason: "Lost parcel" });
    expect(full.status).toBe(200);
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({ status: "refunded", refunded_minor: total - 800 });
  });

  it("returning every line (refundForReturn) refunds the goods, not the insurance, and the order becomes Refunded", async () => {
    const { orderNumber } = await insuredOrder();
    expect(await markShipped(env.DB, orderNumber, { carrier: "DHL", trackingNumber: `JD${unique()}` })).toBe(true);
    const support = await staffBrowser("owner");
    const returned = await support.api<any>("admin/order/returnLines", { orderNumber, lines: [{ position: 0, quantity: 1 }], reason: "Too small" });
    expect(returned.status).toBe(200);
    expect(returned.envelope.message).toBe("Returned; 200.00 USD refunded.");
    const row = await orderRow(orderNumber);
    expect(row?.refunded_minor).toBe(20000);
    expect(row?.status).toBe("refunded");
  });

  it("an order the wallet paid in full gets everything back in store credit but the insurance", async () => {
    const browser = new TestBrowser("http://us.localhost");
    const { email } = await registered(browser);
    const customer = await env.DB.prepare("SELECT id FROM customers WHERE email = ?").bind(email).first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, idempotency_key, created_at) VALUES (?, 50000, 'campaign', 'test', ?, ?)",
    )
      .bind(customer?.id, `test-${unique()}`, Date.now())
      .run();
    const sku = await addProduct({ code: `t${unique()}`, priceCents: 20000, stock: 5 });
    await browser.api("cart/add", { sku });
    const created = await browser.api<{ orderNumber: string; due: { amount: number } }>(
      "order/create",
      checkoutBody({ tariffInsurance: true, useWallet: true }),
    );
    expect(created.status).toBe(200);
    const { orderNumber } = created.envelope.data;
    expect(created.envelope.data.due.amount).toBe(0);
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({ status: "processing", tariff_insurance_minor: 800 });
    expect(await refundOrder(env, orderNumber, "cancelled by the customer")).toBe(true);
    const credit = await env.DB.prepare("SELECT amount_cents FROM wallet_transactions WHERE idempotency_key = ?")
      .bind(`order-return:${orderNumber}`)
      .first<{ amount_cents: number }>();
    expect(credit?.amount_cents).toBe(Number(row?.total_minor) - 800);
    expect((await orderRow(orderNumber))?.status).toBe("refunded");
  });
});
