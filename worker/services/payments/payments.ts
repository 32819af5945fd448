import type { CurrencyCode, Rates } from "~/shared/money";
import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { Env } from "../../env";
import { findOrderById, transitionOrder, transitionOrderReading, type OrderRow } from "../orders/orders-store";
import { dueMinor } from "../checkout/wallet-payment";
import { customStagePaidStatements } from "../custom-jewelry/settle";
import { recordOrderPaid } from "../insight/order-paid";
import { refundLatePayment } from "./late-payment";
import { getRates } from "../rates";
import type { PaymentProvider, PaymentVerdict, Settlement } from "./provider";
import { providerByKey, providerForMethod } from "./registry";
import { shopperReferenceOf } from "./stored-cards";
import type { Row } from "../../db/schema.generated";

/** Payment attempts of an order: starting one, and settling it with the provider's verdict. */
/** `SELECT * FROM payments`; `refunded_minor` adds up partial refunds, `save_card` is the shopper's ask to keep the card. */
export interface PaymentRow extends Row<"payments"> {
  method: PaymentMethodKey;
  settle_currency: Settlement["currency"] | null;
}

export const findPayment = (db: D1Database, id: string) => db.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<PaymentRow>();

/** The attempt a provider names and its order, only if the attempt is that provider's. */
export async function providerAttemptOrder(
  db: D1Database,
  providerKey: string,
  paymentId: string,
): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  if (!paymentId) return null;
  // The attempt and its order in one round trip.
  const [payments, orders] = await db.batch([
    db.prepare("SELECT * FROM payments WHERE id = ?").bind(paymentId),
    db.prepare("SELECT * FROM orders WHERE id = (SELECT order_id FROM payments WHERE id = ?)").bind(paymentId),
  ]);
  const payment = payments.results[0] as PaymentRow | undefined;
  const order = orders.results[0] as OrderRow | undefined;
  if (!payment || payment.provider !== providerKey) return null;
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
  p: {
    id: string;
    orderNumber: string;
    method: PaymentMethodKey;
    currency: CurrencyCode;
    amountMinor: number;
    now: number;
    rates: Rates;
    saveCard?: boolean;
  },
) {
  const provider = takerOf(env, p.method);
  const settlement = settlementFor(provider, p.currency, p.amountMinor, p.rates);
  return env.DB.prepare(
    `INSERT INTO payments (id, order_id, provider, method, currency, amount_minor, status, created_at, settle_currency, settle_amount_minor, settle_rate, save_card)
       SELECT ?, id, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ? FROM orders WHERE order_number = ?`,
  ).bind(p.id, provider.key, p.method, p.currency, p.amountMinor, p.now, ...settled(settlement), p.saveCard ? 1 : 0, p.orderNumber);
}

const settled = (s: Settlement | null) => [s?.currency ?? null, s?.amountMinor ?? null, s?.rate ?? null];

/** The method's provider; order/create and Continue refuse a method without one before this. */
function takerOf(env: Env, method: PaymentMethodKey): PaymentProvider {
  const provider = providerForMethod(env, method);
  if (!provider) throw new Error(`no payment provider takes ${method} here`);
  return provider;
}

/**
 * The amount due in the provider's own currency, at the rates of the moment the attempt is
 * written (the shopper is shown this amount before paying, and the provider's record must
 * match it). Null for a provider that charges in the order's currency.
 */
function settlementFor(provider: PaymentProvider, currency: CurrencyCode, amountMinor: number, rates: Rates): Settlement | null {
  const target = provider.settlementCurrency;
  if (!target) return null;
  const from = currency === "USD" ? 1 : rates[currency];
  const to = rates[target];
  if (!from || !to) throw new Error(`no rate to convert ${currency} into ${target}`);
  const rate = Number((to / from).toFixed(6));
  return { currency: target, amountMinor: Math.round(amountMinor * rate), rate };
}

/**
 * Registers an attempt with its provider and answers where the shopper pays. Providers take
 * the payment id as their idempotency key, so launching the same attempt twice is harmless.
 */
export async function launchPayment(
  env: Env,
  order: OrderRow,
  payment: Pick<PaymentRow, "id" | "provider" | "method" | "redirect_url" | "settle_currency" | "settle_amount_minor" | "settle_rate" | "save_card">,
  origin: string,
) {
  if (payment.redirect_url) return payment.redirect_url;
  // Only a signed-in customer has a reference at the card vault (docs/decisions/0811-stored-cards.md).
  const vaulted = order.customer_id && (payment.save_card || payment.method === "storedCard");
  const shopperReference = vaulted && order.customer_id ? await shopperReferenceOf(env, order.customer_id) : undefined;
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
    ...(shopperReference ? { shopperReference, saveCard: payment.save_card === 1 } : {}),
    ...(payment.settle_currency && payment.settle_amount_minor && payment.settle_rate
      ? { settlement: { currency: payment.settle_currency, amountMinor: payment.settle_amount_minor, rate: payment.settle_rate } }
      : {}),
  });
  await env.DB.prepare("UPDATE payments SET redirect_url = ?, provider_reference = ?, provider_url = ? WHERE id = ?")
    .bind(started.redirectUrl, started.providerReference ?? null, started.providerUrl ?? null, payment.id)
    .run();
  return started.redirectUrl;
}

/** A new attempt for an unpaid order (Continue, perhaps with another method). */
export async function startPayment(env: Env, order: OrderRow, method: PaymentMethodKey, origin: string, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  const rates = await getRates(env.DB);
  await newPaymentStatement(env, {
    id,
    orderNumber: order.order_number,
    method,
    currency: order.currency,
    amountMinor: dueMinor(order),
    now,
    rates,
  }).run();
  const written = await findPayment(env.DB, id);
  if (!written) throw new Error(`payment ${id} was not written`);
  return launchPayment(env, order, written, origin);
}

/**
 * What paying an order changes besides its status: units sold feed the best-selling sort, and
 * a custom-jewelry order pays its stage of the request (custom-jewelry/settle.ts).
 */
export function paidStatements(db: D1Database, orderId: number, now = Date.now()) {
  return [
    ...customStagePaidStatements(db, orderId, now),
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
 * `alsoWrite` (a webhook's delivery mark) goes into the same batch as the settlement, so
 * that a settlement that fails leaves no mark and the provider's retry settles it.
 */
export async function settlePayment(
  env: Env,
  provider: PaymentProvider,
  verdict: PaymentVerdict,
  now = Date.now(),
  alsoWrite: D1PreparedStatement[] = [],
): Promise<SettleResult | null> {
  const db = env.DB;
  const found = await providerAttemptOrder(db, provider.key, verdict.paymentId);
  if (!found) return null;
  const { payment, order } = found;

  if (verdict.outcome === "success") {
    const markPaid = db
      // The provider's record of money taken outranks an earlier "not paid" for the same attempt
      // (a shopper back before paying, who then paid): a refund must find this attempt.
      .prepare(
        "UPDATE payments SET status = 'succeeded', settled_at = ?, provider_reference = coalesce(?, provider_reference) WHERE id = ? AND status IN ('pending', 'failed')",
      )
      .bind(now, verdict.providerReference ?? null, payment.id);
    let justPaid = false;
    let written = false;
    // The order and the attempt as they are after the change, read in the change's own batch.
    const readBack = [
      db.prepare("SELECT * FROM orders WHERE id = ?").bind(order.id),
      db.prepare("SELECT * FROM payments WHERE id = ?").bind(payment.id),
    ];
    let read: D1Result[] = [];
    if (order.status === "unpaid" || order.status === "bankConfirming") {
      const paid = await transitionOrderReading(
        db,
        order,
        "processing",
        `paid: ${payment.method}`,
        now,
        [
          markPaid,
          db.prepare("UPDATE orders SET payment_method = ? WHERE id = ?").bind(payment.method, order.id),
          ...paidStatements(db, order.id, now),
          ...alsoWrite,
        ],
        readBack,
      );
      ({ changed: justPaid, read } = paid);
      written = true;
    }
    if (!justPaid) {
      const extra = written ? [] : alsoWrite;
      const results = await db.batch([markPaid, ...extra, ...readBack]);
      read = results.slice(1 + extra.length);
      // Money arrived for an order that was paid meanwhile (another attempt): customer service refunds it.
      if (results[0].meta.changes && order.status !== "processing" && order.status !== "cancelled") {
        console.warn("payment succeeded for an order in status", order.status, order.order_number, payment.id);
      }
    }
    const current = (read[0]?.results[0] as OrderRow | undefined) ?? order;
    let settled = (read[1]?.results[0] as PaymentRow | undefined) ?? payment;
    // Exactly once per order: only the settlement that moved it to paid records the sale.
    if (justPaid) await recordOrderPaid(env, current);
    // Money for a cancelled order goes back; every delivery of the verdict tries until it has.
    if (current.status === "cancelled" && (await refundLatePayment(env, provider, current, settled, now))) {
      settled = (await findPayment(db, payment.id)) ?? settled;
    }
    return { kind: "success", order: current, payment: settled, justPaid };
  }

  if (verdict.outcome === "pending") {
    if (order.status === "unpaid") await transitionOrder(db, order, "bankConfirming", `waiting for ${payment.method}`, now, alsoWrite);
    else if (alsoWrite.length) await db.batch(alsoWrite);
    return { kind: "pending", order: (await findOrderById(db, order.id)) ?? order, payment };
  }

  const reason = verdict.outcome === "insufficientFunds" ? "insufficientFunds" : "declined";
  await db.batch([
    db
      .prepare("UPDATE payments SET status = 'failed', failure_reason = ?, settled_at = ? WHERE id = ? AND status = 'pending'")
      .bind(reason, now, payment.id),
    ...alsoWrite,
  ]);
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
  return {
    kind: "failed",
    order: current,
    payment: settled,
    reason: settled.failure_reason === "insufficientFunds" ? "insufficientFunds" : "declined",
  };
}

/**
 * Webhook deliveries are handled once per provider event id. The mark is written with the
 * settlement it causes (settlePayment's `alsoWrite`): a delivery whose settlement failed is
 * not marked, and the provider's retry settles it.
 */
export async function deliveryHandled(db: D1Database, provider: string, eventId: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS seen FROM payment_events WHERE provider = ? AND event_id = ?").bind(provider, eventId).first();
  return row !== null;
}

export function deliveryMark(db: D1Database, provider: string, eventId: string, paymentId: string, now = Date.now()) {
  return db
    .prepare("INSERT INTO payment_events (provider, event_id, payment_id, received_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(provider, eventId, paymentId, now);
}
