import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { withFakeAdyen } from "../../test/fake-adyen";
import { withFakeDlocal } from "../../test/fake-dlocal";
import type { fakeOzow } from "../../test/fake-ozow";
import { routeFetchTo } from "../../test/fake-http";
import { FAKE_PAYPAL, fakePaypal, withFakePaypal } from "../../test/fake-paypal";
import { withFakeSezzle } from "../../test/fake-sezzle";
import { OZOW_SECRETS, ozowOrder, stubOzow } from "../../test/ozow-fixture";
import { payAgainMethods } from "../orders/order-access";
import { findOrderByNumber } from "../orders/orders-store";
import { handlePayback } from "./payback";
import { payableProviders, providerForMethod } from "./registry";
import { signSandboxWebhook } from "./sandbox";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

/**
 * Production (docs/decisions/0201-payment-providers-in-production.md): there is no sandbox and
 * no stand-in provider. A method whose provider is not configured is not offered and is
 * refused; every path into the sandbox answers 404.
 */
const production = withFakePaypal(
  withFakeAdyen(
    withFakeSezzle(withFakeDlocal({ ...env, ENVIRONMENT: "production", APP_SECRET: "production-test-secret-0123456789abcdef", ...OZOW_SECRETS })),
  ),
);
const { SEZZLE_PUBLIC_KEY: _, SEZZLE_PRIVATE_KEY: __, ...withoutSezzle } = production;
const noWait = () => {};
let ozow: ReturnType<typeof fakeOzow>;

beforeEach(() => {
  ozow = stubOzow();
  // PayPal in front of Ozow: each fake passes on what is not for it.
  routeFetchTo(fakePaypal(), FAKE_PAYPAL.base);
});
afterEach(() => vi.unstubAllGlobals());

/** A us-store cart of 60 USD (within the pay-later plans' limits). */
async function usShopper(bindings: typeof env) {
  const sku = await addProduct({ code: `pr${crypto.randomUUID().slice(0, 8)}`, priceCents: 6000 });
  const shopper = visitor("us", {}, bindings);
  await shopper.call("cart/add", { sku });
  return shopper;
}

describe("payments in production", () => {
  it("sends ZA + Ozow to Ozow, never to the sandbox", async () => {
    expect(providerForMethod(production, "ozow")?.key).toBe("ozow");
    const { created } = await ozowOrder(production);
    expect(created.status).toBe(200);
    expect(created.data.paymentUrl).toMatch(/^\/payment\/ozow\/[0-9a-f-]{36}$/);
    const payment = await env.DB.prepare("SELECT provider, settle_currency FROM payments WHERE id = ?")
      .bind(created.data.paymentUrl.split("/").pop())
      .first();
    expect(payment).toEqual({ provider: "ozow", settle_currency: "ZAR" });
    expect(new URLSearchParams(ozow.calls[0].body).get("IsTest")).toBe("false");
  });

  it("does not offer a method whose provider has no credentials, and refuses it on order/create and Continue", async () => {
    expect(payableProviders(withoutSezzle)).not.toContain("sezzle");
    expect(providerForMethod(withoutSezzle, "sezzle")).toBeNull();
    const shopper = await usShopper(withoutSezzle);
    const refused = await shopper.call("order/create", checkoutBody({ paymentMethod: "sezzle", shippingAddress: US_ADDRESS }));
    expect(refused.status).toBe(400);
    expect(refused.data.fields).toEqual({ paymentMethod: "This payment method cannot take payments at the moment. Please choose another one." });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE provider = 'sandbox' AND method = 'sezzle'").first<{ n: number }>(),
    ).toEqual({ n: 0 });

    const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "paypal", shippingAddress: US_ADDRESS }));
    expect(created.status).toBe(200);
    const order = (await findOrderByNumber(env.DB, created.data.orderNumber))!;
    expect(await payAgainMethods(withoutSezzle, order)).not.toContain("sezzle");
    expect(await payAgainMethods(production, order)).toContain("sezzle");
    const again = await shopper.call("order/pay", { orderNumber: order.order_number, paymentMethod: "sezzle" });
    expect(again.status).toBe(400);
    expect(again.data.fields.paymentMethod).toBe(refused.data.fields.paymentMethod);
  });

  it("says so in the shopper's language", async () => {
    const { PAYPAL_CLIENT_ID: _id, PAYPAL_CLIENT_SECRET: _secret, ...withoutPaypal } = production;
    const sku = await addProduct({ code: `pd${crypto.randomUUID().slice(0, 8)}`, priceCents: 6000 });
    const shopper = visitor("de", {}, withoutPaypal);
    await shopper.call("cart/add", { sku });
    const refused = await shopper.call("order/create", checkoutBody({ paymentMethod: "paypal" }));
    expect(refused.status).toBe(400);
    expect(refused.data.fields.paymentMethod).toBe("Mit dieser Zahlungsart kann derzeit nicht bezahlt werden. Bitte wählen Sie eine andere.");
  });

  it("answers 404 on every sandbox path, and a correctly signed sandbox return leaves the order unpaid", async () => {
    // An order paid through the sandbox as development does it: its page, its signed return.
    const shopper = await usShopper(env);
    const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "paypal", shippingAddress: US_ADDRESS }));
    const paymentUrl = created.data.paymentUrl as string;
    expect(paymentUrl).toMatch(/^\/payment\/sandbox\//);
    const back = await payInSandbox(shopper, paymentUrl, "success");
    const paymentId = paymentUrl.split("/").pop()!;
    const webhook = JSON.stringify({ eventId: `evt-${paymentId}`, paymentId, outcome: "success" });

    const inProduction = visitor("us", {}, production);
    expect((await inProduction.page(paymentUrl)).status).toBe(404);
    const form = {
      method: "POST",
      body: new URLSearchParams({ outcome: "success" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
    };
    expect((await inProduction.page(paymentUrl, form)).status).toBe(404);
    expect(await handlePayback(production, "sandbox", back.searchParams, back, noWait)).toBeNull();
    const signature = await signSandboxWebhook(production, webhook);
    expect((await inProduction.call("payment/webhook/sandbox", webhook, { "X-Sandbox-Signature": signature })).status).toBe(404);
    const status = await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?")
      .bind(created.data.orderNumber)
      .first<{ status: string }>();
    expect(status?.status).toBe("unpaid");
  });
});
