import { CUSTOM_STATUSES } from "~/shared/custom-requests";
import { STORES, storeOrigin, type StoreKey } from "~/shared/stores";
import { pathTo } from "~/shared/url-scheme";
import { storeDomains } from "../../config";
import type { Env } from "../../env";
import { auditStatement, type Actor } from "../admin/audit";
import { conditions, likeText, pageOf } from "../admin/paging";
import { findOrderByNumber, minorPrice } from "../checkout/orders-store";
import { getRates } from "../rates";
import { randomHex } from "../bytes";
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
  return pageOf(
    db,
    { columns: "*", from: `custom_requests ${where.clause}`, orderBy: "created_at DESC, id DESC", values: where.values },
    filter.page,
    CUSTOM_PAGE_SIZE,
    (row) => toRequestSummary(row as unknown as CustomRequestRow),
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
  const param = randomParam();
  const store = STORES[order.store as StoreKey] ?? STORES.us;
  const link = `${storeOrigin(store.key, current, storeDomains(env))}${pathTo("checkout", {}, { orderType: "custommade", customMadeParam: param })}`;
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
  return { link, param, amount: minorPrice(minor, order.currency) };
}

/** The difference payments of an order, for its detail: asked, and paid (by which order). */
export async function orderDifferences(db: D1Database, orderId: number) {
  const { results } = await db
    .prepare(
      `SELECT p.param, p.reason, p.currency, p.amount_minor, p.created_at, o.order_number, o.status, o.paid_at
         FROM custom_payment_requests p LEFT JOIN orders o ON o.custom_made_param = p.param AND o.store = p.store AND o.status <> 'cancelled'
        WHERE p.for_order_id = ? ORDER BY p.created_at`,
    )
    .bind(orderId)
    .all<{
      param: string;
      reason: string;
      currency: string;
      amount_minor: number;
      created_at: number;
      order_number: string | null;
      status: string | null;
      paid_at: number | null;
    }>();
  return results.map((r) => ({
    param: r.param,
    reason: r.reason,
    amount: minorPrice(r.amount_minor, r.currency as never),
    createdAt: r.created_at,
    paymentOrder: r.order_number,
    paid: r.status === "processing" || r.status === "shipped" || r.status === "inReview",
    paidAt: r.paid_at,
  }));
}
