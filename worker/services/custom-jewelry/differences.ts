import type { OrderDifference } from "~/shared/account-order-types";
import { pathTo } from "~/shared/url-scheme";
import { minorPrice } from "../orders/orders-store";

/**
 * The price differences asked for an existing order (docs/decisions/0900-custom-jewelry.md):
 * each with its reason and fixed amount, and the order that pays it, if any. The back office
 * and the shopper's order detail read the same rows.
 */
interface DifferenceRow {
  param: string;
  reason: string;
  currency: string;
  amount_minor: number;
  created_at: number;
  voided_at: number | null;
  order_number: string | null;
  status: string | null;
  paid_at: number | null;
}

const PAID_STATUSES = ["processing", "shipped", "inReview"];

export async function orderDifferences(db: D1Database, orderId: number) {
  const { results } = await db
    .prepare(
      `SELECT p.param, p.reason, p.currency, p.amount_minor, p.created_at, p.voided_at, o.order_number, o.status, o.paid_at
         FROM custom_payment_requests p LEFT JOIN orders o ON o.custom_made_param = p.param AND o.store = p.store AND o.status <> 'cancelled'
        WHERE p.for_order_id = ? ORDER BY p.created_at, p.param`,
    )
    .bind(orderId)
    .all<DifferenceRow>();
  return results.map((r) => ({
    param: r.param,
    reason: r.reason,
    amount: minorPrice(r.amount_minor, r.currency as never),
    createdAt: r.created_at,
    paymentOrder: r.order_number,
    paid: PAID_STATUSES.includes(r.status ?? ""),
    paidAt: r.paid_at,
    open: r.voided_at === null && r.order_number === null,
  }));
}

/** The checkout link that pays a difference (or a custom stage) by its param. */
export const differencePayPath = (param: string) => pathTo("checkout", {}, { orderType: "custommade", customMadeParam: param });

/** What the shopper's order detail shows: reason, amount, paid or not, and the link while it is open. */
export async function shopperDifferences(db: D1Database, orderId: number): Promise<OrderDifference[]> {
  return (await orderDifferences(db, orderId)).map((d) => ({
    reason: d.reason,
    amount: d.amount,
    paid: d.paid,
    payUrl: d.open ? differencePayPath(d.param) : null,
  }));
}
