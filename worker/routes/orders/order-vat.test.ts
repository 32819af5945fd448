import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { markDelivered, returnLinesOf } from "../../services/orders/returns";
import { markShipped } from "../../services/orders/shipping";
import { refundOrder } from "../../services/payments/refunds";
import { creditWallet } from "../../services/account/wallet";
import { registered, TestBrowser } from "../../test/account-client";
import { addCoupon, addProduct, checkoutBody } from "../../test/checkout-fixtures";
import { ADDRESSES, storeOrder } from "../../test/vat-fixtures";

/** VAT at the till (docs/decisions/1320-vat-at-checkout.md): collected, recorded per line, given back. */
const vatOf = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT v.status, v.scheme, v.reason, v.country, v.rate_bp, v.prices_include_vat, v.shown_minor, v.net_minor, v.vat_minor, v.gross_minor,
            o.total_minor, o.subtotal_minor, o.discount_minor, o.shipping_minor
       FROM order_vat v JOIN orders o ON o.id = v.order_id WHERE o.order_number = ?`,
  )
    .bind(orderNumber)
    .first<Record<string, number | string | null>>();

const vatLines = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT position, net_minor AS net, vat_minor AS vat, gross_minor AS gross FROM order_vat_lines
      WHERE order_id = (SELECT id FROM orders WHERE order_number = ?) ORDER BY position`,
  )
    .bind(orderNumber)
    .all<{ position: number; net: number; vat: number; gross: number }>()
    .then((r) => r.results);

describe("VAT at checkout", () => {
  it("adds the destination's VAT to a US-store order for an EU consumer under EUR 150 (IOSS), per line and in total", async () => {
    const { orderNumber, total } = await storeOrder("us", [3000, 2000], "DE");
    expect(total).toBe(59.5);
    const vat = await vatOf(orderNumber);
    expect(vat).toMatchObject({ status: "collected", scheme: "IOSS", country: "DE", rate_bp: 1900, prices_include_vat: 0 });
    expect(vat).toMatchObject({ net_minor: 5000, vat_minor: 950, gross_minor: 5950, total_minor: 5950 });
    expect(await vatLines(orderNumber)).toEqual([
      { position: 0, net: 3000, vat: 570, gross: 3570 },
      { position: 1, net: 2000, vat: 380, gross: 2380 },
    ]);
  });

  it("keeps a de-store price that includes VAT as it is, with the destination's rate inside it (France: 20 %)", async () => {
    // 100 USD is 92,00 € in the de store, shown "inkl. MwSt.".
    const { orderNumber, total } = await storeOrder("de", [10000], "FR");
    const vat = await vatOf(orderNumber);
    expect(vat).toMatchObject({ status: "collected", scheme: "IOSS", country: "FR", rate_bp: 2000, prices_include_vat: 1 });
    expect(Number(vat?.total_minor)).toBe(Number(vat?.subtotal_minor) + Number(vat?.shipping_minor));
    expect(total * 100).toBe(vat?.total_minor);
    // 20/120 of the gross is the VAT.
    expect(vat?.vat_minor).toBe(Math.round((Number(vat?.gross_minor) * 20) / 120));
    expect(Number(vat?.net_minor) + Number(vat?.vat_minor)).toBe(vat?.gross_minor);
  });

  it("charges a UK consumer's order under GBP 135 with 20 % UK VAT included in the uk store's price", async () => {
    const { orderNumber } = await storeOrder("uk", [10000], "GB");
    expect(await vatOf(orderNumber)).toMatchObject({
      status: "collected",
      scheme: "UK_VAT",
      rate_bp: 2000,
      prices_include_vat: 1,
      subtotal_minor: 7900,
    });
    const vat = await vatOf(orderNumber);
    expect(vat?.vat_minor).toBe(Math.round((Number(vat?.gross_minor) * 20) / 120));
  });

  it("above EUR 150 collects nothing, says why, and takes the German VAT off a price that included it", async () => {
    // 200 USD is 184,00 € including 19 %: 154,62 € net, above the IOSS ceiling.
    const { orderNumber, total } = await storeOrder("de", [20000], "DE");
    const vat = await vatOf(orderNumber);
    expect(vat).toMatchObject({ status: "notCollected", scheme: null, reason: "euAboveThreshold", vat_minor: 0, rate_bp: 0 });
    const removed = Math.round((Number(vat?.shown_minor) * 19) / 119);
    expect(vat?.total_minor).toBe(Number(vat?.shown_minor) - removed);
    expect(total * 100).toBe(vat?.total_minor);
  });

  it("records US sales tax as not collected, with its reason, instead of a silent zero", async () => {
    const { orderNumber, total } = await storeOrder("us", [5000], "US");
    expect(total).toBe(50);
    expect(await vatOf(orderNumber)).toMatchObject({ status: "notCollected", reason: "usSalesTax", vat_minor: 0, net_minor: 5000 });
  });

  it("lets the coupon reduce the taxable amount, spread over the lines it applies to", async () => {
    const code = `VAT${crypto.randomUUID().slice(0, 6)}`.toUpperCase();
    await addCoupon({ code, value: 10 });
    const { orderNumber, total } = await storeOrder("us", [6000, 4000], "DE", { coupon: code });
    // 100 USD less 10 % = 90 USD taxable; 19 % of it is 17,10.
    expect(total).toBe(107.1);
    expect(await vatOf(orderNumber)).toMatchObject({ discount_minor: 1000, net_minor: 9000, vat_minor: 1710 });
    expect(await vatLines(orderNumber)).toEqual([
      { position: 0, net: 5400, vat: 1026, gross: 6426 },
      { position: 1, net: 3600, vat: 684, gross: 4284 },
    ]);
  });
});

describe("VAT and the wallet", () => {
  it("leaves the taxable amount alone when the wallet pays part: store credit is a means of payment", async () => {
    const browser = new TestBrowser("http://localhost");
    await registered(browser);
    await creditWallet(env.DB, Number((await browser.whoAmI()).customerId), { amountCents: 2000, kind: "campaign" });
    await browser.api("cart/add", { sku: await addProduct({ code: `vw${crypto.randomUUID().slice(0, 6)}`, priceCents: 5000, stock: 5 }) });
    const created = await browser.api<{ orderNumber: string }>(
      "order/create",
      checkoutBody({ shippingAddress: ADDRESSES.DE, useWallet: true, expectedTotal: 59.5 }),
    );
    expect(created.status, JSON.stringify(created.envelope)).toBe(200);
    const { orderNumber } = created.envelope.data;
    // The same 50 USD and 19 % as without the wallet; the wallet pays 20 of the 59.50 gross.
    expect(await vatOf(orderNumber)).toMatchObject({ net_minor: 5000, vat_minor: 950, gross_minor: 5950, total_minor: 5950 });
    const order = await env.DB.prepare("SELECT wallet_minor FROM orders WHERE order_number = ?").bind(orderNumber).first();
    expect(order).toEqual({ wallet_minor: 2000 });
  });
});

const creditNotes = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT count(*) AS notes, sum(vat_minor) AS vat, sum(gross_minor) AS gross FROM invoices
      WHERE order_id = (SELECT id FROM orders WHERE order_number = ?) AND kind = 'credit'`,
  )
    .bind(orderNumber)
    .first();

describe("VAT given back", () => {
  it("partial refunds credit the VAT inside them, and the full refund after them exactly what is left, whatever they rounded", async () => {
    const { orderNumber } = await storeOrder("us", [5000], "DE");
    // 1.00 and 2.10 of 59.50 carry 15.97 and 33.53 cents of VAT, each rounded up; a third note at the
    // rate would round up too and credit 9.51 of the 9.50 collected.
    expect(await refundOrder(env, orderNumber, "goodwill", Date.now(), { amountMinor: 100 })).toBe(true);
    expect(await refundOrder(env, orderNumber, "goodwill", Date.now(), { amountMinor: 210 })).toBe(true);
    expect(await creditNotes(orderNumber)).toEqual({ notes: 2, vat: 16 + 34, gross: 310 });
    expect(await refundOrder(env, orderNumber, "customer service")).toBe(true);
    expect(await creditNotes(orderNumber)).toEqual({ notes: 3, vat: 950, gross: 5950 });
  });

  it("a returned line refunds its VAT with it, and the full refund the rest", async () => {
    const { orderNumber } = await storeOrder("us", [3000, 2000], "DE");
    expect(await markShipped(env.DB, orderNumber, { carrier: "DHL", trackingNumber: `JD${crypto.randomUUID().slice(0, 8)}` })).toBe(true);
    expect(await markDelivered(env.DB, orderNumber, Date.now())).toBe(true);
    // Customer service returns the 20 USD line of the guest's order.
    const back = await returnLinesOf(env, orderNumber, [{ position: 1, quantity: 1 }], { source: "staff" });
    expect(back.amountMinor).toBe(2380);
    const credit = await env.DB.prepare(
      "SELECT kind, net_minor, vat_minor, gross_minor FROM invoices WHERE order_id = (SELECT id FROM orders WHERE order_number = ?) AND kind = 'credit'",
    )
      .bind(orderNumber)
      .all();
    expect(credit.results).toEqual([{ kind: "credit", net_minor: 2000, vat_minor: 380, gross_minor: 2380 }]);
    expect(await refundOrder(env, orderNumber, "customer service")).toBe(true);
    const notes = await env.DB.prepare(
      "SELECT sum(vat_minor) AS vat, sum(gross_minor) AS gross FROM invoices WHERE order_id = (SELECT id FROM orders WHERE order_number = ?) AND kind = 'credit'",
    )
      .bind(orderNumber)
      .first();
    // Every cent of VAT the order collected is credited back, over the two notes.
    expect(notes).toEqual({ vat: 950, gross: 5950 });
  });
});
