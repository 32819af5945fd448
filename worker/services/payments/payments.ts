import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { Env } from "../../env";
import { findOrderById, transitionOrder, type OrderRow } from "../checkout/orders-store";
import { dueMinor } from "../checkout/wallet-payment";
import type { PaymentProvider, PaymentVerdict } from "./provider";
import { providerByKey, providerForMethod } from "./registry";

/** Payment attempts of an order: starting one, and settling it with the provider's verdict. */
export interface PaymentRow {
  id: string;
  order_id: number;
  provider: string;
  method: PaymentMethodKey;
  currency: string;
  amount_minor: number;
  /** How much of it has been given back (partial refunds add up here). */
  refunded_minor: number;
  status: "pending" | "succeeded" | "failed" | "refunded";
  failure_reason: string | null;
  redirect_url: string | null;
  created_at: number;
}

export const findPayment = (db: D1Database, id: string) =>
  db.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<PaymentRow>();

/** The attempt a provider names and its order, only if the attempt is that provider's. */
export async function providerAttemptOrder(db: D1Database, providerKey: string, paymentId: string): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  const payment = paymentId ? await findPayment(db, paymentId) : null;
  if (!payment || payment.provider !== providerKey) return null;
  const order = await findOrderById(db, payment.order_id);
  return order ? { payment, order } : null;
}

/** The first attempt still waiting for the shopper, with this method; reused by a retried order/create. */
export const pendingPayment = (db: D1Database, orderId: number, method: string) =>
  db
    .prepare("SELECT * FROM payments WHERE order_id = ? AND method = ? AND status = 'pending' ORDER BY created_at, rowid LIMIT 1")
    .bind(orderId, method)
    .first<PaymentRow>();

/**
 * A new attempt's row. Written first (for a new order inside the order's own batch), so that
 * concurrent retries of the same order/create find this one attempt and launch it, rather
 * than each starting their own.
 */
export function newPaymentStatement(
  env: Env,
  p: { id: string; orderNumber: string; method: PaymentMethodKey; currency: string; amountMinor: number; now: number },
) {
  const provider = providerForMethod(env, p.method);
  return env.DB
    .prepare(
      `INSERT INTO payments (id, order_id, provider, method, currency, amount_minor, status, created_at)
       SELECT ?, id, ?, ?, ?, ?, 'pending', ? FROM orders WHERE order_number = ?`,
    )
    .bind(p.id, provider.key, p.method, p.currency, p.amountMinor, p.now, p.orderNumber);
}

/**
 * Registers an attempt with its provider and answers where the shopper pays. Providers take
 * the payment id as their idempotency key, so launching the same attempt twice is harmless.
 */
export async function launchPayment(
  env: Env,
  order: OrderRow,
  payment: Pick<PaymentRow, "id" | "provider" | "method" | "redirect_url">,
  origin: string,
) {
  if (payment.redirect_url) return payment.redirect_url;
  // The provider the attempt was written for, even if the configuration changed since.
  const provider = providerByKey(env, payment.provider);
  if (!provider) throw new Error(`payment provider ${payment.provider} is not configured`);
  const started = await provider.start(env, {
    paymentId: payment.id,
    orderNumber: order.order_number,
    method: payment.method,
    amountMinor: dueMinor(order),
    currency: order.currency,
    email: order.email,
    language: order.language,
    origin,
  });
  await env.DB.prepare("UPDATE payments SET redirect_url = ?, provider_reference = ? WHERE id = ?")
    .bind(started.redirectUrl, started.providerReference ?? null, payment.id)
    .run();
  return started.redirectUrl;
}

/** A new attempt for an unpaid order (Continue, perhaps with another method). */
export async function startPayment(env: Env, order: OrderRow, method: PaymentMethodKey, origin: string, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  await newPaymentStatement(env, { id, orderNumber: order.order_number, method, currency: order.currency, amountMinor: dueMinor(order), now }).run();
  return launchPayment(env, order, { id, provider: providerForMethod(env, method).key, method, redirect_url: null }, origin);
}

/** What paying an order changes besides its status: units sold feed the best-selling sort. */
export function paidStatements(db: D1Database, orderId: number) {
  return [
    db
      .prepare(
        `UPDATE products SET sales_count = sales_count + coalesce((
           SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = ?1 AND l.product_code = products.product_code), 0)
         WHERE product_code IN (SELECT product_code FROM order_lines WHERE order_id = ?1 AND product_code IS NOT NULL)`,
      )
      .bind(orderId),
  ];
}

export type SettleResult =
  | { kind: "success"; order: OrderRow; payment: PaymentRow; justPaid: boolean }
  | { kind: "failed"; order: OrderRow; payment: PaymentRow; reason: "declined" | "insufficientFunds" }
  | { kind: "pending"; order: OrderRow; payment: PaymentRow };

/**
 * Applies a verified verdict. Idempotent: a return seen twice, or a return and the webhook
 * for the same attempt, change things once. A success moves the order from Unpaid to
 * Processing (recording the method that paid); a failure leaves it Unpaid, to pay again.
 */
export async function settlePayment(
  env: Env,
  provider: PaymentProvider,
  verdict: PaymentVerdict,
  now = Date.now(),
): Promise<SettleResult | null> {
  const db = env.DB;
  const found = await providerAttemptOrder(db, provider.key, verdict.paymentId);
  if (!found) return null;
  const { payment, order } = found;

  if (verdict.outcome === "success") {
    const markPaid = db
      .prepare("UPDATE payments SET status = 'succeeded', settled_at = ?, provider_reference = coalesce(?, provider_reference) WHERE id = ? AND status = 'pending'")
      .bind(now, verdict.providerReference ?? null, payment.id);
    let justPaid = false;
    if (order.status === "unpaid" || order.status === "bankConfirming") {
      justPaid = await transitionOrder(db, order, "processing", `paid: ${payment.method}`, now, [
        markPaid,
        db.prepare("UPDATE orders SET payment_method = ? WHERE id = ?").bind(payment.method, order.id),
        ...paidStatements(db, order.id),
      ]);
    }
    if (!justPaid) {
      const changed = await markPaid.run();
      // Money arrived for an order that was paid or cancelled meanwhile: customer service refunds it.
      if (changed.meta.changes && order.status !== "processing") {
        console.warn("payment succeeded for an order in status", order.status, order.order_number, payment.id);
      }
    }
    return { kind: "success", order: (await findOrderById(db, order.id)) ?? order, payment: (await findPayment(db, payment.id)) ?? payment, justPaid };
  }

  if (verdict.outcome === "pending") {
    if (order.status === "unpaid") await transitionOrder(db, order, "bankConfirming", `waiting for ${payment.method}`, now);
    return { kind: "pending", order: (await findOrderById(db, order.id)) ?? order, payment };
  }

  const reason = verdict.outcome === "insufficientFunds" ? "insufficientFunds" : "declined";
  await db
    .prepare("UPDATE payments SET status = 'failed', failure_reason = ?, settled_at = ? WHERE id = ? AND status = 'pending'")
    .bind(reason, now, payment.id)
    .run();
  const settled = (await findPayment(db, payment.id)) ?? payment;
  // A late failure of an attempt that had already succeeded does not undo the payment.
  if (settled.status === "succeeded") return { kind: "success", order, payment: settled, justPaid: false };
  // The voucher or transfer the bank was confirming failed (an OXXO slip expired) and no other
  // attempt is still open: the order can be paid again.
  if (order.status === "bankConfirming") {
    const open = await db.prepare("SELECT 1 AS open FROM payments WHERE order_id = ? AND status = 'pending' LIMIT 1").bind(order.id).first();
    if (!open) await transitionOrder(db, order, "unpaid", `${payment.method} failed`, now);
  }
  const current = (await findOrderById(db, order.id)) ?? order;
  return { kind: "failed", order: current, payment: settled, reason: settled.failure_reason === "insufficientFunds" ? "insufficientFunds" : "declined" };
}

/** Webhook deliveries are handled once per provider event id. */
export async function firstDelivery(db: D1Database, provider: string, eventId: string, paymentId: string, now = Date.now()) {
  const result = await db
    .prepare("INSERT INTO payment_events (provider, event_id, payment_id, received_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(provider, eventId, paymentId, now)
    .run();
  return result.meta.changes === 1;
}
