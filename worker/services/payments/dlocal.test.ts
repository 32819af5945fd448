import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDifferenceRequest, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { FAKE_DLOCAL, fakeDlocal, withFakeDlocal } from "../../test/fake-dlocal";
import { fakePerTest } from "../../test/fake-http";
import { handlePayback } from "./payback";
import { refundOrder } from "./refunds";

const withDlocal = withFakeDlocal(env);
const noWait = () => {};
const fake = fakePerTest(fakeDlocal, FAKE_DLOCAL.base);

const MEXICO = {
  firstName: "Lucía",
  lastName: "Hernández",
  address1: "Av. Juárez 10",
  country: "MX",
  state: "JAL",
  city: "Guadalajara",
  postcode: "44100",
  phone: "+52 33 1234 5678",
  certificateType: "RFC",
  certificateNumber: "HEGL800101AB1",
};

let differences = 0;
const mxDifference = () =>
  addDifferenceRequest({ param: `pd-mx-${++differences}`, store: "mx", currency: "MXN", amountMinor: 50000, usdCents: 2900 });

/** A mx-store price difference of 500 MXN (staff-made) paid with OXXO or a local card through dLocal. */
async function dlocalOrder(paymentMethod: "oxxo" | "dlocalCard" = "oxxo") {
  const shopper = visitor("mx", {}, withDlocal);
  const created = await shopper.call("order/create", checkoutBody({ ...(await mxDifference()), paymentMethod, shippingAddress: MEXICO }));
  expect(created.status).toBe(200);
  const id = (created.data.paymentUrl as string).split("/").pop()!;
  return { shopper, orderNumber: created.data.orderNumber as string, id };
}

const payback = (back: URL) => handlePayback(withDlocal, "dlocal", back.searchParams, back, noWait);
const statusOf = async (orderNumber: string) =>
  (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

describe("the dLocal adapter (Payments API, against a local dLocal)", () => {
  it("creates a signed redirect payment with the payer's document, and settles from dLocal's record", async () => {
    const { orderNumber, id } = await dlocalOrder("dlocalCard");
    expect(fake().payments.get(id)).toMatchObject({
      amount: 500,
      currency: "MXN",
      country: "MX",
      payment_method_id: "CARD",
      payer: { document: "HEGL800101AB1" },
    });
    expect(await payback(fake().finish(id, "paid"))).toMatchObject({ result: "success", order: { orderNumber, status: "processing" } });
    expect(await refundOrder(withDlocal, orderNumber, "customer service")).toBe(true);
    expect(fake().calls.find((c) => c.path === "/refunds")?.body).toMatchObject({ payment_id: id, amount: 500, currency: "MXN" });
  });

  it("waits for an OXXO slip (Bank Confirming), and tells insufficient funds apart", async () => {
    const slip = await dlocalOrder("oxxo");
    expect(await payback(fake().finish(slip.id, "pending"))).toMatchObject({ result: "pending", order: { status: "bankConfirming" } });
    const poor = await dlocalOrder("dlocalCard");
    expect(await payback(fake().finish(poor.id, "insufficientFunds"))).toMatchObject({ result: "failed", reason: "insufficientFunds" });
  });

  it("never settles from the callback's query: an unpaid payment stays unpaid", async () => {
    const { orderNumber, id } = await dlocalOrder();
    const back = new URL(fake().payments.get(id)!.callback_url);
    back.searchParams.set("status", "PAID");
    expect(await payback(back)).toMatchObject({ result: "pending" });
    fake().finish(id, "rejected");
    expect(await payback(back)).toMatchObject({ result: "failed", reason: "declined" });
    expect(await statusOf(orderNumber)).toBe("unpaid");
  });

  it("turns the shopper's form POST back into the result page's GET, believing none of it", async () => {
    const { shopper, orderNumber, id } = await dlocalOrder();
    const back = new URL(fake().payments.get(id)!.callback_url);
    const posted = await shopper.page(`${back.pathname}${back.search}`, {
      method: "POST",
      body: new URLSearchParams({ payment_id: id, status: "PAID" }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe(`${back.pathname}${back.search}`);
    expect(await statusOf(orderNumber)).toBe("unpaid");
  });

  it("believes signed notifications only", async () => {
    const { shopper, orderNumber, id } = await dlocalOrder();
    fake().finish(id, "paid");
    const forged = await fake().notification(id, "not-the-secret");
    expect((await shopper.call("payment/webhook/dlocal", forged.body, forged.headers)).status).toBe(403);
    const signed = await fake().notification(id);
    expect((await shopper.call("payment/webhook/dlocal", signed.body, signed.headers)).data).toEqual({ duplicate: false, status: "processing" });
    expect(await statusOf(orderNumber)).toBe("processing");
  });
});
