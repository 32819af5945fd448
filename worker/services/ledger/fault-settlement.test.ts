import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import { transitionOrder } from "../orders/orders-store";
import { handlePayback } from "../payments/payback";
import { signSandboxWebhook } from "../payments/sandbox";

/**
 * Settlement by the shopper's return and by the provider's webhook with D1 failing at the
 * settlement's batch (docs/decisions/1310-nothing-lost.md). The shopper's return page errors
 * (the plain error page) and a reload settles; a webhook answers 500 and the provider's own
 * retry settles. Either way the order is paid once: one history row, units sold counted once.
 */
const noWait = () => {};

async function paidInSandbox(outcome = "success") {
  const sku = await addProduct({ code: `s${crypto.randomUUID().slice(0, 8)}`, priceCents: 7000, stock: 4 });
  const shopper = visitor("de");
  await shopper.call("cart/add", { sku });
  const created = await shopper.call("order/create", checkoutBody());
  const paymentUrl = created.data.paymentUrl as string;
  const back = await payInSandbox(shopper, paymentUrl, outcome);
  return { orderNumber: created.data.orderNumber as string, paymentId: paymentUrl.split("/").pop()!, back, shopper, sku };
}

async function paidOnce(orderNumber: string) {
  const row = await env.DB.prepare(
    `SELECT o.status, (SELECT count(*) FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'processing') AS paid_events,
            (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS captured
       FROM orders o WHERE o.order_number = ?`,
  )
    .bind(orderNumber)
    .first();
  expect(row).toEqual({ status: "processing", paid_events: 1, captured: 1 });
  await expectLedgerHolds();
}

const webhook = async (paymentId: string, eventId: string, outcome: string) => {
  const body = JSON.stringify({ eventId, paymentId, outcome });
  return { body, headers: { "X-Sandbox-Signature": await signSandboxWebhook(env, body) } };
};

const KINDS: FaultKind[] = ["error", "timeout", "lost"];

describe("settlement by the return under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the settlement: the return fails, the reload pays the order once`, async () => {
      const { orderNumber, back } = await paidInSandbox();
      const faults = faultInjector().inject({ target: "d1.batch", match: "UPDATE payments SET status = 'succeeded'", kind });
      await expect(handlePayback(faults.env, "sandbox", back.searchParams, back, noWait)).rejects.toThrow(/injected/);
      expect(faults.fired).toHaveLength(1);
      const reload = await handlePayback(faults.env, "sandbox", back.searchParams, back, noWait);
      expect(reload).toMatchObject({ result: "success", order: { orderNumber, status: "processing" } });
      await paidOnce(orderNumber);
    });
  }
});

describe("settlement by the webhook under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the settlement: 500 to the provider, its retry pays once, a third delivery is a duplicate`, async () => {
      const { orderNumber, paymentId } = await paidInSandbox();
      const faults = faultInjector().inject({ target: "d1.batch", match: "INSERT INTO payment_events", kind });
      const provider = visitor("de", {}, faults.env);
      const { body, headers } = await webhook(paymentId, `evt-${kind}-${paymentId}`, "success");
      expect((await provider.call("payment/webhook/sandbox", body, headers)).status).toBe(500);
      expect((await provider.call("payment/webhook/sandbox", body, headers)).data).toEqual(
        kind === "lost" ? { duplicate: true } : { duplicate: false, status: "processing" },
      );
      expect((await provider.call("payment/webhook/sandbox", body, headers)).data).toEqual({ duplicate: true });
      await paidOnce(orderNumber);
    });
  }

  it("the return and the webhook for one attempt, both delivered twice and interleaved, pay once", async () => {
    const { orderNumber, paymentId, back } = await paidInSandbox();
    const provider = visitor("de");
    const { body, headers } = await webhook(paymentId, `evt-both-${paymentId}`, "success");
    await Promise.all([
      provider.call("payment/webhook/sandbox", body, headers),
      handlePayback(env, "sandbox", back.searchParams, back, noWait),
      provider.call("payment/webhook/sandbox", body, headers),
      handlePayback(env, "sandbox", back.searchParams, back, noWait),
    ]);
    await paidOnce(orderNumber);
  });

  it("out of order: a late failure after the success does not undo the payment", async () => {
    const { orderNumber, paymentId, back } = await paidInSandbox();
    await handlePayback(env, "sandbox", back.searchParams, back, noWait);
    // The sandbox's ledger says success, so a signed "failure" for the attempt does not verify.
    const late = await webhook(paymentId, `evt-late-${paymentId}`, "failure");
    expect((await visitor("de").call("payment/webhook/sandbox", late.body, late.headers)).status).toBe(403);
    await paidOnce(orderNumber);
  });

  it("a slow D1 on every statement only delays the settlement", async () => {
    const { orderNumber, paymentId } = await paidInSandbox();
    const faults = faultInjector().inject({ target: "d1", kind: "slow", times: 20, delayMs: 10 });
    const { body, headers } = await webhook(paymentId, `evt-slow-${paymentId}`, "success");
    expect((await visitor("de", {}, faults.env).call("payment/webhook/sandbox", body, headers)).data).toEqual({
      duplicate: false,
      status: "processing",
    });
    await paidOnce(orderNumber);
  });

  it("money for an order cancelled meanwhile goes back once, however often the verdict arrives", async () => {
    const sku = await addProduct({ code: `l${crypto.randomUUID().slice(0, 8)}`, priceCents: 7000, stock: 1 });
    const shopper = visitor("de");
    await shopper.call("cart/add", { sku });
    const created = await shopper.call("order/create", checkoutBody());
    const order = await env.DB.prepare("SELECT id, status FROM orders WHERE order_number = ?")
      .bind(created.data.orderNumber)
      .first<{ id: number; status: string }>();
    await transitionOrder(env.DB, order!, "cancelled", "cancelled by the customer");
    const back = await payInSandbox(shopper, created.data.paymentUrl, "success");
    const paymentId = String(created.data.paymentUrl).split("/").pop()!;
    const { body, headers } = await webhook(paymentId, `evt-late-pay-${paymentId}`, "success");
    await Promise.all([handlePayback(env, "sandbox", back.searchParams, back, noWait), visitor("de").call("payment/webhook/sandbox", body, headers)]);
    await handlePayback(env, "sandbox", back.searchParams, back, noWait);
    const payment = await env.DB.prepare("SELECT status, refunded_minor = amount_minor AS whole FROM payments WHERE id = ?").bind(paymentId).first();
    expect(payment).toEqual({ status: "refunded", whole: 1 });
    const notes = await env.DB.prepare(
      "SELECT count(*) AS n FROM order_events WHERE order_id = ? AND note LIKE 'payment after cancellation refunded%'",
    )
      .bind(order!.id)
      .first<{ n: number }>();
    expect(notes?.n).toBe(1);
    await expectLedgerHolds();
  });
});
