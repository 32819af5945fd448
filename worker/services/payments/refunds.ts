import type { Env } from "../../env";
import { findOrderByNumber, releaseStockStatements, transitionOrder } from "../checkout/orders-store";
import { dueMinor } from "../checkout/wallet-payment";
import { providerByKey } from "./registry";
import type { PaymentRow } from "./payments";

/** A partial refund: how much (the order's currency, minor units); statements for the same batch. */
export interface RefundOptions {
  /** Omitted: everything not yet refunded. Less than that leaves the order in its status. */
  amountMinor?: number;
  /** More statements for the refund's batch (the back office's audit row). */
  extra?: D1PreparedStatement[];
}

/**
 * Refunds an order through the provider that took its payment: in full (what has not been
 * refunded yet), moving the order to Refunded — the part paid from the wallet goes back to the
 * wallet (transitionOrder) — or in part, which keeps the order's status and records the refund
 * in its history. Answers false when there is nothing (or not that much) to refund. The back
 * office calls it (worker/services/admin/order-actions.ts).
 */
export async function refundOrder(env: Env, orderNumber: string, note: string, now = Date.now(), options: RefundOptions = {}): Promise<boolean> {
  const extra = options.extra ?? [];
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order || !["processing", "shipped", "inReview"].includes(order.status)) return false;
  const payment = await env.DB.prepare("SELECT * FROM payments WHERE order_id = ? AND status = 'succeeded' ORDER BY settled_at DESC LIMIT 1")
    .bind(order.id)
    .first<PaymentRow>();
  const provider = payment ? providerByKey(env, payment.provider) : null;
  // Before shipping the reserved stock goes back on sale; shipped goods come back as returns.
  const backOnShelf = order.status === "shipped" ? [] : releaseStockStatements(env.DB, order.id, order.status);
  // Paid in full from the wallet: the refund is the wallet credit transitionOrder writes.
  if (!payment && order.wallet_minor > 0 && dueMinor(order) === 0 && options.amountMinor === undefined) {
    return transitionOrder(env.DB, order, "refunded", `${note} (wallet)`, now, [...backOnShelf, ...extra]);
  }
  if (!payment || !provider) return false;
  const remaining = payment.amount_minor - payment.refunded_minor;
  const amount = options.amountMinor ?? remaining;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) return false;
  const { reference } = await provider.refund(env, { id: payment.id, amountMinor: payment.amount_minor, currency: order.currency }, amount);
  if (amount < remaining) return partialRefunded(env.DB, order, payment.id, amount, `${note} (${reference})`, now, extra);
  return transitionOrder(env.DB, order, "refunded", `${note} (${reference})`, now, [
    env.DB.prepare("UPDATE payments SET status = 'refunded', refunded_minor = amount_minor WHERE id = ? AND status = 'succeeded'").bind(payment.id),
    ...backOnShelf,
    ...extra,
  ]);
}

/** The provider has given part of the money back: count it on the payment and in the order's history. */
async function partialRefunded(
  db: D1Database,
  order: { id: number; status: string },
  paymentId: string,
  amount: number,
  note: string,
  now: number,
  extra: D1PreparedStatement[],
) {
  const [counted] = await db.batch([
    db
      .prepare("UPDATE payments SET refunded_minor = refunded_minor + ?1 WHERE id = ?2 AND status = 'succeeded' AND refunded_minor + ?1 < amount_minor")
      .bind(amount, paymentId),
    db.prepare("INSERT INTO order_events (order_id, from_status, to_status, note, created_at) VALUES (?, ?, ?, ?, ?)").bind(order.id, order.status, order.status, `partial refund: ${note}`, now),
    ...extra,
  ]);
  return counted.meta.changes === 1;
}
