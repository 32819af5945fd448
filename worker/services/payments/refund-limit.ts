import { can, SUPPORT_REFUND_LIMIT_CENTS } from "~/shared/admin-roles";
import type { OrderRow } from "../orders/orders-store";
import { isWithdrawn, providerRefundable, succeededPayment, walletKeeps } from "./refunds";

/**
 * Support may give back up to SUPPORT_REFUND_LIMIT_CENTS on an order, counting everything the
 * order has given back already (provider refunds, wallet credits, returns), not per call: ten
 * refunds of the limit would otherwise give back ten times the limit. Owners any amount.
 */

/** What the order has given back so far, in its own currency: provider refunds and wallet credits. */
async function givenBackMinor(db: D1Database, order: Pick<OrderRow, "id" | "order_number" | "rate">): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT coalesce(sum(refunded_minor), 0) FROM payments WHERE order_id = ?1) AS provider,
              (SELECT coalesce(sum(amount_cents), 0) FROM wallet_transactions WHERE kind = 'refund' AND reference = ?2) AS wallet`,
    )
    .bind(order.id, order.order_number)
    .first<{ provider: number; wallet: number }>();
  return (row?.provider ?? 0) + Math.round((row?.wallet ?? 0) * order.rate);
}

/** A full refund's amount: what the provider still holds and what the wallet paid, the tariff insurance only after a withdrawal. */
export async function fullRefundMinor(db: D1Database, order: OrderRow): Promise<number> {
  const [paid, withdrawn] = await Promise.all([succeededPayment(db, order.id), isWithdrawn(db, order.id)]);
  return (paid ? providerRefundable(order, paid, withdrawn) : 0) + order.wallet_minor - walletKeeps(order, withdrawn);
}

/** Whether `role` may give back `amounts` more (minor units of each order) on these orders together. */
export async function withinRefundLimit(db: D1Database, role: string, amounts: { order: OrderRow; amountMinor: number }[]): Promise<boolean> {
  if (can(role, "staff.manage")) return true;
  let usdCents = 0;
  for (const { order, amountMinor } of amounts) usdCents += ((await givenBackMinor(db, order)) + amountMinor) / order.rate;
  return usdCents <= SUPPORT_REFUND_LIMIT_CENTS;
}
