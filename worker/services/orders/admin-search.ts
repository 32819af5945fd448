import { formatMoney, type CurrencyCode } from "~/shared/money";
import { withdrawalForStaff } from "./withdrawal";
import { minorPrice, orderLines, type OrderRow } from "./orders-store";
import { providerRefundable } from "../payments/refunds";
import { asc, conditions, desc, keptStatusCount, pageOf, prefixRange } from "../admin/paging";
import { foldName } from "~/shared/fold-name";
import type { AdminListCursor, AdminOrderDetail, OrderListItem } from "~/shared/admin-types";

/** The back office's order list and order detail: reads only. */
export interface OrderFilter {
  q?: string;
  status?: string;
  store?: string;
  from?: number;
  to?: number;
  page?: number;
  cursor?: AdminListCursor;
}

const ORDERS_PAGE_SIZE = 25;
const WITHDRAWN_AT = "(SELECT w.created_at FROM order_withdrawals w WHERE w.order_id = orders.id)";

/** What staff type that reads as an order number or its start: letters then digits, or digits. */
const ORDER_NUMBER = /^[A-Za-z]*\d+$/;

/**
 * A name as staff type it: "smi" is the start of the last name; "jane smi" the first name(s) then
 * the start of the last name; "smith, jane" the last name then the first. Both folded as the
 * order's name columns are (shared/fold-name.ts); the first name matches by its start too.
 */
export function nameTerms(q: string): { last: string; first?: string } {
  const comma = q.indexOf(",");
  const lastWord = q.search(/\S+$/);
  const [last, first] = comma >= 0 ? [q.slice(0, comma), q.slice(comma + 1)] : [q.slice(lastWord), q.slice(0, lastWord)];
  const fold = (part: string) => foldName(part.trim().replace(/\s+/g, " "));
  const [l, f] = [fold(last), fold(first)];
  // "smith," or ", jane": the one name given is the last name's start.
  if (!l) return { last: f };
  return f ? { last: l, first: f } : { last: l };
}

/**
 * The order list's query: by number (exact or its start, through the number's index), email
 * (exact), the buyer's name, status, store and creation date; newest first. A name walks
 * `orders_billing_name` (migrations/1450_order_name_search.sql) in its own order — last name,
 * then newest first — so a whole last name lists newest first and the page stops after its rows;
 * INDEXED BY, since SQLite would otherwise rather take a status's or a store's index and read
 * every order of it.
 */
export function orderListQuery(filter: OrderFilter) {
  const where = conditions();
  const q = filter.q?.trim();
  let byName = false;
  if (q && q.includes("@")) where.add("email = ?", q);
  else if (q && ORDER_NUMBER.test(q)) {
    const range = prefixRange(q.toUpperCase());
    where.add("order_number >= ? AND order_number < ?", range.from, range.to);
  } else if (q) {
    const name = nameTerms(q);
    const last = prefixRange(name.last);
    where.add("billing_last_folded >= ? AND billing_last_folded < ?", last.from, last.to);
    if (name.first) {
      const first = prefixRange(name.first);
      where.add("billing_first_folded >= ? AND billing_first_folded < ?", first.from, first.to);
    }
    byName = true;
  }
  if (filter.status === "withdrawn") where.add(`${WITHDRAWN_AT} IS NOT NULL`);
  else if (filter.status) where.add("status = ?", filter.status);
  if (filter.store) where.add("store = ?", filter.store);
  if (filter.from !== undefined) where.add("created_at >= ?", filter.from);
  if (filter.to !== undefined) where.add("created_at < ?", filter.to);
  // Every order, or one status of them, is counted by the kept counts; any other filter counts its matches.
  const kept = !q && filter.status !== "withdrawn" && !filter.store && filter.from === undefined && filter.to === undefined;
  return {
    ...(kept ? { keptCount: keptStatusCount("orders", filter.status) } : {}),
    columns: `order_number, store, email, status, currency, total_minor, created_at, paid_at, ${WITHDRAWN_AT} AS withdrawn_at`,
    from: byName ? "orders INDEXED BY orders_billing_name" : "orders",
    key: [...(byName ? [asc("billing_last_folded")] : []), desc("created_at"), desc("id")],
    where,
  };
}

export function searchOrders(db: D1Database, filter: OrderFilter) {
  return pageOf(db, orderListQuery(filter), filter, ORDERS_PAGE_SIZE, (r): OrderListItem => ({
    orderNumber: String(r.order_number),
    store: String(r.store),
    email: String(r.email),
    status: String(r.status),
    total: formatMoney(Number(r.total_minor) / 100, r.currency as CurrencyCode),
    createdAt: Number(r.created_at),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
    withdrawnAt: r.withdrawn_at === null ? null : Number(r.withdrawn_at),
  }));
}

const parseJson = (text: string) => {
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return {};
  }
};

/** Everything staff need about one order: lines, payments and their references, addresses, history, notes, scans. */
export async function orderDetail(db: D1Database, orderNumber: string): Promise<AdminOrderDetail | null> {
  const order = await db
    .prepare("SELECT * FROM orders WHERE order_number = ?")
    .bind(orderNumber)
    .first<OrderRow & { updated_at: number; logistics_order_id: string | null }>();
  if (!order) return null;
  const money = (minor: number) => minorPrice(minor, order.currency).formatted;
  const [payments, events, notes, scans] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT id, provider, method, currency, amount_minor, refunded_minor, status, failure_reason, provider_reference, created_at, settled_at
           FROM payments WHERE order_id = ? ORDER BY created_at`,
      )
      .bind(order.id),
    db.prepare("SELECT from_status, to_status, note, created_at FROM order_events WHERE order_id = ? ORDER BY id").bind(order.id),
    db.prepare("SELECT staff_email, body, created_at FROM order_notes WHERE order_id = ? ORDER BY id").bind(order.id),
    db.prepare("SELECT occurred_at, description, location FROM shipment_events WHERE order_id = ? ORDER BY occurred_at").bind(order.id),
  ]);
  const [lines, withdrawal] = await Promise.all([orderLines(db, order.id), withdrawalForStaff(db, order.id)]);
  const paid = payments.results.find((p) => p.status === "succeeded" || p.status === "refunded");
  // The tariff insurance is refunded only after a withdrawal (payments/refunds.ts providerRefundable).
  const refundableMinor =
    paid && paid.status === "succeeded"
      ? providerRefundable(order, { amount_minor: Number(paid.amount_minor), refunded_minor: Number(paid.refunded_minor) }, withdrawal !== null)
      : 0;
  return {
    orderNumber: order.order_number,
    store: order.store,
    language: order.language,
    status: order.status,
    orderType: order.order_type,
    email: order.email,
    phone: order.phone,
    customerId: order.customer_id,
    currency: order.currency,
    rate: order.rate,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    paymentMethod: order.payment_method,
    shippingMethod: order.shipping_method,
    couponCode: order.coupon_code,
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    totals: {
      subtotal: money(order.subtotal_minor),
      discount: money(order.discount_minor),
      shipping: money(order.shipping_minor),
      jewelSafe: money(order.jewel_safe_minor),
      tariffInsurance: order.tariff_insurance_minor ? money(order.tariff_insurance_minor) : null,
      wallet: money(order.wallet_minor),
      total: money(order.total_minor),
    },
    refundable: { minor: refundableMinor, formatted: money(refundableMinor) },
    lines: lines.map((l) => ({
      title: l.title,
      sku: l.sku_code,
      quantity: l.quantity,
      color: l.color,
      size: l.size,
      signature: l.signature,
      total: money(l.line_minor),
    })),
    shippingAddress: parseJson(order.shipping_address),
    billingAddress: parseJson(order.billing_address),
    payments: payments.results.map((p) => ({
      id: String(p.id),
      provider: String(p.provider),
      method: String(p.method),
      status: String(p.status),
      amount: formatMoney(Number(p.amount_minor) / 100, p.currency as CurrencyCode),
      refunded: formatMoney(Number(p.refunded_minor) / 100, p.currency as CurrencyCode),
      reference: p.provider_reference === null ? null : String(p.provider_reference),
      failureReason: p.failure_reason === null ? null : String(p.failure_reason),
      createdAt: Number(p.created_at),
      settledAt: p.settled_at === null ? null : Number(p.settled_at),
    })),
    history: events.results.map((e) => ({
      from: e.from_status === null ? null : String(e.from_status),
      to: String(e.to_status),
      note: String(e.note),
      at: Number(e.created_at),
    })),
    notes: notes.results.map((n) => ({
      staffEmail: String(n.staff_email),
      body: String(n.body),
      at: Number(n.created_at),
    })),
    scans: scans.results.map((s) => ({
      at: Number(s.occurred_at),
      description: String(s.description),
      location: String(s.location),
    })),
    withdrawal: withdrawal && {
      at: withdrawal.created_at,
      name: withdrawal.name,
      email: withdrawal.email,
      source: withdrawal.source,
      statement: withdrawal.statement,
      refund: money(withdrawal.refund_minor),
      refundDueAt: withdrawal.refund_due_at,
    },
  };
}
