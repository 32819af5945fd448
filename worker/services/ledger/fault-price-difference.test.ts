import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { staffActor } from "../../test/custom-jewelry-fixtures";
import { faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import { findOrderByNumber } from "../orders/orders-store";
import { createDifferenceRequest } from "../custom-jewelry/admin-requests";
import { orderDifferences } from "../custom-jewelry/differences";
import { handlePayback } from "../payments/payback";
import { signSandboxWebhook } from "../payments/sandbox";

/**
 * A price difference the staff ask for a paid order, paid by the shopper, with D1 failing at
 * the staff's creation and at the difference order's settlement (docs/decisions/1310-nothing-lost.md).
 * What the staff see: an error from the back office and, after a retry, one open difference;
 * what the shopper sees: on the return the plain error page and a reload shows it paid; the
 * provider's webhook gets a 500 and its retry settles. Either way the difference is paid once.
 */
const noWait = () => {};
const KINDS: FaultKind[] = ["error", "timeout", "lost"];

async function settled(shopper: ReturnType<typeof visitor>, paymentUrl: string) {
  const back = await payInSandbox(shopper, paymentUrl, "success");
  await handlePayback(env, "sandbox", back.searchParams, back, noWait);
}

/** A shopper's paid order in the de store (EUR). */
async function paidOrder() {
  const sku = await addProduct({ code: `pd${crypto.randomUUID().slice(0, 8)}`, priceCents: 10000, stock: 3 });
  const shopper = visitor("de");
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody());
  await settled(shopper, created.data.paymentUrl);
  return { shopper, orderNumber: created.data.orderNumber as string };
}

const ask = async (bindings: typeof env, orderNumber: string) =>
  createDifferenceRequest(bindings, await staffActor(), orderNumber, 12.5, "Larger size", new URL("http://de.localhost/admin"));

async function differencesOf(orderNumber: string) {
  const order = await findOrderByNumber(env.DB, orderNumber);
  return orderDifferences(env.DB, order!.id);
}

/** The difference's order is paid once: one capture, one move to processing, the difference paid. */
async function differencePaidOnce(orderNumber: string, paymentOrder: string) {
  const row = await env.DB.prepare(
    `SELECT o.status, o.total_minor, (SELECT count(*) FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'processing') AS paid_events,
            (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS captured
       FROM orders o WHERE o.order_number = ?`,
  )
    .bind(paymentOrder)
    .first();
  expect(row).toEqual({ status: "processing", total_minor: 1250, paid_events: 1, captured: 1 });
  expect(await differencesOf(orderNumber)).toMatchObject([{ reason: "Larger size", paymentOrder, paid: true, open: false }]);
  await expectLedgerHolds();
}

/** The shopper opens the difference's link and pays: the difference order and the sandbox's return. */
async function payDifference(shopper: ReturnType<typeof visitor>, param: string) {
  const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
  expect(created.status).toBe(200);
  const paymentUrl = created.data.paymentUrl as string;
  const back = await payInSandbox(shopper, paymentUrl, "success");
  return { paymentOrder: created.data.orderNumber as string, paymentId: paymentUrl.split("/").pop()!, back };
}

describe("asking for a price difference under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the creation: the staff get an error, the retry leaves one open difference`, async () => {
      const { orderNumber } = await paidOrder();
      const faults = faultInjector().inject({ target: "d1.batch", match: "INSERT INTO custom_payment_requests", kind });
      await expect(ask(faults.env, orderNumber)).rejects.toThrow(/injected/);
      // Nothing half-written: the request and its audit row together, or neither.
      expect(await differencesOf(orderNumber)).toHaveLength(kind === "lost" ? 1 : 0);
      const made = await ask(faults.env, orderNumber);
      expect(await differencesOf(orderNumber)).toMatchObject([{ param: made!.param, open: true }]);
    });
  }

  it("a different amount for the same order is a second difference", async () => {
    const { orderNumber } = await paidOrder();
    await ask(env, orderNumber);
    await createDifferenceRequest(env, await staffActor(), orderNumber, 20, "Larger size", new URL("http://de.localhost/admin"));
    expect(await differencesOf(orderNumber)).toHaveLength(2);
  });
});

describe("paying a price difference under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the settlement by the return: the reload pays the difference once`, async () => {
      const { shopper, orderNumber } = await paidOrder();
      const made = await ask(env, orderNumber);
      const { paymentOrder, back } = await payDifference(shopper, made!.param);
      const faults = faultInjector().inject({ target: "d1.batch", match: "UPDATE payments SET status = 'succeeded'", kind });
      await expect(handlePayback(faults.env, "sandbox", back.searchParams, back, noWait)).rejects.toThrow(/injected/);
      expect(faults.fired).toHaveLength(1);
      expect((await differencesOf(orderNumber))[0].paid).toBe(kind === "lost");
      const reload = await handlePayback(faults.env, "sandbox", back.searchParams, back, noWait);
      expect(reload).toMatchObject({ result: "success", order: { orderNumber: paymentOrder, status: "processing" } });
      await differencePaidOnce(orderNumber, paymentOrder);
    });

    it(`D1 ${kind} on the settlement by the webhook: 500 to the provider, its retry pays the difference once`, async () => {
      const { shopper, orderNumber } = await paidOrder();
      const made = await ask(env, orderNumber);
      const { paymentOrder, paymentId } = await payDifference(shopper, made!.param);
      const faults = faultInjector().inject({ target: "d1.batch", match: "INSERT INTO payment_events", kind });
      const provider = visitor("de", {}, faults.env);
      const body = JSON.stringify({ eventId: `evt-diff-${kind}-${paymentId}`, paymentId, outcome: "success" });
      const headers = { "X-Sandbox-Signature": await signSandboxWebhook(env, body) };
      expect((await provider.call("payment/webhook/sandbox", body, headers)).status).toBe(500);
      expect((await provider.call("payment/webhook/sandbox", body, headers)).status).toBe(200);
      expect((await provider.call("payment/webhook/sandbox", body, headers)).data).toEqual({ duplicate: true });
      await differencePaidOnce(orderNumber, paymentOrder);
    });
  }

  it("a second checkout of a paid difference is refused: the link no longer pays", async () => {
    const { shopper, orderNumber } = await paidOrder();
    const made = await ask(env, orderNumber);
    const { paymentOrder, back } = await payDifference(shopper, made!.param);
    await handlePayback(env, "sandbox", back.searchParams, back, noWait);
    const again = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: made!.param }));
    expect(again.status).toBe(404);
    await differencePaidOnce(orderNumber, paymentOrder);
  });
});
