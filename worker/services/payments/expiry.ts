import type { Env } from "../../env";
import { holdEnd, transitionOrder, UNPAID_LIFETIME_MS, type OrderRow } from "../orders/orders-store";
import { sendOrderConfirmation } from "../mail/order-email";
import { logError } from "../operate/log";
import { settlePayment, type PaymentRow } from "./payments";
import type { AttemptStatus } from "./provider";
import { providerByKey } from "./registry";

/**
 * Unpaid orders past their hold (docs/decisions/1310-nothing-lost.md). Before one is cancelled
 * the shop asks the provider of each attempt still open: money taken there settles the order
 * through settlePayment, as a return or webhook would (once, whoever comes first); an attempt
 * still pending there, or a provider that cannot be asked, moves the hold on, never past
 * MAX_HOLD_MS after the order was made; only failed or absent attempts cancel it.
 */

/** How far one look moves the hold of an order whose provider says pending or cannot answer. */
export const HOLD_EXTENSION_MS = 2 * 60 * 60 * 1000;
/** No unpaid order holds stock longer than this after it was made. */
export const MAX_HOLD_MS = 72 * 60 * 60 * 1000;
/** A provider that has not answered by then counts as unable to answer. */
const STATUS_TIMEOUT_MS = 10_000;
/** Orders looked at per batch, and batches per run: a backlog is caught up over a few runs. */
const EXPIRY_BATCH = 25;
const EXPIRY_BATCHES_PER_RUN = 4;

/** Links in a confirmation the cron sends lead to the stores' own domains. */
const CRON_URL = new URL("https://cron.invalid/");

export interface ExpiryCounts {
  cancelled: number;
  settled: number;
  extended: number;
}

type Verdict = "paid" | "wait" | "cancel";

/** The provider's answer for one attempt, a failure to answer reading as unknown. */
export async function askProvider(env: Env, attempt: PaymentRow): Promise<AttemptStatus> {
  const provider = providerByKey(env, attempt.provider);
  if (!provider) return { state: "unknown" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AttemptStatus>((resolve) => {
    timer = setTimeout(() => resolve({ state: "unknown" }), STATUS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([provider.status(env, attempt), timeout]);
  } catch (error) {
    logError("expiry:status", undefined, error);
    return { state: "unknown" };
  } finally {
    clearTimeout(timer);
  }
}

/** Asks about every open attempt of an overdue order and settles what the providers say. */
async function expireOrder(env: Env, order: OrderRow, now = Date.now()): Promise<Verdict> {
  const { results: open } = await env.DB.prepare("SELECT * FROM payments WHERE order_id = ? AND status = 'pending' ORDER BY created_at, rowid")
    .bind(order.id)
    .all<PaymentRow>();
  let wait = false;
  for (const attempt of open) {
    const status = await askProvider(env, attempt);
    const provider = providerByKey(env, attempt.provider);
    if (status.state === "paid" && provider) {
      const verdict = { paymentId: attempt.id, outcome: "success" as const, providerReference: status.providerReference };
      const settled = await settlePayment(env, provider, verdict, now);
      if (settled?.kind === "success" && settled.justPaid) {
        await sendOrderConfirmation(env, settled.order, CRON_URL).catch((error) => logError("expiry:mail", undefined, error));
      }
      return "paid";
    }
    if (status.state === "failed" && provider) await settlePayment(env, provider, { paymentId: attempt.id, outcome: "failure" }, now);
    if (status.state === "pending" || status.state === "unknown") wait = true;
  }
  const limit = order.created_at + MAX_HOLD_MS;
  if (wait && now < limit) {
    const until = Math.min(Math.max(holdEnd(order), now) + HOLD_EXTENSION_MS, limit);
    await env.DB.prepare("UPDATE orders SET hold_until = ? WHERE id = ? AND status = 'unpaid'").bind(until, order.id).run();
    return "wait";
  }
  const note = wait ? "still unpaid at the hold's limit" : "unpaid for 24 hours";
  return (await transitionOrder(env.DB, order, "cancelled", note, now)) ? "cancel" : "wait";
}

/** When an unpaid order is due (the key its index keeps: orders_unpaid_hold). */
const DUE_SQL = `coalesce(hold_until, created_at + ${UNPAID_LIFETIME_MS})`;

/**
 * The cron's job: overdue unpaid orders in batches, oldest hold first; one order failing does not
 * stop the rest. Each batch starts past the last order the run looked at (by due time, then id),
 * so orders that stay overdue without their hold moving (a cancellation that failed) cannot take
 * the run's whole budget again: the orders behind them are reached, and the next run retries them.
 */
export async function expireUnpaidOrders(env: Env, now = Date.now(), batch = EXPIRY_BATCH, batches = EXPIRY_BATCHES_PER_RUN): Promise<ExpiryCounts> {
  const counts: ExpiryCounts = { cancelled: 0, settled: 0, extended: 0 };
  let after = { due: -1, id: 0 };
  for (let round = 0; round < batches; round++) {
    const { results } = await env.DB.prepare(
      `SELECT *, ${DUE_SQL} AS due FROM orders
        WHERE status = 'unpaid' AND ${DUE_SQL} < ?1 AND ${DUE_SQL} >= ?2 AND (${DUE_SQL} > ?2 OR id > ?3)
        ORDER BY ${DUE_SQL}, id LIMIT ?4`,
    )
      .bind(now, after.due, after.id, batch)
      .all<OrderRow & { due: number }>();
    for (const { due, ...order } of results) {
      after = { due, id: order.id };
      try {
        const verdict = await expireOrder(env, order, now);
        if (verdict === "paid") counts.settled++;
        else if (verdict === "cancel") counts.cancelled++;
        else counts.extended++;
      } catch (error) {
        logError("expiry:order", undefined, error);
      }
    }
    if (results.length < batch) break;
  }
  return counts;
}
