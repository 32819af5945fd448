import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";
import { paramOf, requested, requestRow, staffActor } from "../../test/custom-jewelry-fixtures";
import { expectPlainError, faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import { quoteRequest } from "../custom-jewelry/stages";
import { handlePayback } from "../payments/payback";

/**
 * Paying a custom-jewelry stage (its deposit) with D1 failing at the order's batch, which claims
 * the stage, and at the settlement's batch, which moves the request on
 * (docs/decisions/1310-nothing-lost.md). What the shopper sees: at checkout the plain error
 * envelope (HTTP 500, no internals) and Pay again completes one order for the stage, never "being
 * paid in another checkout"; on the return the plain error page, and a reload pays the stage once:
 * one live order holds the stage, one payment event moves the request to deposit_paid.
 */
const noWait = () => {};
const KINDS: FaultKind[] = ["error", "timeout", "lost"];

async function quotedDeposit() {
  const faults = faultInjector();
  const shopper = visitor("de", {}, faults.env);
  const { number } = await requested(shopper);
  await quoteRequest(env.DB, await staffActor(), await requestRow(number), 100000, 3000);
  return { number, param: await paramOf(number, "deposit"), shopper, faults };
}

const liveOrders = async (param: string) =>
  (
    await env.DB.prepare("SELECT order_number FROM orders WHERE custom_made_param = ? AND status <> 'cancelled'")
      .bind(param)
      .all<{ order_number: string }>()
  ).results.map((r) => r.order_number);

/** The stage is paid once: the request moved once by a payment, its one order paid once. */
async function stagePaidOnce(number: string, orderNumber: string) {
  expect((await requestRow(number)).status).toBe("deposit_paid");
  const moves = await env.DB.prepare(
    `SELECT e.to_status, e.note FROM custom_request_events e JOIN custom_requests r ON r.id = e.request_id
      WHERE r.request_number = ? AND e.actor = 'payment'`,
  )
    .bind(number)
    .all();
  expect(moves.results).toEqual([{ to_status: "deposit_paid", note: orderNumber }]);
  const order = await env.DB.prepare(
    `SELECT o.status, (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS captured
       FROM orders o WHERE o.order_number = ?`,
  )
    .bind(orderNumber)
    .first();
  expect(order).toEqual({ status: "processing", captured: 1 });
  await expectLedgerHolds();
}

describe("custom stage claim under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the order's batch that claims the stage: a plain error, Pay again orders the stage once`, async () => {
      const { number, param, shopper, faults } = await quotedDeposit();
      faults.inject({ target: "d1.batch", match: "UPDATE custom_payment_requests SET order_id", kind });
      const body = checkoutBody({ orderType: "custommade", customMadeParam: param });
      expectPlainError(await shopper.call("order/create", body));
      expect(faults.fired).toHaveLength(1);
      // Applied or not, never half: the claim and the order together.
      expect(await liveOrders(param)).toHaveLength(kind === "lost" ? 1 : 0);

      const retry = await shopper.call("order/create", body);
      expect(retry.status).toBe(200);
      expect(await liveOrders(param)).toEqual([retry.data.orderNumber]);
      const back = await payInSandbox(shopper, retry.data.paymentUrl, "success");
      await handlePayback(env, "sandbox", back.searchParams, back, noWait);
      await stagePaidOnce(number, retry.data.orderNumber);
    });
  }
});

describe("custom stage settlement under faults", () => {
  for (const kind of KINDS) {
    it(`D1 ${kind} on the settlement: the return fails, the reload pays the stage once`, async () => {
      const { number, param, shopper } = await quotedDeposit();
      const created = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: param }));
      expect(created.status).toBe(200);
      const back = await payInSandbox(shopper, created.data.paymentUrl, "success");
      const faults = faultInjector().inject({ target: "d1.batch", match: "INSERT INTO custom_request_events", kind });
      await expect(handlePayback(faults.env, "sandbox", back.searchParams, back, noWait)).rejects.toThrow(/injected/);
      expect(faults.fired).toHaveLength(1);
      // Not applied: the request still waits for its deposit; lost: paid already, the reload a no-op.
      expect((await requestRow(number)).status).toBe(kind === "lost" ? "deposit_paid" : "quoted");
      const reload = await handlePayback(faults.env, "sandbox", back.searchParams, back, noWait);
      expect(reload).toMatchObject({ result: "success", order: { orderNumber: created.data.orderNumber, status: "processing" } });
      await handlePayback(env, "sandbox", back.searchParams, back, noWait);
      await stagePaidOnce(number, created.data.orderNumber);
    });
  }
});
