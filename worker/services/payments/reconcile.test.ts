import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { paidOrder, staffBrowser } from "../../test/admin-client";
import { faultInjector } from "../../test/faults";
import { sendMerchantNotifications } from "../operate/notify";
import { reconcilePayments } from "./reconcile";
import { refundOrder } from "./refunds";

const attemptOf = (orderNumber: string) =>
  env.DB.prepare("SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ? AND p.status = 'succeeded'")
    .bind(orderNumber)
    .first<{ id: string }>()
    .then((row) => row!.id);

const openOf = (orderNumber: string) =>
  env.DB.prepare("SELECT kind FROM payment_mismatches WHERE order_number = ? AND resolved_at IS NULL ORDER BY kind")
    .bind(orderNumber)
    .all<{ kind: string }>()
    .then((r) => r.results.map((row) => row.kind));

describe("the reconciliation with the providers", () => {
  it("lists a paid order the provider has no money for, in the back office and the digest, until they agree again", async () => {
    const { orderNumber } = await paidOrder("de", 8000);
    const paymentId = await attemptOf(orderNumber);
    const decision = await env.DB.prepare("SELECT * FROM sandbox_transactions WHERE payment_id = ?").bind(paymentId).first();
    // The provider's record is gone: the shop counts money the provider never took.
    await env.DB.prepare("DELETE FROM sandbox_transactions WHERE payment_id = ?").bind(paymentId).run();
    const now = Date.now();
    expect((await reconcilePayments(env, now)).asked).toBeGreaterThan(0);
    expect(await openOf(orderNumber)).toEqual(["paidWithoutMoney"]);

    const staff = await staffBrowser("support");
    const listed = await staff.api<{ items: { orderNumber: string; kind: string }[] }>("admin/payments/mismatches", {});
    expect(listed.status).toBe(200);
    expect(listed.envelope.data.items).toContainEqual(expect.objectContaining({ orderNumber, kind: "paidWithoutMoney" }));
    await sendMerchantNotifications(env, now - 2 * 60 * 60 * 1000);
    expect(await sendMerchantNotifications(env, now + 2 * 60 * 1000)).toContain("de:paymentMismatch:1");

    await env.DB.prepare("INSERT INTO sandbox_transactions (payment_id, outcome, decided_at) VALUES (?, ?, ?)")
      .bind(paymentId, decision!.outcome, decision!.decided_at)
      .run();
    await env.DB.prepare("UPDATE payments SET reconciled_at = NULL WHERE id = ?").bind(paymentId).run();
    await reconcilePayments(env, now + 1000);
    expect(await openOf(orderNumber)).toEqual([]);
  }, 20_000);

  it("lists money the provider took for an attempt the shop has as failed", async () => {
    const { orderNumber } = await paidOrder("us", 3000);
    const paymentId = await attemptOf(orderNumber);
    await env.DB.prepare("UPDATE payments SET status = 'failed' WHERE id = ?").bind(paymentId).run();
    await reconcilePayments(env);
    expect(await openOf(orderNumber)).toEqual(["moneyWithoutPaidOrder"]);
  });

  it("lists a refund the provider made that the shop does not know, and not one both recorded", async () => {
    const { orderNumber } = await paidOrder("us", 3000);
    const paymentId = await attemptOf(orderNumber);
    // Given back at the provider's own dashboard, beside the shop.
    await env.DB.prepare("INSERT INTO sandbox_refunds (refund_key, payment_id, amount_minor, refunded_at) VALUES (?, ?, 1200, ?)")
      .bind(`dashboard-${paymentId}`, paymentId, Date.now())
      .run();
    await reconcilePayments(env);
    expect(await openOf(orderNumber)).toEqual(["refundDiffers"]);

    const { orderNumber: refunded } = await paidOrder("us", 3000);
    expect(await refundOrder(env, refunded, "customer service")).toBe(true);
    await reconcilePayments(env);
    expect(await openOf(refunded)).toEqual([]);
  });

  it("lists a refund that never finished", async () => {
    const { orderNumber } = await paidOrder("us", 3000);
    await env.DB.prepare("UPDATE orders SET status = 'refunding', updated_at = ? WHERE order_number = ?")
      .bind(Date.now() - 2 * 60 * 60 * 1000, orderNumber)
      .run();
    await reconcilePayments(env);
    expect(await openOf(orderNumber)).toEqual(["stuckRefunding"]);
  });

  it("a provider that cannot answer is asked again later, never counted as a mismatch", async () => {
    const { orderNumber } = await paidOrder("us", 3000);
    const paymentId = await attemptOf(orderNumber);
    const faults = faultInjector().inject({ target: "d1", match: "FROM sandbox_transactions", kind: "error", times: 100 });
    await reconcilePayments(faults.env);
    expect(await openOf(orderNumber)).toEqual([]);
    const row = await env.DB.prepare("SELECT reconciled_at FROM payments WHERE id = ?").bind(paymentId).first();
    expect(row).toEqual({ reconciled_at: null });
  });
});
