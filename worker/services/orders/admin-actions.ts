import type { Env } from "../../env";
import { findOrderByNumber, transitionOrder, type OrderRow } from "./orders-store";
import { markShipped, shipmentEventStatement } from "./shipping";
import { refundOrder } from "../payments/refunds";
import { auditStatement, type Actor } from "../admin/audit";
import { fullRefundMinor, withinRefundLimit } from "../payments/refund-limit";

/**
 * What staff do to an order. Each action drives the shop's own services (the transition
 * table, markShipped, refundOrder) and passes its audit row into their batch.
 */
export type OrderActionResult = { ok: true; order: OrderRow } | { ok: false; reason: OrderRefusal };
export type OrderRefusal = "notFound" | "status" | "amount" | "overLimit" | "delivered";

const stillIn = (order: OrderRow) => ({
  sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = ?)",
  values: [order.id, order.status],
});
const snapshot = (o: OrderRow) => ({
  status: o.status,
  carrier: o.carrier,
  trackingNumber: o.tracking_number,
});

async function reread(db: D1Database, orderNumber: string): Promise<OrderActionResult> {
  const order = await findOrderByNumber(db, orderNumber);
  return order ? { ok: true, order } : { ok: false, reason: "notFound" };
}

/** Hands a paid order to the carrier; the caller then sends the shopper the shipped email. */
export async function shipOrder(
  db: D1Database,
  actor: Actor,
  orderNumber: string,
  shipment: { carrier: string; trackingNumber: string },
  now = Date.now(),
): Promise<OrderActionResult> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return { ok: false, reason: "notFound" };
  if (order.status !== "processing") return { ok: false, reason: "status" };
  const after = {
    status: "shipped",
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
  };
  const audit = auditStatement(
    db,
    actor,
    {
      action: "order:ship",
      subjectType: "order",
      subjectId: orderNumber,
      before: snapshot(order),
      after,
    },
    now,
    stillIn(order),
  );
  if (!(await markShipped(db, orderNumber, shipment, now, [audit]))) return { ok: false, reason: "status" };
  return reread(db, orderNumber);
}

const DELIVERED_SCAN = "Delivered";

/** The carrier's last scan, entered by hand: /trackorder shows it on top of the others. */
export async function markDelivered(db: D1Database, actor: Actor, orderNumber: string, now = Date.now()): Promise<OrderActionResult> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return { ok: false, reason: "notFound" };
  if (order.status !== "shipped" || !order.tracking_number) return { ok: false, reason: "status" };
  const done = await db
    .prepare("SELECT 1 AS found FROM shipment_events WHERE order_id = ? AND description = ?")
    .bind(order.id, DELIVERED_SCAN)
    .first();
  if (done) return { ok: false, reason: "delivered" };
  await db.batch([
    shipmentEventStatement(db, orderNumber, {
      at: now,
      description: DELIVERED_SCAN,
    }),
    // The customer's return window counts from here (docs/decisions/0803-returns.md).
    db.prepare("UPDATE orders SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL").bind(now, order.id),
    auditStatement(
      db,
      actor,
      {
        action: "order:deliver",
        subjectType: "order",
        subjectId: orderNumber,
        before: snapshot(order),
        after: { ...snapshot(order), delivered: now },
      },
      now,
    ),
  ]);
  return reread(db, orderNumber);
}

/**
 * Refunds in full (amountMinor omitted: all that is left) or in part through the order's
 * provider (refundOrder). The provider is asked first; the audit row goes into the batch that
 * records its answer.
 */
export async function refundByStaff(
  env: Env,
  actor: Actor,
  orderNumber: string,
  input: { amountMinor?: number; reason: string },
  now = Date.now(),
): Promise<OrderActionResult> {
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order) return { ok: false, reason: "notFound" };
  // A full refund also gives back what the wallet paid; neither gives back the tariff insurance.
  const amount = input.amountMinor ?? (await fullRefundMinor(env.DB, order));
  if (!(await withinRefundLimit(env.DB, actor.role, [{ order, amountMinor: amount }]))) return { ok: false, reason: "overLimit" };
  const entry = {
    action: input.amountMinor === undefined ? "order:refund" : "order:refundPart",
    subjectType: "order",
    subjectId: orderNumber,
    before: snapshot(order),
    after: {
      amountMinor: amount,
      currency: order.currency,
      reason: input.reason,
    },
  };
  const audit = auditStatement(env.DB, actor, entry, now);
  const done = await refundOrder(env, orderNumber, `${input.reason} — by ${actor.email}`, now, { amountMinor: input.amountMinor, extra: [audit] });
  if (!done)
    return {
      ok: false,
      reason: input.amountMinor === undefined ? "status" : "amount",
    };
  return reread(env.DB, orderNumber);
}

/** Cancels an order no one has paid for; a paid order is cancelled by refunding it. */
export async function cancelByStaff(db: D1Database, actor: Actor, orderNumber: string, reason: string, now = Date.now()): Promise<OrderActionResult> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return { ok: false, reason: "notFound" };
  if (order.status !== "unpaid" && order.status !== "bankConfirming") return { ok: false, reason: "status" };
  const audit = auditStatement(
    db,
    actor,
    {
      action: "order:cancel",
      subjectType: "order",
      subjectId: orderNumber,
      before: snapshot(order),
      after: { status: "cancelled", reason },
    },
    now,
    stillIn(order),
  );
  if (!(await transitionOrder(db, order, "cancelled", `${reason} — by ${actor.email}`, now, [audit]))) return { ok: false, reason: "status" };
  return reread(db, orderNumber);
}

export async function addOrderNote(db: D1Database, actor: Actor, orderNumber: string, body: string, now = Date.now()): Promise<OrderActionResult> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return { ok: false, reason: "notFound" };
  await db.batch([
    db.prepare("INSERT INTO order_notes (order_id, staff_email, body, created_at) VALUES (?, ?, ?, ?)").bind(order.id, actor.email, body, now),
    auditStatement(
      db,
      actor,
      {
        action: "order:note",
        subjectType: "order",
        subjectId: orderNumber,
        after: { note: body },
      },
      now,
    ),
  ]);
  return { ok: true, order };
}
