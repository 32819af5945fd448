import { CUSTOM_STATUSES } from "~/shared/custom-requests";
import { STORES, storeOrigin, type StoreKey } from "~/shared/stores";
import { storeDomains } from "../../config";
import type { Env } from "../../env";
import { auditStatement, type Actor } from "../admin/audit";
import { conditions, desc, likeText, pageOf } from "../admin/paging";
import { findOrderByNumber, minorPrice } from "../orders/orders-store";
import { getRates } from "../rates";
import { randomHex } from "../bytes";
import { sendDifferenceMail } from "../mail/custom-jewelry-email";
import { differencePayPath } from "./differences";
import { toRequestSummary, type CustomRequestRow } from "./requests-store";

/** The back office's list of custom requests and the price differences of existing orders. */
const CUSTOM_PAGE_SIZE = 25;

export function listCustomRequests(db: D1Database, filter: { status?: string; store?: string; q?: string; page?: number }) {
  const where = conditions();
  if (filter.status && (CUSTOM_STATUSES as readonly string[]).includes(filter.status)) where.add("status = ?", filter.status);
  if (filter.store && Object.hasOwn(STORES, filter.store)) where.add("store = ?", filter.store);
  if (filter.q) {
    const like = `%${likeText(filter.q)}%`;
    where.add("(request_number LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\')", like, like, like);
  }
  return pageOf(db, { columns: "*", from: "custom_requests", key: [desc("created_at"), desc("id")], where }, filter, CUSTOM_PAGE_SIZE, (row) =>
    toRequestSummary(row as unknown as CustomRequestRow),
  );
}

const randomParam = () => `pd-${randomHex(12)}`;

/**
 * A price difference the shopper pays for an existing order (a larger size, an upgrade): a
 * payment request of the order's store with the amount fixed in the order's currency and the
 * merchant's reason, paid through checkout by its own param; paying it is recorded against
 * the order (`for_order_id`) and shown in its detail. With its audit row, in one batch.
 */
export async function createDifferenceRequest(
  env: Env,
  actor: Actor,
  orderNumber: string,
  amount: number,
  reason: string,
  current: URL,
  now = Date.now(),
) {
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order) return null;
  const minor = Math.round(amount * 100);
  const rates = await getRates(env.DB);
  const rate = order.currency === "USD" ? 1 : rates[order.currency];
  if (!rate) throw new Error(`no rate for ${order.currency}`);
  const repeat = await openRepeat(env.DB, order.id, minor, reason, now);
  const param = repeat ?? randomParam();
  const store = STORES[order.store as StoreKey] ?? STORES.us;
  const link = `${storeOrigin(store.key, current, storeDomains(env))}${differencePayPath(param)}`;
  if (!repeat) await insertDifference(env, actor, order, { param, minor, rate, reason, link, amount }, now);
  const price = minorPrice(minor, order.currency);
  // The shopper learns of it from the shop, not only from whoever passes the link on.
  await sendDifferenceMail(env, order, { reason, amount: price.formatted, link }).catch((error) => console.error("difference mail", error));
  return { link, param, amount: price };
}

/** How long the same difference asked again is the one asked before, not a second one. */
const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * The staff's retry after an error whose write went through (docs/decisions/1310-nothing-lost.md)
 * must not leave the shopper two links for one difference: the same amount and reason for the
 * same order, still open and asked minutes ago, is the same request.
 */
async function openRepeat(db: D1Database, orderId: number, minor: number, reason: string, now: number) {
  const row = await db
    .prepare(
      `SELECT param FROM custom_payment_requests
        WHERE for_order_id = ? AND amount_minor = ? AND reason = ? AND voided_at IS NULL AND order_id IS NULL AND created_at > ?
        ORDER BY created_at LIMIT 1`,
    )
    .bind(orderId, minor, reason, now - REPEAT_WINDOW_MS)
    .first<{ param: string }>();
  return row?.param ?? null;
}

async function insertDifference(
  env: Env,
  actor: Actor,
  order: NonNullable<Awaited<ReturnType<typeof findOrderByNumber>>>,
  d: { param: string; minor: number; rate: number; reason: string; link: string; amount: number },
  now: number,
) {
  const { param, minor, rate, reason, link, amount } = d;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO custom_payment_requests (param, store, title, amount_cents, email, created_at, stage, currency, amount_minor, for_order_id, reason)
       VALUES (?, ?, ?, ?, ?, ?, 'difference', ?, ?, ?, ?)`,
    ).bind(
      param,
      order.store,
      `${order.order_number}: ${reason}`,
      Math.max(1, Math.round(minor / rate)),
      order.email,
      now,
      order.currency,
      minor,
      order.id,
      reason,
    ),
    auditStatement(
      env.DB,
      actor,
      {
        action: "order:differenceRequest",
        subjectType: "order",
        subjectId: order.order_number,
        after: { amount, currency: order.currency, reason, link },
      },
      now,
    ),
  ]);
}
