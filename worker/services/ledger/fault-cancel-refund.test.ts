import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { US_ADDRESS } from "~/shared/test/address-fixtures";
import { newCustomerId } from "../../test/account-client";
import { paidOrder } from "../../test/admin-client";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { fakePerTest } from "../../test/fake-http";
import { FAKE_PAYPAL, fakePaypal, withFakePaypal } from "../../test/fake-paypal";
import { faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import { cancelCustomerOrder } from "../orders/account-actions";
import { handlePayback } from "../payments/payback";
import { RefundFailed, refundOrder } from "../payments/refunds";

/**
 * Cancel and refund with D1 or the provider failing (docs/decisions/1310-nothing-lost.md).
 * The customer's Cancel answers the plain error (HTTP 500) or "could not be refunded, try again
 * later" (the provider refused); the back office's refund shows its error. Stock, wallet and
 * money move once whatever the retry meets.
 */
const fake = fakePerTest(fakePaypal, FAKE_PAYPAL.base);

const orderRow = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT o.status, o.stock_released, p.status AS payment, p.refunded_minor,
            (SELECT count(*) FROM stock_movements m WHERE m.order_id = o.id AND m.kind = 'release') AS releases
       FROM orders o LEFT JOIN payments p ON p.order_id = o.id AND p.status IN ('succeeded', 'refunded') WHERE o.order_number = ?`,
  )
    .bind(orderNumber)
    .first<Record<string, unknown>>();

async function customerUnpaidOrder() {
  const sku = await addProduct({ code: `c${crypto.randomUUID().slice(0, 8)}`, priceCents: 3000, stock: 2 });
  const shopper = visitor("de");
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody());
  const customerId = await newCustomerId();
  await env.DB.prepare("UPDATE orders SET customer_id = ? WHERE order_number = ?").bind(customerId, created.data.orderNumber).run();
  return { customerId, orderNumber: created.data.orderNumber as string, sku };
}

const KINDS: FaultKind[] = ["error", "timeout", "lost"];

describe("the customer's cancel under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the cancellation: an error, then the order is cancelled once and its stock back once`, async () => {
      const { customerId, orderNumber, sku } = await customerUnpaidOrder();
      const faults = faultInjector().inject({ target: "d1.batch", match: "UPDATE skus SET stock = stock +", kind });
      await expect(cancelCustomerOrder(faults.env, customerId, orderNumber)).rejects.toThrow(/injected/);
      // The retry: cancelled now, or (its first try landed) refused as no longer cancellable.
      expect(await cancelCustomerOrder(faults.env, customerId, orderNumber)).toBe(kind === "lost" ? "notAllowed" : "cancelled");
      expect(await orderRow(orderNumber)).toMatchObject({ status: "cancelled", stock_released: 1, releases: 1 });
      const stock = await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number }>();
      expect(stock?.stock).toBe(2);
      await expectLedgerHolds();
    });
  }
});

describe("refunds under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} recording a refund the provider made: written on the next try, the money counted once`, async () => {
      const { orderNumber } = await paidOrder("us", 5000, { shippingAddress: US_ADDRESS });
      const faults = faultInjector().inject({ target: "d1.batch", match: "UPDATE payments SET status = 'refunded'", kind });
      expect(await refundOrder(faults.env, orderNumber, "staff refund")).toBe(true);
      expect(faults.fired).toHaveLength(1);
      expect(await orderRow(orderNumber)).toMatchObject({ status: "refunded", payment: "refunded", refunded_minor: 5000, releases: 1 });
      expect(await refundOrder(faults.env, orderNumber, "staff refund again")).toBe(false);
      await expectLedgerHolds();
    });
  }

  it("a partial refund whose record's answer was lost is counted once", async () => {
    const { orderNumber } = await paidOrder("us", 5000, { shippingAddress: US_ADDRESS });
    const faults = faultInjector().inject({ target: "d1.batch", match: "UPDATE payments SET refunded_minor", kind: "lost" });
    expect(await refundOrder(faults.env, orderNumber, "part", Date.now(), { amountMinor: 1500 })).toBe(true);
    expect(await orderRow(orderNumber)).toMatchObject({ status: "processing", payment: "succeeded", refunded_minor: 1500 });
    await expectLedgerHolds();
  });

  it("D1 down for every try: the order stays in refunding, never refunded twice (the reconciliation lists it)", async () => {
    const { orderNumber } = await paidOrder("us", 5000, { shippingAddress: US_ADDRESS });
    const faults = faultInjector().inject({ target: "d1.batch", match: "UPDATE payments SET status = 'refunded'", kind: "error", times: 3 });
    await expect(refundOrder(faults.env, orderNumber, "staff refund")).rejects.toThrow(/injected/);
    expect(await orderRow(orderNumber)).toMatchObject({ status: "refunding", refunded_minor: 0 });
    expect(await refundOrder(faults.env, orderNumber, "staff refund again")).toBe(false);
  });

  for (const kind of ["error", "timeout", "lost"] as const) {
    it(`PayPal's refund call failing (${kind}): refused, the order as it was; the retry refunds once with the same key`, async () => {
      const bindings = withFakePaypal(env);
      const sku = await addProduct({ code: `r${crypto.randomUUID().slice(0, 8)}`, priceCents: 4000, stock: 2 });
      const shopper = visitor("us", {}, bindings);
      await shopper.call("cart/add", { sku });
      const created = await shopper.call("order/create", checkoutBody({ paymentMethod: "paypal", shippingAddress: US_ADDRESS }));
      const token = new URL(created.data.paymentUrl).searchParams.get("token")!;
      const payment = await env.DB.prepare("SELECT id FROM payments WHERE provider_reference = ?").bind(token).first<{ id: string }>();
      fake().approve(token, "paid");
      const back = new URL(`http://localhost/payback/paypal?paymentId=${payment!.id}&token=${token}`);
      await handlePayback(bindings, "paypal", back.searchParams, back, () => {});
      const orderNumber = created.data.orderNumber as string;

      const faults = faultInjector(bindings).wrapFetch();
      faults.inject({ target: "fetch", match: "/refund", kind });
      await expect(refundOrder(faults.env, orderNumber, "staff refund")).rejects.toThrow(RefundFailed);
      expect(await orderRow(orderNumber)).toMatchObject({ status: "processing", payment: "succeeded", refunded_minor: 0 });
      expect(await refundOrder(faults.env, orderNumber, "staff refund")).toBe(true);
      const keys = fake()
        .calls.filter((c) => c.path.endsWith("/refund"))
        .map((c) => c.body.amount.value);
      // A lost answer means PayPal refunded: the retry carries the same PayPal-Request-Id, which PayPal (and its fake) replays.
      expect(keys).toEqual(kind === "lost" ? ["40.00", "40.00"] : ["40.00"]);
      expect(await orderRow(orderNumber)).toMatchObject({ status: "refunded", refunded_minor: 4000 });
      await expectLedgerHolds();
    });
  }
});
