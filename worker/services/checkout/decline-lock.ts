import { OrderThrottled } from "../orders/order-refused";

/**
 * Card testing: a script tries card after card on one order, or on order after order. Declined
 * payments are counted per order, per visitor and per client address over the last hour; at a
 * limit, no new attempt starts until enough declines have aged out of the hour
 * (docs/decisions/1300-abuse-budgets.md).
 */
export const DECLINE_LOCK = { windowMs: 60 * 60 * 1000, order: 5, visitor: 10, client: 20 };

export interface PayingScope {
  /** The order to be paid; null for a new order. */
  orderId: number | null;
  owner: string;
  clientKey: string | null;
}

/** Seconds until a new payment attempt may start for this scope; 0 when it may now. */
async function declineLockSeconds(db: D1Database, scope: PayingScope, now = Date.now()): Promise<number> {
  const since = now - DECLINE_LOCK.windowMs;
  const { results } = await db
    .prepare(
      `SELECT p.settled_at AS at, o.id = ?1 AS sameOrder, o.owner = ?2 AS sameOwner, o.client_key = ?3 AS sameClient
         FROM orders o JOIN payments p ON p.order_id = o.id
        WHERE (o.id = ?1 OR o.owner = ?2 OR o.client_key = ?3) AND p.status = 'failed' AND p.settled_at > ?4
        ORDER BY p.settled_at DESC LIMIT 200`,
    )
    .bind(scope.orderId ?? -1, scope.owner, scope.clientKey, since)
    .all<{ at: number; sameOrder: number; sameOwner: number; sameClient: number }>();
  // Locked while `limit` declines are inside the hour: until the limit-th newest leaves it.
  const wait = (limit: number, declines: { at: number }[]) =>
    declines.length >= limit ? Math.ceil((declines[limit - 1].at + DECLINE_LOCK.windowMs - now) / 1000) : 0;
  return Math.max(
    wait(
      DECLINE_LOCK.order,
      results.filter((r) => r.sameOrder),
    ),
    wait(
      DECLINE_LOCK.visitor,
      results.filter((r) => r.sameOwner),
    ),
    wait(
      DECLINE_LOCK.client,
      results.filter((r) => r.sameClient),
    ),
  );
}

/** Refuses a new payment attempt while the scope is locked: 429 with when to try again. */
export async function assertPaymentOpen(db: D1Database, scope: PayingScope, now = Date.now()) {
  const seconds = await declineLockSeconds(db, scope, now);
  if (seconds > 0) throw new OrderThrottled("payment.locked", { minutes: Math.max(1, Math.ceil(seconds / 60)) }, seconds);
}
