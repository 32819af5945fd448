import type { Env } from "../../env";
import {
  ORDER_PAGES_FROM_CURSOR,
  type CancelMode,
  type OrderDetailView,
  type OrderListCursor,
  type OrderListItem,
  type OrderListView,
} from "~/shared/account-order-types";
import type { CheckoutAddress } from "~/shared/schemas/order";
import { payAgainMethods } from "./order-access";
import { shopperDifferences } from "../custom-jewelry/differences";
import { returnableLines } from "./returns";
import { withdrawalState } from "./withdrawal";
import { canTransition, isOrderStatus, type OrderStatus } from "./order-status";
import {
  findOrderByNumber,
  isExpiredUnpaid,
  minorPrice,
  orderLines,
  toSummary,
  cancelOverdueUnasked,
  holdEnd,
  UNPAID_LIFETIME_MS,
  type OrderRow,
} from "./orders-store";

/**
 * A signed-in customer's orders. An order belongs to the customer
 * whose id it was placed under; anyone else's order number reads exactly like one that does
 * not exist.
 */

const ORDERS_PAGE_SIZE = 10;

/** Paid statuses: cancelling one of these means refunding it. */
const PAID: readonly OrderStatus[] = ["processing", "inReview"];

/** Unpaid orders past their hold: cancelled on reading, so lists and filters agree with the cron (unless a provider must be asked first). */
const overdueStatement = (db: D1Database, customerId: number, now: number) =>
  db
    .prepare(
      `SELECT id, status FROM orders WHERE customer_id = ? AND status = 'unpaid' AND coalesce(hold_until, created_at + ${UNPAID_LIFETIME_MS}) < ?`,
    )
    .bind(customerId, now);

/** What a listed order shows: its own columns, its lines' summary among them. */
const LIST_COLUMNS = "id, order_number, created_at, status, total_minor, currency, item_count, first_title";
type ListRow = Pick<OrderRow, "id" | "order_number" | "created_at" | "status" | "total_minor" | "currency" | "item_count" | "first_title">;

/**
 * The customer's orders, or those in one status, from one kept row: the total
 * (migrations/1440_order_list_summary.sql) or the status's count (1420_customer_order_counts.sql).
 */
const countStatement = (db: D1Database, customerId: number, status: OrderStatus | null) =>
  db
    .prepare(
      `SELECT coalesce(CASE WHEN ?2 IS NULL THEN (SELECT order_count FROM customer_order_totals WHERE customer_id = ?1)
                            ELSE (SELECT order_count FROM customer_order_counts WHERE customer_id = ?1 AND status = ?2) END, 0) AS n`,
    )
    .bind(customerId, status);

/**
 * A page of the customer's orders in one round trip: the overdue check, the count and the page
 * asked for are one batch. The count is one kept row (`countStatement`); each order carries what
 * the list shows of its lines (`item_count`, `first_title`, kept by triggers on its lines), so
 * the page reads its orders and nothing else. The page is read by key from
 * `from`, the first order of a page seen at most ORDER_PAGES_FROM_CURSOR pages before it, down
 * the customer's orders by date (orders_customer); without one, by its number (an OFFSET within
 * the customer's own orders). The rare read that cancels an overdue order, or asks past the last
 * page, reads again.
 */
export async function listCustomerOrders(
  db: D1Database,
  customerId: number,
  options: { page?: number; status?: OrderStatus; pageSize?: number; from?: OrderListCursor } = {},
  now = Date.now(),
): Promise<OrderListView> {
  const pageSize = options.pageSize ?? ORDERS_PAGE_SIZE;
  const status = options.status ?? null;
  let page = Math.max(1, options.page ?? 1);
  let from = options.from && options.from.page <= page && page - options.from.page <= ORDER_PAGES_FROM_CURSOR ? options.from : null;
  for (;;) {
    const skip = (page - (from?.page ?? 1)) * pageSize;
    const [overdue, counted, rows] = await db.batch([
      overdueStatement(db, customerId, now),
      countStatement(db, customerId, status),
      db
        .prepare(
          `SELECT ${LIST_COLUMNS} FROM orders WHERE customer_id = ?1 AND (?2 IS NULL OR status = ?2) AND (created_at, id) <= (?5, ?6)
            ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4`,
        )
        .bind(customerId, status, pageSize, skip, from?.at ?? Number.MAX_SAFE_INTEGER, from?.id ?? Number.MAX_SAFE_INTEGER),
    ]);
    let cancelled = false;
    for (const order of overdue.results as { id: number; status: string }[]) {
      if (await cancelOverdueUnasked(db, order, now)) cancelled = true;
    }
    const total = (counted.results[0] as { n: number } | undefined)?.n ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const fits = Math.min(page, pageCount);
    if (!cancelled && fits === page) {
      const orders = rows.results as ListRow[];
      const start = orders[0] ? { page, at: orders[0].created_at, id: orders[0].id } : null;
      return { orders: orders.map(listItem), page, pageSize, pageCount, total, status, start };
    }
    // Read again by number: an order cancelled or a page past the end moves what the cursor's page held.
    page = fits;
    from = null;
  }
}

function listItem(row: ListRow): OrderListItem {
  return {
    orderNumber: row.order_number,
    createdAt: row.created_at,
    status: isOrderStatus(row.status) ? row.status : "unknown",
    total: minorPrice(row.total_minor, row.currency),
    itemCount: row.item_count,
    firstTitle: row.first_title,
  };
}

/** The customer's order, brought up to date (an overdue unpaid one is cancelled); null if it is not theirs. */
export async function findCustomerOrder(db: D1Database, customerId: number, orderNumber: string, now = Date.now()): Promise<OrderRow | null> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order || order.customer_id !== customerId) return null;
  if (!isExpiredUnpaid(order, now)) return order;
  return (await cancelOverdueUnasked(db, order, now)) ? findOrderByNumber(db, orderNumber) : order;
}

/** What Cancel does in this status, if the status table lets the customer cancel at all. */
export function cancelModeOf(status: string, orderType = "normal"): CancelMode {
  if (!isOrderStatus(status)) return null;
  // A paid custom-jewelry stage is not refunded on its own: the request is cancelled instead,
  // which keeps the deposit (docs/decisions/0900-custom-jewelry.md).
  if (PAID.includes(status)) return orderType !== "custommade" && canTransition(status, "refunded") ? "refund" : null;
  return canTransition(status, "cancelled") ? "cancel" : null;
}

function parseAddress(json: string): CheckoutAddress & { email?: string } {
  return JSON.parse(json) as CheckoutAddress & { email?: string };
}

async function orderDetailView(env: Env, order: OrderRow): Promise<OrderDetailView> {
  const db = env.DB;
  const payable = order.status === "unpaid";
  const [lines, events, returnable, differences, methods, withdrawal] = await Promise.all([
    orderLines(db, order.id),
    db
      .prepare("SELECT occurred_at AS at, description, location FROM shipment_events WHERE order_id = ? ORDER BY occurred_at DESC, id DESC")
      .bind(order.id)
      .all<{ at: number; description: string; location: string }>(),
    returnableLines(db, order),
    shopperDifferences(db, order.id),
    payable ? payAgainMethods(env, order) : [],
    withdrawalState(db, order),
  ]);
  const billingSame = order.billing_address === order.shipping_address;
  return {
    order: toSummary(order, lines),
    shippingAddress: parseAddress(order.shipping_address),
    billingAddress: billingSame ? null : parseAddress(order.billing_address),
    shipCountry: order.ship_country,
    tracking: { carrier: order.carrier, trackingNumber: order.tracking_number, events: events.results },
    cancelMode: cancelModeOf(order.status, order.order_type),
    retryUntil: payable ? holdEnd(order) : null,
    methods,
    returnable,
    differences,
    withdrawal,
  };
}

export async function customerOrderDetail(env: Env, customerId: number, orderNumber: string, now = Date.now()) {
  const order = await findCustomerOrder(env.DB, customerId, orderNumber, now);
  return order ? orderDetailView(env, order) : null;
}
