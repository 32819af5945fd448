import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { creditWallet, walletBalance } from "../account/wallet";
import { registered, TestBrowser } from "../../test/account-client";
import { addCoupon, addDifferenceRequest, addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { customForm, paramOf, requested, requestRow, staffActor } from "../../test/custom-jewelry-fixtures";
import { quoteRequest } from "./stages";

/**
 * A custom stage or a price difference pays exactly its fixed amount: no shipping fee or choice,
 * no coupon of the bag or the account, but the wallet may pay (docs/decisions/0900-custom-jewelry.md).
 */
const orderRow = (orderNumber: string) =>
  env.DB.prepare("SELECT * FROM orders WHERE order_number = ?").bind(orderNumber).first<Record<string, any>>();

async function depositParam(shopper = visitor("de"), email?: string) {
  const { number } = await requested(shopper, email ? { email } : {});
  await quoteRequest(env.DB, await staffActor(), await requestRow(number), 100000, 3000);
  return { number, param: await paramOf(number, "deposit") };
}

/** Standard shipping in the de store costs 5 USD under 100 USD for these tests. */
async function standardFee() {
  await env.DB.prepare("UPDATE freight_settings SET standard_free_from_cents = 10000, standard_fee_cents = 500 WHERE store = 'de'").run();
}

afterEach(async () => {
  await env.DB.prepare("UPDATE freight_settings SET standard_free_from_cents = 0, standard_fee_cents = 0 WHERE store = 'de'").run();
});

describe("shipping on special orders", () => {
  it("a custom stage pays its amount with no shipping fee, and a shipping method other than the default is refused", async () => {
    await standardFee();
    const shopper = visitor("de");
    const { param } = await depositParam(shopper);
    const express = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param, shippingMethod: "express" }));
    expect(express.status).toBe(400);
    expect(express.data.fields.shippingMethod).toBe("Für diese Zahlung wird kein Versand gewählt: Sie zahlen genau den Betrag, ohne Versandkosten.");
    const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    expect(created.status).toBe(200);
    expect(created.data.total.formatted).toBe("30,00 €");
    expect(await orderRow(created.data.orderNumber)).toMatchObject({ shipping_cents: 0, shipping_minor: 0, total_minor: 3000 });
  });

  it("a price difference pays exactly its amount: no standard fee, express refused", async () => {
    await standardFee();
    const shopper = visitor("de");
    const body = await addDifferenceRequest({ param: "pd-stage", store: "de", currency: "EUR", amountMinor: 1250, usdCents: 1360 });
    const express = await shopper.call("order/create", checkoutBody({ ...body, shippingMethod: "express" }));
    expect(express.status).toBe(400);
    const threeDay = await shopper.call("order/create", checkoutBody({ ...body, shippingMethod: "threeDay" }));
    expect(threeDay.status).toBe(400);
    const created = await shopper.call("order/create", checkoutBody(body));
    expect(created.status).toBe(200);
    expect(created.data.total.formatted).toBe("12,50 €");
    expect(await orderRow(created.data.orderNumber)).toMatchObject({ shipping_minor: 0, total_minor: 1250 });
  });
});

describe("discounts on a custom stage", () => {
  it("a coupon applied to the bag does not reach the stage: no discount, the coupon unused, the bag kept", async () => {
    const sku = await addProduct({ code: "cscoupon", priceCents: 20000 });
    await addCoupon({ code: "CUSTOM10", value: 10 });
    const shopper = visitor("de");
    await shopper.call("cart/add", { sku });
    const applied = await shopper.call("cart/applyCoupon", { code: "custom10" });
    expect(applied.status).toBe(200);
    expect(applied.data.coupon).toMatchObject({ code: "CUSTOM10", applied: true });
    const { param } = await depositParam(shopper);
    const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
    expect(created.status).toBe(200);
    expect(created.data.total.formatted).toBe("30,00 €");
    expect(await orderRow(created.data.orderNumber)).toMatchObject({ coupon_code: null, discount_cents: 0, discount_minor: 0, total_minor: 3000 });
    const coupon = await env.DB.prepare("SELECT uses FROM coupons WHERE code = 'CUSTOM10'").first<{ uses: number }>();
    expect(coupon!.uses).toBe(0);
    // The bag and its coupon are still there for a normal order.
    expect((await shopper.call("cart/list", {})).data).toMatchObject({ count: 1, coupon: { code: "CUSTOM10", applied: true } });
  });

  it("the wallet may pay a stage in full, and the account's coupon in the bag is not applied to it", async () => {
    const browser = new TestBrowser("http://de.localhost");
    const { email } = await registered(browser);
    const id = Number((await browser.whoAmI()).customerId);
    const welcome = (await browser.api<{ code: string }[]>("account/coupons")).envelope.data![0].code;
    const sku = await addProduct({ code: "cswallet", priceCents: 20000 });
    await browser.api("cart/add", { sku });
    expect((await browser.api("cart/applyCoupon", { code: welcome })).status).toBe(200);
    await creditWallet(env.DB, id, { amountCents: 10000, kind: "refund" });
    const sent = await browser.api<{ requestNumber: string }>("custom/request", customForm({ email }));
    const number = sent.envelope.data!.requestNumber;
    await quoteRequest(env.DB, await staffActor(), await requestRow(number), 100000, 3000);
    const created = await browser.api<any>(
      "order/create",
      checkoutBody({ email, orderType: "custommade", customMadeParam: await paramOf(number, "deposit"), useWallet: true }),
    );
    expect(created.status).toBe(200);
    expect(created.envelope.data).toMatchObject({ total: { formatted: "30,00 €" }, wallet: { amount: 30 }, due: { amount: 0 } });
    const order = await orderRow(created.envelope.data.orderNumber);
    expect(order).toMatchObject({ status: "processing", coupon_code: null, discount_minor: 0, wallet_minor: 3000 });
    // 30,00 € at 0.92 per USD: 32.61 USD from the wallet.
    expect(await walletBalance(env.DB, id)).toBe(10000 - 3261);
    expect((await requestRow(number)).status).toBe("deposit_paid");
    const held = await env.DB.prepare("SELECT order_number FROM customer_coupons WHERE customer_id = ? AND code = ?").bind(id, welcome).first();
    expect(held).toEqual({ order_number: null });
  });
});
