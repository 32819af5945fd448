import type { TrackingView } from "~/shared/checkout-types";
import { paymentMethodRefusal, paymentMethodsFor, type PaymentMethodKey } from "~/shared/payment-methods";
import type { StoreKey } from "~/shared/stores";
import type { Env } from "../../env";
import { startPayment } from "../payments/attempt-start";
import { RATE_LIMITS } from "../rate-limit";
import { hitAtAddress } from "../address-budget";
import { payableProviders } from "../payments/registry";
import { customerCards } from "../payments/stored-cards";
import { paymentRefused } from "./order-plan";
import { assertPaymentOpen } from "../checkout/decline-lock";
import { OrderRefused } from "./order-refused";
import { withdrawalStateOf } from "./withdrawal";
import { cancelOverdueUnasked, findOrderByNumber, isExpiredUnpaid, type OrderRow } from "./orders-store";

/** Paying an unpaid order again (Continue) and tracking an order: who may, and what they see. */

// Digits only, without a national trunk prefix (030… in Germany is +49 30…).
const digits = (text: string) => text.replace(/\D/g, "").replace(/^0+/, "");

/**
 * The contact a tracker typed matches the order's email (any case) or its phone (digits only;
 * with or without the country code or trunk 0, at least 7 digits).
 */
export function contactMatches(order: Pick<OrderRow, "email" | "phone">, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes("@")) return typed.toLowerCase() === order.email.toLowerCase();
  const a = digits(typed);
  const b = digits(order.phone);
  if (a.length < 7 || b.length < 7) return false;
  return a === b || b.endsWith(a) || a.endsWith(b);
}

/** How a tracker names the order: its number, or the tracking number of its shipment. */
export type TrackBy = { orderNumber: string } | { trackingNumber: string };

/** The orders a tracker may mean, as SQL with its values: by number, or up to 20 under one tracking number. */
function candidatesSql(by: TrackBy): { sql: string; value: string } {
  return "orderNumber" in by
    ? { sql: "SELECT * FROM orders WHERE order_number = ?", value: by.orderNumber }
    : { sql: "SELECT * FROM orders WHERE tracking_number = ? ORDER BY created_at DESC LIMIT 20", value: by.trackingNumber };
}

/**
 * What tracking reads, in one batch (one round trip, at the nearest replica): the candidate
 * orders, and the shipment events and withdrawals of them all; `trackingFrom` then keeps the
 * one whose contact matches.
 */
function trackStatements(db: D1Database, by: TrackBy): D1PreparedStatement[] {
  const { sql, value } = candidatesSql(by);
  const ids = `SELECT id FROM (${sql})`;
  return [
    db.prepare(sql).bind(value),
    db
      .prepare(
        `SELECT order_id, occurred_at AS at, description, location FROM shipment_events WHERE order_id IN (${ids}) ORDER BY occurred_at DESC, id DESC`,
      )
      .bind(value),
    db.prepare(`SELECT order_id, created_at FROM order_withdrawals WHERE order_id IN (${ids})`).bind(value),
  ];
}

/**
 * The order if it exists and the contact matches it; null otherwise, without saying which
 * (nor whether a tracking number exists: both answers are the same "not found").
 */
function trackingFrom([orders, events, withdrawals]: D1Result[], contact: string, now = Date.now()): TrackingView | null {
  const order = (orders.results as OrderRow[]).find((o) => contactMatches(o, contact));
  if (!order) return null;
  const withdrawn = (withdrawals.results as { order_id: number; created_at: number }[]).find((w) => w.order_id === order.id);
  return {
    orderNumber: order.order_number,
    status: isExpiredUnpaid(order) ? "cancelled" : order.status,
    shippingMethod: order.shipping_method,
    shipCountry: order.ship_country,
    createdAt: order.created_at,
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    events: (events.results as { order_id: number; at: number; description: string; location: string }[])
      .filter((e) => e.order_id === order.id)
      .map(({ at, description, location }) => ({ at, description, location })),
    withdrawal: withdrawalStateOf(order, withdrawn ?? null, now),
  };
}

/**
 * Tracking for a client within its budget: the address's counter (its Durable Object, not D1)
 * and the reads at the same time, so the request's one D1 trip is a replica read
 * (docs/decisions/1342-fewer-round-trips.md); past the budget the reads go unused.
 */
export async function trackWithinBudget(
  env: Pick<Env, "DB" | "ADDRESS_BUDGET">,
  client: string,
  by: TrackBy,
  contact: string,
): Promise<{ over: true } | { over: false; tracking: TrackingView | null }> {
  const [allowed, read] = await Promise.all([hitAtAddress(env, RATE_LIMITS.trackOrder, client), env.DB.batch(trackStatements(env.DB, by))]);
  if (!allowed) return { over: true };
  return { over: false, tracking: trackingFrom(read, contact) };
}

/**
 * What decides the methods an order may be paid with again: its store, country and what the
 * provider is asked to charge (the total less the wallet's part).
 */
const payAgainContext = (env: Env, order: OrderRow, hasStoredCard: boolean) => ({
  store: order.store as StoreKey,
  country: order.ship_country,
  dueUsdCents: order.total_cents - order.wallet_cents,
  hasStoredCard,
  customMade: order.order_type === "custommade",
  providers: payableProviders(env),
});

/** Whether the order's customer has a card saved with the provider (a guest's order never has). */
async function orderHasStoredCard(env: Env, order: OrderRow): Promise<boolean> {
  if (!order.customer_id) return false;
  return (await customerCards(env, order.customer_id).catch(() => [])).length > 0;
}

/** The methods Continue offers for an unpaid order (the account's order page): a saved card among them when the customer has one. */
export async function payAgainMethods(env: Env, order: OrderRow): Promise<PaymentMethodKey[]> {
  return paymentMethodsFor(payAgainContext(env, order, await orderHasStoredCard(env, order)));
}

/** Whose order it is: the visitor or customer that placed it. */
function ownsOrder(order: Pick<OrderRow, "owner" | "customer_id">, owner: string, customerId: string): boolean {
  return order.owner === owner || (Boolean(customerId) && String(order.customer_id ?? "") === customerId);
}

/**
 * Continue: a new payment attempt for an unpaid order of this shopper, with its method or
 * another one offered for its country and total. After 24 hours an unpaid order is
 * cancelled (its stock goes back) and cannot be paid any more.
 */
export async function payAgain(
  env: Env,
  who: { owner: string; customerId: string; store: StoreKey; origin: string; clientKey: string | null },
  orderNumber: string,
  method: PaymentMethodKey | undefined,
  now = Date.now(),
): Promise<{ paymentUrl: string; order: OrderRow }> {
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order || !ownsOrder(order, who.owner, who.customerId)) throw new OrderRefused(404, "payment.orderUnknown");
  if (isExpiredUnpaid(order, now)) {
    await cancelOverdueUnasked(env.DB, order, now);
    throw new OrderRefused(409, "payment.expired");
  }
  if (order.status !== "unpaid") throw new OrderRefused(409, "payment.notPayable");
  const chosen = method ?? order.payment_method;
  const refusal = paymentMethodRefusal(chosen, payAgainContext(env, order, chosen === "storedCard" && (await orderHasStoredCard(env, order))));
  if (refusal) throw paymentRefused(refusal);
  await assertPaymentOpen(env.DB, { orderId: order.id, owner: order.owner, clientKey: who.clientKey }, now);
  return { paymentUrl: await startPayment(env, order, chosen, who.origin, now), order };
}
