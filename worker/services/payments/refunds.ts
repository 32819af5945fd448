import type { Env } from "../../env";
import { findOrderByNumber, releaseStockStatements, transitionOrder, type OrderRow } from "../checkout/orders-store";
import type { OrderStatus } from "../checkout/order-status";
import { dueMinor } from "../checkout/wallet-payment";
import { providerByKey } from "./registry";
import type { PaymentRow } from "./payments";

/** The provider did not refund; the order is back in the status it had, nothing was changed. */
export class RefundFailed extends Error {}

const REFUNDABLE: readonly OrderStatus[] = ["processing", "shipped", "inReview"];

/**
 * Refunds the whole paid amount of an order through the provider that took it, and moves the
 * order to Refunded; the part paid from the wallet goes back to the wallet (transitionOrder).
 * The customer's cancel and customer service call it. Answers false when there is nothing
 * to refund, or when another change (a second cancel, the parcel shipping) got there first.
 *
 * The order is claimed first with a guarded status change to `refunding`: of two racing
 * callers only one makes it, so the provider is asked once. The provider is asked with an
 * idempotency key of the payment and amount (the adapters'), and when it refuses, the order
 * goes back to its status and RefundFailed is thrown.
 */
export async function refundOrder(env: Env, orderNumber: string, note: string, now = Date.now()): Promise<boolean> {
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order || !REFUNDABLE.includes(order.status as OrderStatus)) return false;
  const payment = await env.DB.prepare("SELECT * FROM payments WHERE order_id = ? AND status = 'succeeded' ORDER BY settled_at DESC LIMIT 1")
    .bind(order.id)
    .first<PaymentRow>();
  // Paid in full from the wallet: the refund is the wallet credit transitionOrder writes.
  if (!payment && order.wallet_minor > 0 && dueMinor(order) === 0) {
    return transitionOrder(env.DB, order, "refunded", `${note} (wallet)`, now, backOnShelf(env, order, order.status));
  }
  const provider = payment ? providerByKey(env, payment.provider) : null;
  if (!payment || !provider) return false;
  if (!(await transitionOrder(env.DB, order, "refunding", note, now))) return false;
  const claimed = { id: order.id, status: "refunding" };
  const amount = payment.amount_minor;
  let reference: string;
  try {
    ({ reference } = await provider.refund(env, { id: payment.id, amountMinor: amount, currency: order.currency }, amount));
  } catch (error) {
    console.error(`refund of ${orderNumber} through ${provider.key} failed`, error);
    await transitionOrder(env.DB, claimed, order.status as OrderStatus, `refund failed: ${error instanceof Error ? error.message : String(error)}`, Date.now());
    throw new RefundFailed(`refund of ${orderNumber} failed`);
  }
  return transitionOrder(env.DB, claimed, "refunded", `${note} (${reference})`, now, [
    env.DB.prepare("UPDATE payments SET status = 'refunded', refunded_minor = ? WHERE id = ? AND status = 'succeeded'").bind(amount, payment.id),
    ...backOnShelf(env, order, "refunding"),
  ]);
}

/** Before shipping the reserved stock goes back on sale; shipped goods come back as returns. */
const backOnShelf = (env: Env, order: OrderRow, from: string) => (order.status === "shipped" ? [] : releaseStockStatements(env.DB, order.id, from));
