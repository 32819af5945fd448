import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { FAKE_ADYEN, fakeAdyenPerTest, withFakeAdyen } from "../../test/fake-adyen";
import { handlePayback } from "./payback";
import { refundOrder } from "./refunds";

const withAdyen = withFakeAdyen(env);
const noWait = () => {};
const fake = fakeAdyenPerTest();

/** A de order paid by card through Adyen: the shopper is on Adyen's hosted page. */
async function adyenOrder(paymentMethod = "card") {
  const sku = await addProduct({ code: `ad${crypto.randomUUID().slice(0, 8)}`, priceCents: 10000, stock: 2 });
  const shopper = visitor("de", {}, withAdyen);
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody({ paymentMethod }));
  expect(created.status).toBe(200);
  const sessionId = (created.data.paymentUrl as string).split("/").pop()!;
  return { shopper, orderNumber: created.data.orderNumber as string, paymentUrl: created.data.paymentUrl as string, sessionId };
}

const payback = (back: URL) => handlePayback(withAdyen, "adyen", back.searchParams, back, noWait);
const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

describe("the Adyen adapter (Hosted Checkout, against a local Adyen)", () => {
  it("opens a hosted session for the attempt and settles the return with Adyen's session result", async () => {
    const { orderNumber, paymentUrl, sessionId } = await adyenOrder("giropay");
    expect(paymentUrl).toBe(`https://checkoutshopper-test.adyen.com/checkoutshopper/pay/${sessionId}`);
    const session = fake().sessions.get(sessionId)!;
    // 100 USD at 0.92: 92,00 € in minor units; giropay only on Adyen's page.
    expect(session).toMatchObject({ amount: { value: 9200, currency: "EUR" }, allowedPaymentMethods: ["giropay"] });
    const back = fake().finish(sessionId, "paid");
    expect(back.pathname).toBe("/payback/adyen");
    expect(await payback(back)).toMatchObject({ result: "success", order: { orderNumber, status: "processing", paymentMethod: "giropay" } });
    expect((await payback(back))?.result).toBe("success");
  });

  it("never settles from the query string alone", async () => {
    const { orderNumber, sessionId } = await adyenOrder();
    const other = await adyenOrder();
    const paidElsewhere = fake().finish(other.sessionId, "paid");
    // Another attempt's paid session, presented as this one's return.
    const mine = new URL(paidElsewhere);
    mine.searchParams.set("paymentId", fake().sessions.get(sessionId)!.reference);
    expect(await payback(mine)).toBeNull();
    // A made-up sessionResult: Adyen does not confirm it.
    const forged = new URL(
      `http://de.localhost/payback/adyen?paymentId=${fake().sessions.get(sessionId)!.reference}&sessionId=${sessionId}&sessionResult=paid&resultCode=Authorised`,
    );
    expect(await payback(forged)).toBeNull();
    expect(await statusOf(orderNumber)).toBe("unpaid");
  });

  it("leaves a refused or cancelled payment unpaid, payable again", async () => {
    const refused = await adyenOrder();
    expect(await payback(fake().finish(refused.sessionId, "refused"))).toMatchObject({
      result: "failed",
      reason: "declined",
      order: { status: "unpaid" },
    });
    const cancelled = await adyenOrder();
    const result = await payback(fake().finish(cancelled.sessionId, "canceled"));
    expect(result?.result).toBe("failed");
    expect(result?.methods).toContain("card");
  });

  it("believes HMAC-signed webhooks only, and tells insufficient funds apart", async () => {
    const { shopper, orderNumber, sessionId } = await adyenOrder();
    const forged = await fake().webhook(sessionId, true, "", "00".repeat(32));
    expect((await shopper.call("payment/webhook/adyen", forged)).status).toBe(403);
    const poor = await fake().webhook(sessionId, false, "Not enough balance");
    expect((await shopper.call("payment/webhook/adyen", poor)).data).toEqual({ duplicate: false, status: "unpaid" });
    const reason = await env.DB.prepare("SELECT p.failure_reason FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ?")
      .bind(orderNumber)
      .first<{ failure_reason: string }>();
    expect(reason?.failure_reason).toBe("insufficientFunds");
    expect(await statusOf(orderNumber)).toBe("unpaid");
  });

  it("settles from a signed AUTHORISATION webhook once, and refunds through Adyen", async () => {
    const { shopper, orderNumber, sessionId } = await adyenOrder();
    fake().finish(sessionId, "paid");
    const event = await fake().webhook(sessionId, true);
    expect((await shopper.call("payment/webhook/adyen", event)).data).toEqual({ duplicate: false, status: "processing" });
    expect((await shopper.call("payment/webhook/adyen", event)).data).toEqual({ duplicate: true });
    expect(await refundOrder(withAdyen, orderNumber, "customer service")).toBe(true);
    const psp = fake().sessions.get(sessionId)!.pspReference;
    expect(fake().calls.find((c) => c.path === `/v71/payments/${psp}/refunds`)?.body).toMatchObject({
      merchantAccount: FAKE_ADYEN.merchantAccount,
      amount: { value: 9200, currency: "EUR" },
    });
    expect(await statusOf(orderNumber)).toBe("refunded");
  });

  it("acknowledges a signed notification it has nothing to settle from, such as a refund's, and changes nothing", async () => {
    const { shopper, orderNumber, sessionId } = await adyenOrder();
    fake().finish(sessionId, "paid");
    const refund = await fake().webhook(sessionId, true, "", undefined, "REFUND");
    const answer = await shopper.call("payment/webhook/adyen", refund);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ duplicate: false, ignored: true });
    expect(await statusOf(orderNumber)).toBe("unpaid");
    const forged = await fake().webhook(sessionId, true, "", "00".repeat(32), "REFUND");
    expect((await shopper.call("payment/webhook/adyen", forged)).status).toBe(403);
  });
});
