import type { Env } from "../../env";
import type { OrderRow } from "../orders/orders-store";
import type { PaymentRow } from "./payments";
import type { PaymentProvider } from "./provider";

/**
 * Money a provider took for an order that was cancelled meanwhile (the shopper paid on the
 * provider's page after the order expired or was cancelled): the order cannot come back, its
 * stock is gone, so the money goes back (docs/decisions/1310-nothing-lost.md). Asked of the
 * provider with the refund's idempotency key, so a second delivery of the same verdict, or two
 * at once, refund once; recorded on the payment only if it is still unrefunded. A provider that
 * refuses leaves the payment captured, which the ledger check and the reconciliation list.
 */
export async function refundLatePayment(
  env: Env,
  provider: PaymentProvider,
  order: Pick<OrderRow, "id" | "status" | "currency">,
  payment: PaymentRow,
  now = Date.now(),
) {
  if (order.status !== "cancelled" || payment.status !== "succeeded" || payment.refunded_minor > 0) return false;
  try {
    const { reference } = await provider.refund(
      env,
      {
        id: payment.id,
        amountMinor: payment.amount_minor,
        refundedMinor: 0,
        currency: order.currency as PaymentRow["currency"] & OrderRow["currency"],
      },
      payment.amount_minor,
    );
    const results = await env.DB.batch([
      env.DB.prepare(
        "UPDATE payments SET status = 'refunded', refunded_minor = amount_minor WHERE id = ? AND status = 'succeeded' AND refunded_minor = 0",
      ).bind(payment.id),
      env.DB.prepare(
        `INSERT INTO order_events (order_id, from_status, to_status, note, created_at)
         SELECT ?1, 'cancelled', 'cancelled', ?2, ?3 WHERE changes() = 1`,
      ).bind(order.id, `payment after cancellation refunded (${reference})`, now),
    ]);
    return results[0].meta.changes === 1;
  } catch (error) {
    console.error("refund of a payment for a cancelled order failed", order.id, payment.id, error);
    return false;
  }
}
