import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_OZOW, type fakeOzow } from "../../test/fake-ozow";
import { OZOW_SECRETS, ozowOrder, stubOzow } from "../../test/ozow-fixture";
import { handlePayback } from "./payback";
import { refundOrder } from "./refunds";

const withOzow = { ...env, ...OZOW_SECRETS };
const noWait = () => {};
let ozow: ReturnType<typeof fakeOzow>;

beforeEach(() => {
  ozow = stubOzow();
});
afterEach(() => vi.unstubAllGlobals());

async function startedOzow() {
  const { shopper, created } = await ozowOrder(withOzow);
  expect(created.status).toBe(200);
  const paymentId = (created.data.paymentUrl as string).split("/").pop()!;
  const payment = await env.DB.prepare("SELECT * FROM payments WHERE id = ?").bind(paymentId).first<Record<string, any>>();
  return { shopper, orderNumber: created.data.orderNumber as string, paymentUrl: created.data.paymentUrl as string, paymentId, payment: payment! };
}

const payback = (back: URL) => handlePayback(withOzow, "ozow", back.searchParams, back, noWait);
const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

describe("the Ozow adapter (rand only, against a local Ozow)", () => {
  it("converts the amount due into rand at order time, shows it, then sends the shopper to Ozow", async () => {
    const { shopper, orderNumber, paymentUrl, paymentId, payment } = await startedOzow();
    expect(paymentUrl).toBe(`/payment/ozow/${paymentId}`);
    expect(payment).toMatchObject({ provider: "ozow", method: "ozow", currency: "USD", settle_currency: "ZAR", settle_rate: 18.1 });
    expect(payment.settle_amount_minor).toBe(Math.round(payment.amount_minor * 18.1));
    const request = new URLSearchParams(ozow.calls.find((c) => c.path === "/" && c.method === "POST")!.body);
    expect(Object.fromEntries(request)).toMatchObject({
      SiteCode: FAKE_OZOW.siteCode,
      CountryCode: "ZA",
      CurrencyCode: "ZAR",
      Amount: (payment.settle_amount_minor / 100).toFixed(2),
      TransactionReference: paymentId,
      BankReference: orderNumber,
      SuccessUrl: `http://localhost/payback/ozow?paymentId=${paymentId}`,
      NotifyUrl: "http://localhost/api/payment/webhook/ozow",
      IsTest: "true",
    });
    const page = await shopper.page(paymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const rand = new Intl.NumberFormat("en", { style: "currency", currency: "ZAR" }).format(payment.settle_amount_minor / 100);
    expect(html).toContain(`data-testid="ozow-amount">${rand}<`);
    const transactionId = ozow.transactions.get(paymentId)!.transactionId;
    expect(html).toContain(`href="${FAKE_OZOW.pay}/${transactionId}/Secure"`);
  });

  it("settles a return only on Ozow's record of this attempt for the rand amount, and refunds in rand", async () => {
    const { orderNumber, paymentId, payment } = await startedOzow();
    const back = new URL(`http://localhost/payback/ozow?paymentId=${paymentId}`);
    // Back before paying (no transaction at Ozow yet): not paid, payable again.
    expect(await payback(back)).toMatchObject({ result: "failed", order: { status: "unpaid" } });
    ozow.finish(paymentId, "Complete");
    const record = ozow.transactions.get(paymentId)!;
    const amount = record.amount;
    record.amount = "1.00";
    expect(await payback(back)).toBeNull();
    record.currency = "USD";
    record.amount = amount;
    expect(await payback(back)).toBeNull();
    expect(await statusOf(orderNumber)).toBe("unpaid");
    record.currency = "ZAR";
    expect(await payback(back)).toMatchObject({ result: "success", order: { orderNumber, status: "processing", paymentMethod: "ozow" } });

    expect(await refundOrder(withOzow, orderNumber, "customer service")).toBe(true);
    expect(ozow.refunds).toEqual([{ transactionId: record.transactionId, amount: payment.settle_amount_minor / 100 }]);
    expect(await statusOf(orderNumber)).toBe("refunded");
  });

  it("leaves a cancelled payment unpaid, whatever the return says", async () => {
    const { orderNumber, paymentId } = await startedOzow();
    const back = ozow.finish(paymentId, "Cancelled");
    back.searchParams.set("Status", "Complete");
    expect(await payback(back)).toMatchObject({ result: "failed", order: { status: "unpaid" } });
    expect(await statusOf(orderNumber)).toBe("unpaid");
  });

  it("believes a notification only with Ozow's hash, and takes the outcome from Ozow's record", async () => {
    const { shopper, orderNumber, paymentId } = await startedOzow();
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    ozow.finish(paymentId, "Cancelled");
    // Correctly hashed, but Ozow's own record says cancelled: nothing is paid.
    const claimsPaid = await ozow.notification(paymentId, FAKE_OZOW.privateKey, { Status: "Complete" });
    expect((await shopper.call("payment/webhook/ozow", claimsPaid, form)).data).toEqual({ duplicate: false, status: "unpaid" });
    ozow.finish(paymentId, "Complete");
    const forged = await ozow.notification(paymentId, "not-the-key");
    expect((await shopper.call("payment/webhook/ozow", forged, form)).status).toBe(403);
    expect(await statusOf(orderNumber)).toBe("unpaid");
    const signed = await ozow.notification(paymentId);
    expect((await shopper.call("payment/webhook/ozow", signed, form)).data).toEqual({ duplicate: false, status: "processing" });
    expect((await shopper.call("payment/webhook/ozow", signed, form)).data).toEqual({ duplicate: true });
  });
});
