import type { PaymentMethodKey } from "~/shared/payment-methods";
import type { Env } from "../../env";
import { linesOfPaymentStatement, transitionOrderReading, type OrderLineRow, type OrderRow } from "../orders/orders-store";
import { customStagePaidStatements } from "../custom-jewelry/settle";
import { orderTagStatement, recordOrderPaid, type OrderTag } from "../insight/order-paid";
import { refundLatePayment } from "./late-payment";
import type { PaymentProvider, PaymentVerdict, Settlement } from "./provider";
import type { Row } from "../../db/schema.generated";

/** Payment attempts of an order and settling them with the provider's verdict (starting one: attempt-start.ts). */
/** `SELECT * FROM payments`; `refunded_minor` adds up partial refunds, `save_card` is the shopper's ask to keep the card. */
export interface PaymentRow extends Row<"payments"> {
  method: PaymentMethodKey;
  settle_currency: Settlement["currency"] | null;
}

export const findPayment = (db: D1Database, id: string) => db.prepare("SELECT * FROM payments WHERE id = ?").bind(id).first<PaymentRow>();

/** An attempt and its order; with the order's lines when they were asked for. */
export interface AttemptOrder {
  payment: PaymentRow;
  order: OrderRow;
  lines?: OrderLineRow[];
}

/** The attempt a provider names and its order (and the order's lines, `withLines`), only if the attempt is that provider's. */
export async function providerAttemptOrder(db: D1Database, providerKey: string, paymentId: string, withLines = false): Promise<AttemptOrder | null> {
  if (!paymentId) return null;
  // The attempt and its order in one round trip.
  const [payments, orders, lines] = await db.batch([
    db.prepare("SELECT * FROM payments WHERE id = ?").bind(paymentId),
    db.prepare("SELECT * FROM orders WHERE id = (SELECT order_id FROM payments WHERE id = ?)").bind(paymentId),
    ...(withLines ? [linesOfPaymentStatement(db, paymentId)] : []),
  ]);
  const payment = payments.results[0] as PaymentRow | undefined;
  const order = orders.results[0] as OrderRow | undefined;
  if (!payment || payment.provider !== providerKey) return null;
  return order ? { payment, order, ...(lines ? { lines: lines.results as OrderLineRow[] } : {}) } : null;
}

/** The first attempt still waiting for the shopper, with this method; reused by a retried order/create. */
export const pendingPayment = (db: D1Database, orderId: number, method: string) =>
  db
    .prepare("SELECT * FROM payments WHERE order_id = ? AND method = ? AND status = 'pending' ORDER BY created_at, rowid LIMIT 1")
    .bind(orderId, method)
    .first<PaymentRow>();

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
 * `known`: the attempt and its order read while the provider was asked (a payback); every
 * write below is guarded by the state it changes from, so a settlement that came in meanwhile
 * makes this one change nothing, as when two deliveries meet.
 */
export async function settlePayment(
  env: Env,
  provider: PaymentProvider,
  verdict: PaymentVerdict,
  now = Date.now(),
  alsoWrite: D1PreparedStatement[] = [],
  known?: AttemptOrder,
): Promise<SettleResult | null> {
  const db = env.DB;
  const found = known?.payment.id === verdict.paymentId ? known : await providerAttemptOrder(db, provider.key, verdict.paymentId);
  if (!found) return null;
  const { payment, order } = found;
  // The order as it is after a change, read in the change's own batch.
  const orderAfter = () => db.prepare("SELECT * FROM orders WHERE id = ?").bind(order.id);
  const orderIn = (result: D1Result | undefined) => (result?.results[0] as OrderRow | undefined) ?? order;

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
    // The order and the attempt as they are after the change, read in the change's own batch,
    // with the order's tie to its visit that merchant insight records once it is paid.
    const readBack = [orderAfter(), db.prepare("SELECT * FROM payments WHERE id = ?").bind(payment.id), orderTagStatement(db, order.order_number)];
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
    const current = orderIn(read[0]);
    let settled = (read[1]?.results[0] as PaymentRow | undefined) ?? payment;
    // Exactly once per order: only the settlement that moved it to paid records the sale.
    if (justPaid) await recordOrderPaid(env, current, (read[2]?.results[0] as OrderTag | undefined) ?? null);
    // Money for a cancelled order goes back; every delivery of the verdict tries until it has.
    if (current.status === "cancelled" && (await refundLatePayment(env, provider, current, settled, now))) {
      settled = (await findPayment(db, payment.id)) ?? settled;
    }
    return { kind: "success", order: current, payment: settled, justPaid };
  }

  if (verdict.outcome === "pending") {
    const read =
      order.status === "unpaid"
        ? (await transitionOrderReading(db, order, "bankConfirming", `waiting for ${payment.method}`, now, alsoWrite, [orderAfter()])).read
        : (await db.batch([...alsoWrite, orderAfter()])).slice(alsoWrite.length);
    return { kind: "pending", order: orderIn(read[0]), payment };
  }

  const reason = verdict.outcome === "insufficientFunds" ? "insufficientFunds" : "declined";
  const [paymentRead, orderRead, openRead] = (
    await db.batch([
      db
        .prepare("UPDATE payments SET status = 'failed', failure_reason = ?, settled_at = ? WHERE id = ? AND status = 'pending'")
        .bind(reason, now, payment.id),
      ...alsoWrite,
      // The attempt and its order after the change, and whether another attempt is still open.
      db.prepare("SELECT * FROM payments WHERE id = ?").bind(payment.id),
      orderAfter(),
      db.prepare("SELECT 1 AS open FROM payments WHERE order_id = ? AND status = 'pending' LIMIT 1").bind(order.id),
    ])
  ).slice(-3);
  const settled = (paymentRead.results[0] as PaymentRow | undefined) ?? payment;
  // A late failure of an attempt that had already succeeded does not undo the payment.
  if (settled.status === "succeeded") return { kind: "success", order, payment: settled, justPaid: false };
  let current = orderIn(orderRead);
  // The voucher or transfer the bank was confirming failed (an OXXO slip expired) and no other
  // attempt is still open: the order can be paid again.
  if (current.status === "bankConfirming" && !openRead.results.length) {
    current = orderIn((await transitionOrderReading(db, current, "unpaid", `${payment.method} failed`, now, [], [orderAfter()])).read[0]);
  }
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
