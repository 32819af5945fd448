import type { Env } from "../../env";
import { findOrderByNumber, releaseStockStatements, transitionOrder } from "../checkout/orders-store";
import { dueMinor } from "../checkout/wallet-payment";
import { providerByKey } from "./registry";
import type { PaymentRow } from "./payments";

/**
 * Refunds the whole paid amount of an order through the provider that took it, and moves the
 * order to Refunded; the part paid from the wallet goes back to the wallet (transitionOrder). Customer service calls it (there is no admin screen yet). Answers false
 * when there is nothing to refund.
 */
export async function refundOrder(env: Env, orderNumber: string, note: string, now = Date.now()): Promise<boolean> {
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order || !["processing", "shipped", "inReview"].includes(order.status)) return false;
  const payment = await env.DB.prepare("SELECT * FROM payments WHERE order_id = ? AND status = 'succeeded' ORDER BY settled_at DESC LIMIT 1")
    .bind(order.id)
    .first<PaymentRow>();
  const provider = payment ? providerByKey(env, payment.provider) : null;
  // Before shipping the reserved stock goes back on sale; shipped goods come back as returns.
  const backOnShelf = order.status === "shipped" ? [] : releaseStockStatements(env.DB, order.id, order.status);
  // Paid in full from the wallet: the refund is the wallet credit transitionOrder writes.
  if (!payment && order.wallet_minor > 0 && dueMinor(order) === 0) {
    return transitionOrder(env.DB, order, "refunded", `${note} (wallet)`, now, backOnShelf);
  }
  if (!payment || !provider) return false;
  const amount = payment.amount_minor;
  const { reference } = await provider.refund(env, { id: payment.id, amountMinor: amount, currency: order.currency }, amount);
  return transitionOrder(env.DB, order, "refunded", `${note} (${reference})`, now, [
    env.DB.prepare("UPDATE payments SET status = 'refunded', refunded_minor = ? WHERE id = ? AND status = 'succeeded'").bind(amount, payment.id),
    ...backOnShelf,
  ]);
}
