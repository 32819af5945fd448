import type { OrderSummary, Price } from "~/shared/checkout-types";
import { formatMoney, type CurrencyCode } from "~/shared/money";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { ShippingMethodKey } from "~/shared/shipping-rules";
import { HOLDS_STOCK, assertTransition, isOrderStatus, type OrderStatus } from "./order-status";
import { orderReleaseStatement } from "../ledger/stock-movements";
import { couponReturnStatements } from "../coupons/redeem";
import { walletReturnStatement } from "../checkout/wallet-payment";
import type { Row } from "../../db/schema.generated";

/** Orders in D1: reading them, and moving them between statuses through the one table. */
/**
 * `SELECT * FROM orders`: every column as the migrations make it (worker/db/schema.generated.ts),
 * the keys the code stores narrowed to their unions.
 */
export interface OrderRow extends Row<"orders"> {
  order_type: OrderSummary["orderType"];
  shipping_method: ShippingMethodKey;
  payment_method: PaymentMethodKey;
  currency: CurrencyCode;
}

/** The free-gift campaign of a gift line (`gift_code`) is null for lines the shopper paid for. */
export type OrderLineRow = Pick<
  Row<"order_lines">,
  "title" | "quantity" | "line_minor" | "color" | "size" | "signature" | "sku_code" | "product_code" | "reserved" | "gift_code"
>;

export const findOrderByNumber = (db: D1Database, orderNumber: string) =>
  db.prepare("SELECT * FROM orders WHERE order_number = ?").bind(orderNumber).first<OrderRow>();

export const findOrderByKey = (db: D1Database, key: string) =>
  db.prepare("SELECT * FROM orders WHERE idempotency_key = ?").bind(key).first<OrderRow>();

export const findOrderById = (db: D1Database, id: number) => db.prepare("SELECT * FROM orders WHERE id = ?").bind(id).first<OrderRow>();

const LINES_OF = (order: string) =>
  `SELECT title, quantity, line_minor, color, size, signature, sku_code, product_code, reserved, gift_code
     FROM order_lines WHERE order_id = ${order} ORDER BY position`;

export async function orderLines(db: D1Database, orderId: number): Promise<OrderLineRow[]> {
  const { results } = await db.prepare(LINES_OF("?")).bind(orderId).all<OrderLineRow>();
  return results;
}

/** The lines of the order a payment attempt is for, as a statement: read in the attempt's own round trip. */
export const linesOfPaymentStatement = (db: D1Database, paymentId: string) =>
  db.prepare(LINES_OF("(SELECT order_id FROM payments WHERE id = ?)")).bind(paymentId);

export function minorPrice(minor: number, currency: CurrencyCode): Price {
  const amount = minor / 100;
  return { amount, currency, formatted: formatMoney(amount, currency) };
}

export function toSummary(order: OrderRow, lines: OrderLineRow[]): OrderSummary {
  const money = (minor: number) => minorPrice(minor, order.currency);
  return {
    orderNumber: order.order_number,
    status: isOrderStatus(order.status) ? order.status : "unknown",
    orderType: order.order_type,
    email: order.email,
    currency: order.currency,
    createdAt: order.created_at,
    paymentMethod: order.payment_method,
    shippingMethod: order.shipping_method,
    lines: lines.map((l) => ({
      title: l.title,
      quantity: l.quantity,
      lineTotal: money(l.line_minor),
      color: l.color,
      size: l.size,
      signature: l.signature,
      gift: l.gift_code !== null,
    })),
    subtotal: money(order.subtotal_minor),
    discount: money(order.discount_minor),
    jewelSafe: money(order.jewel_safe_minor),
    shipping: money(order.shipping_minor),
    tariffInsurance: money(order.tariff_insurance_minor ?? 0),
    total: money(order.total_minor),
    wallet: money(order.wallet_minor),
    couponCode: order.coupon_code,
  };
}

/** The statements that give reserved stock back, guarded so they run once per order. */
export function releaseStockStatements(db: D1Database, orderId: number, from: string, now = Date.now()): D1PreparedStatement[] {
  const guard = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = ?2 AND stock_released = 0)";
  return [
    orderReleaseStatement(db, orderId, from, guard, now),
    db
      .prepare(
        `UPDATE skus SET stock = stock + (
           SELECT sum(quantity) FROM order_lines l WHERE l.order_id = ?1 AND l.reserved = 1 AND l.sku_code = skus.sku_code)
         WHERE stock IS NOT NULL AND ${guard}
           AND sku_code IN (SELECT sku_code FROM order_lines WHERE order_id = ?1 AND reserved = 1)`,
      )
      .bind(orderId, from),
    db.prepare(`UPDATE orders SET stock_released = 1 WHERE id = ?1 AND status = ?2`).bind(orderId, from),
  ];
}

/**
 * Moves an order from `from` to `to` if the table allows it and the order is still in `from`
 * (a concurrent change wins, this one then changes nothing). Everything runs in one batch:
 * the history row, stock given back on cancellation, `extra` statements of the caller, and
 * last the status itself. Answers whether the move happened.
 */
export async function transitionOrder(
  db: D1Database,
  order: Pick<OrderRow, "id" | "status">,
  to: OrderStatus,
  note: string,
  now = Date.now(),
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  return (await transitionOrderReading(db, order, to, note, now, extra, [])).changed;
}

/** transitionOrder, with `readBack` read after the change in the same batch (one round trip). */
export async function transitionOrderReading(
  db: D1Database,
  order: Pick<OrderRow, "id" | "status">,
  to: OrderStatus,
  note: string,
  now: number,
  extra: D1PreparedStatement[],
  readBack: D1PreparedStatement[],
): Promise<{ changed: boolean; read: D1Result[] }> {
  assertTransition(order.status, to);
  const from = order.status;
  const stillFrom = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = ?2)";
  const releases = to === "cancelled" && HOLDS_STOCK.includes(from as OrderStatus);
  const results = await db.batch([
    db
      .prepare(`INSERT INTO order_events (order_id, from_status, to_status, note, created_at) SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${stillFrom}`)
      .bind(order.id, from, to, note, now),
    ...(releases ? releaseStockStatements(db, order.id, from, now) : []),
    // A coupon spent on an order that does not go ahead is given back (the free gift's unit is a
    // reserved line, so the stock release above gives it back).
    ...(to === "cancelled" ? couponReturnStatements(db, order.id, from) : []),
    // Store credit spent on the order goes back to the wallet when the order does not go ahead.
    ...(to === "cancelled" || to === "refunded" ? [walletReturnStatement(db, order.id, from, now, to === "refunded")] : []),
    ...extra,
    db
      .prepare(
        `UPDATE orders SET status = ?3, updated_at = ?4, paid_at = CASE WHEN ?3 = 'processing' THEN coalesce(paid_at, ?4) ELSE paid_at END
          WHERE id = ?1 AND status = ?2`,
      )
      .bind(order.id, from, to, now),
    ...readBack,
  ]);
  const read = results.splice(results.length - readBack.length);
  // More than 1 for a customer's order: D1 counts the kept per-customer counts' trigger writes too (migrations/1420_customer_order_counts.sql).
  return { changed: (results.at(-1)?.meta.changes ?? 0) > 0, read };
}

/** Unpaid orders older than this are cancelled and their stock goes back (retry within 24 hours). */
export const UNPAID_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** When an unpaid order's hold ends: 24 hours, or later while its provider says pending (payments/expiry.ts). */
export const holdEnd = (order: Pick<OrderRow, "created_at" | "hold_until">) => order.hold_until ?? order.created_at + UNPAID_LIFETIME_MS;

export const isExpiredUnpaid = (order: Pick<OrderRow, "status" | "created_at" | "hold_until">, now = Date.now()) =>
  order.status === "unpaid" && now > holdEnd(order);

/**
 * An overdue unpaid order met on a page (its account page, Pay again) is cancelled there only
 * when no attempt is open at a provider: one that is open may have been paid with its return and
 * webhook lost, and only the cron asks the provider first (payments/expiry.ts). Answers whether
 * the order was cancelled.
 */
export async function cancelOverdueUnasked(db: D1Database, order: Pick<OrderRow, "id" | "status">, now = Date.now()): Promise<boolean> {
  const open = await db.prepare("SELECT 1 AS open FROM payments WHERE order_id = ? AND status = 'pending' LIMIT 1").bind(order.id).first();
  if (open) return false;
  return transitionOrder(db, order, "cancelled", "unpaid for 24 hours", now);
}
