import { EU_MEMBERS } from "~/shared/eu-members";
import type { WithdrawalPreview, WithdrawalReceipt, WithdrawalState } from "~/shared/withdrawal-types";
import type { Translate } from "../translator";
import { findOrderByNumber, minorPrice, orderLines, type OrderRow } from "./orders-store";
import type { Row } from "../../db/schema.generated";

/**
 * The withdrawal button (Art. 11a of Directive 2011/83/EU as amended by Directive (EU)
 * 2023/2673; docs/decisions/1325-withdrawal-button.md): who may withdraw from which order,
 * and the record of a withdrawal. The refund itself is staff's, through the order's refund.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Art. 9(1): 14 days; Art. 13(1): the refund within 14 days of being informed. */
const WITHDRAWAL_DAYS = 14;
const REFUND_DAYS = 14;

/** Paid contracts that can still be withdrawn from (refunding/refunded/cancelled are over). */
const OPEN_STATUSES = new Set(["inReview", "processing", "shipped"]);

export type WithdrawalRefusal = "notFound" | "notEu" | "custom" | "status" | "expired";

export class WithdrawalRefused extends Error {
  constructor(readonly reason: WithdrawalRefusal) {
    super(`withdrawal refused: ${reason}`);
  }
}

/**
 * The last moment of the period: the end (UTC) of the 14th day after the day of delivery
 * (Art. 9(2)(b); a period in days starts the day after the event, Regulation 1182/71 Art. 3).
 * Null before delivery: the consumer may withdraw from the conclusion of the contract on.
 */
export function withdrawalDeadline(deliveredAt: number | null | undefined): number | null {
  if (!deliveredAt) return null;
  const dayStart = Math.floor(deliveredAt / DAY_MS) * DAY_MS;
  return dayStart + (WITHDRAWAL_DAYS + 1) * DAY_MS - 1;
}

/** Why this order cannot be withdrawn from now, or null when it can. */
export function withdrawalRefusal(
  order: Pick<OrderRow, "ship_country" | "order_type" | "status" | "delivered_at">,
  now: number,
): WithdrawalRefusal | null {
  // The right is the EU consumer's: goods delivered to a member state.
  if (!(EU_MEMBERS as readonly string[]).includes(order.ship_country)) return "notEu";
  // Art. 16(c): goods made to the consumer's specifications.
  if (order.order_type === "custommade") return "custom";
  if (!OPEN_STATUSES.has(order.status)) return "status";
  const deadline = withdrawalDeadline(order.delivered_at);
  if (deadline !== null && now > deadline) return "expired";
  return null;
}

type WithdrawalRow = Pick<Row<"order_withdrawals">, "created_at" | "email" | "statement" | "refund_minor" | "refund_due_at">;

const withdrawalOf = (db: D1Database, orderId: number) =>
  db
    .prepare("SELECT created_at, email, statement, refund_minor, refund_due_at FROM order_withdrawals WHERE order_id = ?")
    .bind(orderId)
    .first<WithdrawalRow>();

/** For the order pages: the button's link when it applies, the withdrawal when there is one. */
export async function withdrawalState(db: D1Database, order: OrderRow, now = Date.now()): Promise<WithdrawalState> {
  return withdrawalStateOf(order, await withdrawalOf(db, order.id), now);
}

/** withdrawalState once the order's withdrawal (or its absence) is read. */
export function withdrawalStateOf(order: OrderRow, done: Pick<WithdrawalRow, "created_at"> | null, now = Date.now()): WithdrawalState {
  return { withdrawable: !done && withdrawalRefusal(order, now) === null, withdrawnAt: done?.created_at ?? null };
}

/**
 * The order the form names, when the email is the order's (any case). An unknown number and a
 * wrong email give the same answer, as tracking does.
 */
async function orderFor(db: D1Database, input: { orderNumber: string; email: string }): Promise<OrderRow> {
  const order = await findOrderByNumber(db, input.orderNumber);
  if (!order || order.email.toLowerCase() !== input.email.toLowerCase()) throw new WithdrawalRefused("notFound");
  return order;
}

function receiptOf(order: OrderRow, row: WithdrawalRow, already: boolean): WithdrawalReceipt {
  return {
    orderNumber: order.order_number,
    withdrawnAt: row.created_at,
    email: row.email,
    statement: row.statement,
    refund: minorPrice(row.refund_minor, order.currency).formatted,
    refundDueAt: row.refund_due_at,
    already,
  };
}

/** Step one: what the consumer would withdraw from; a withdrawal already made answers its receipt. */
export async function previewWithdrawal(
  db: D1Database,
  input: { orderNumber: string; email: string },
  now = Date.now(),
): Promise<{ preview: WithdrawalPreview } | { receipt: WithdrawalReceipt }> {
  const order = await orderFor(db, input);
  const done = await withdrawalOf(db, order.id);
  if (done) return { receipt: receiptOf(order, done, true) };
  const refusal = withdrawalRefusal(order, now);
  if (refusal) throw new WithdrawalRefused(refusal);
  const lines = await orderLines(db, order.id);
  return {
    preview: {
      orderNumber: order.order_number,
      orderedAt: order.created_at,
      lines: lines.map((l) => ({ title: l.title, quantity: l.quantity })),
      total: minorPrice(order.total_minor, order.currency).formatted,
      deadline: withdrawalDeadline(order.delivered_at),
    },
  };
}

/** "At {time} UTC": the acknowledgement names the moment in the consumer's language. */
export const withdrawalMoment = (ms: number, language: string) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(ms)} UTC`;

/** The declaration, as the model withdrawal form words it, filled in from the order. */
function statementOf(
  t: Translate,
  order: OrderRow,
  lines: { title: string; quantity: number }[],
  who: { name: string; email: string },
  language: string,
) {
  return [
    t("withdrawal.statement.notice", { orderNumber: order.order_number }),
    ...lines.map((l) => `${l.quantity} × ${l.title}`),
    t("withdrawal.statement.orderedOn", { date: withdrawalMoment(order.created_at, language) }),
    t("withdrawal.statement.consumer", { name: who.name, email: who.email }),
  ].join("\n");
}

/**
 * Step two, "confirm withdrawal": writes the withdrawal once (the order's UNIQUE row) and
 * answers the receipt; `created` says whether this call wrote it, so the caller sends the
 * acknowledgement exactly once.
 */
export async function confirmWithdrawal(
  db: D1Database,
  input: { orderNumber: string; email: string; name: string },
  who: { customerId: string; language: string; t: Translate },
  now = Date.now(),
): Promise<{ receipt: WithdrawalReceipt; order: OrderRow; created: boolean }> {
  const order = await orderFor(db, input);
  const earlier = await withdrawalOf(db, order.id);
  if (earlier) return { receipt: receiptOf(order, earlier, true), order, created: false };
  const refusal = withdrawalRefusal(order, now);
  if (refusal) throw new WithdrawalRefused(refusal);
  const lines = await orderLines(db, order.id);
  const statement = statementOf(who.t, order, lines, input, who.language);
  // Art. 13(1): every payment received, the (standard) delivery included.
  const refundMinor = order.total_minor;
  const source = who.customerId && String(order.customer_id ?? "") === who.customerId ? "customer" : "guest";
  const written = await db
    .prepare(
      `INSERT INTO order_withdrawals (order_id, name, email, statement, language, source, refund_minor, refund_due_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING RETURNING created_at`,
    )
    .bind(order.id, input.name, input.email, statement, who.language, source, refundMinor, now + REFUND_DAYS * DAY_MS, now)
    .first();
  const row = await withdrawalOf(db, order.id);
  if (!row) throw new Error("withdrawal row missing after insert");
  return { receipt: receiptOf(order, row, !written), order, created: Boolean(written) };
}

/** The statement that finds an order's withdrawal (a row when there is one), for a caller's batch. */
export const withdrawalExists = (db: D1Database, orderId: number) =>
  db.prepare("SELECT 1 AS n FROM order_withdrawals WHERE order_id = ?").bind(orderId);

/** For the back office's order: the withdrawal as recorded. */
export async function withdrawalForStaff(db: D1Database, orderId: number) {
  return db
    .prepare("SELECT name, email, statement, source, refund_minor, refund_due_at, created_at FROM order_withdrawals WHERE order_id = ?")
    .bind(orderId)
    .first<{ name: string; email: string; statement: string; source: string; refund_minor: number; refund_due_at: number; created_at: number }>();
}
