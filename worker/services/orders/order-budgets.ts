import type { Counted } from "../account/limits";
import { byEmail } from "../account/limits";
import { isLoopback } from "../ip-bucket";
import type { RateLimitRule } from "../rate-limit";

/**
 * What a script repeating legitimate checkout calls may do (docs/decisions/1300-abuse-budgets.md).
 * Every call counts against the client's address (IPv6 by /64) and the visitor; creating an
 * order also against its email. An address's allowance is the larger: many shoppers share one.
 */
const rule = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({ name, limit, windowSeconds });

export const CHECKOUT_BUDGETS = {
  orderCreate: {
    ip: rule("order-create-ip", 30, 3600),
    visitor: rule("order-create-visitor", 10, 3600),
    email: rule("order-create-email", 10, 3600),
  },
  orderPay: { ip: rule("order-pay-ip", 60, 3600), visitor: rule("order-pay-visitor", 20, 3600), order: rule("order-pay-order", 10, 3600) },
  cartAdd: { ip: rule("cart-add-ip", 300, 600), visitor: rule("cart-add-visitor", 100, 600) },
};

/** The counters one call spends: its address, its visitor (cart owner) and, for an order, its email. */
export async function checkoutCounted(
  budget: { ip: RateLimitRule; visitor: RateLimitRule; email?: RateLimitRule },
  ip: string,
  owner: string,
  email?: string,
): Promise<Counted[]> {
  const counted: Counted[] = [[budget.visitor, owner]];
  if (!isLoopback(ip)) counted.push([budget.ip, ip]);
  if (budget.email && email) counted.push([budget.email, await byEmail(email)]);
  return counted;
}

/**
 * What one visitor, and one client address, may hold at once: unpaid orders, and pieces of
 * limited stock in them. Held stock is what a hoarder takes from everyone else, so it is capped
 * where it is taken, in the order's own transaction (order-create.ts). An address's cap is the
 * larger: many shoppers share one.
 */
export const HOLD_CAPS = {
  visitor: { unpaidOrders: 3, heldUnits: 20 },
  client: { unpaidOrders: 10, heldUnits: 60 },
};

type Holder = "owner" | "client_key";

const unpaidSql = (holder: Holder, p: string) => `(SELECT count(*) FROM orders WHERE ${holder} = ${p} AND status = 'unpaid')`;

const heldUnitsSql = (holder: Holder, p: string) => `(SELECT coalesce(sum(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id
   WHERE o.${holder} = ${p} AND o.status = 'unpaid' AND l.reserved = 1)`;

/** SQL guard for the order row's INSERT: ?5 is the owner, `client` the client key's placeholder; `units` the limited pieces this order takes. */
export function holdCapGuard(client: string, units: number) {
  const n = Math.trunc(units);
  const { visitor, client: address } = HOLD_CAPS;
  return [
    `${unpaidSql("owner", "?5")} < ${visitor.unpaidOrders}`,
    `${heldUnitsSql("owner", "?5")} + ${n} <= ${visitor.heldUnits}`,
    `${unpaidSql("client_key", client)} < ${address.unpaidOrders}`,
    `${heldUnitsSql("client_key", client)} + ${n} <= ${address.heldUnits}`,
  ].join(" AND ");
}

export interface Held {
  orders: number;
  units: number;
  /** When the oldest unpaid order was placed. */
  oldest: number | null;
}

/** What a visitor (owner) or a client address holds now. */
export async function heldBy(db: D1Database, holder: Holder, key: string): Promise<Held> {
  const row = await db
    .prepare(
      `SELECT ${unpaidSql(holder, "?1")} AS orders, ${heldUnitsSql(holder, "?1")} AS units,
              (SELECT min(created_at) FROM orders WHERE ${holder} = ?1 AND status = 'unpaid') AS oldest`,
    )
    .bind(key)
    .first<Held>();
  return row ?? { orders: 0, units: 0, oldest: null };
}
