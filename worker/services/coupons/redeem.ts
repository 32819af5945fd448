import { convertFromUsdCents, formatMoney, type CurrencyCode, type Rates } from "~/shared/money";
import { usableCoupon } from "./account";
import type { CouponRecord } from "./rules";
import type { Row } from "../../db/schema.generated";

type CouponRow = Pick<Row<"coupons">, "code" | "store" | "kind" | "value" | "min_subtotal_cents" | "starts_at" | "expires_at" | "max_uses" | "uses">;

const COLUMNS = "code, store, kind, value, min_subtotal_cents, starts_at, expires_at, max_uses, uses";

function toRecord(row: CouponRow): CouponRecord {
  return {
    source: "store",
    code: row.code,
    store: row.store,
    kind: row.kind,
    value: row.value,
    minSubtotalCents: row.min_subtotal_cents,
    startsAt: row.starts_at,
    expiresAt: row.expires_at,
    maxUses: row.max_uses,
    uses: row.uses,
  };
}

/**
 * A coupon by code, whatever the case the shopper typed it in (the columns are NOCASE): a
 * store coupon, or else one the signed-in customer holds (sign-up welcome, campaigns).
 */
export async function findCoupon(db: D1Database, code: string, owner: string, now = Date.now()): Promise<CouponRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM coupons WHERE code = ?`).bind(code.trim()).first<CouponRow>();
  return couponFrom(db, row, code, owner, now);
}

/** The store coupon a cart's code names, read in the same round trip as the cart. */
export function cartCouponStatement(db: D1Database, owner: string, store: string) {
  return db
    .prepare(`SELECT ${COLUMNS} FROM coupons WHERE code = (SELECT trim(coupon_code) FROM carts WHERE owner = ? AND store = ?)`)
    .bind(owner, store);
}

/** findCoupon once the store coupon row (or its absence) is known. */
export async function couponFrom(db: D1Database, row: unknown, code: string, owner: string, now = Date.now()): Promise<CouponRecord | null> {
  if (row) return toRecord(row as CouponRow);
  const customerId = owner.startsWith("c:") ? Number(owner.slice(2)) : 0;
  if (!customerId) return null;
  const held = await usableCoupon(db, customerId, code, now);
  if (!held) return null;
  return {
    source: "customer",
    code: held.code,
    store: null,
    kind: held.kind,
    value: held.value,
    minSubtotalCents: held.minSubtotalCents,
    startsAt: held.startsAt,
    expiresAt: held.expiresAt,
    maxUses: 1,
    uses: 0,
  };
}

export interface PublicCoupon {
  code: string;
  kind: "percent" | "amount";
  /** Percent, or the amount in the shopper's currency, formatted. */
  value: string;
  minimum: string | null;
  expiresAt: number;
}

/** The coupons /coupon lists: public, current, for this store or every store, soonest ending first. */
export async function listPublicCoupons(
  db: D1Database,
  store: string,
  currency: CurrencyCode,
  rates: Rates,
  now = Date.now(),
): Promise<PublicCoupon[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM coupons
        WHERE public = 1 AND (store IS NULL OR store = ?1) AND starts_at <= ?2 AND expires_at > ?2
          AND (max_uses IS NULL OR uses < max_uses)
        ORDER BY expires_at, code`,
    )
    .bind(store, now)
    .all<CouponRow>();
  const money = (cents: number) => formatMoney(convertFromUsdCents(cents, currency, rates), currency);
  return results.map((row) => ({
    code: row.code,
    kind: row.kind,
    value: row.kind === "percent" ? `${row.value}%` : money(row.value),
    minimum: row.min_subtotal_cents > 0 ? money(row.min_subtotal_cents) : null,
    expiresAt: row.expires_at,
  }));
}

/**
 * Spends the coupon in the order's own transaction. A store coupon counts a use, and its
 * CHECK (uses <= max_uses) fails the whole order when a concurrent order took the last one.
 * A customer's coupon is marked with the order number; the order row is then inserted only
 * if that mark is there (see order-create), so a coupon spent meanwhile fails the order too.
 */
export function useCouponStatement(db: D1Database, coupon: CouponRecord, owner: string, orderNumber: string, now: number) {
  if (coupon.source === "store") return db.prepare("UPDATE coupons SET uses = uses + 1 WHERE code = ?").bind(coupon.code);
  return db
    .prepare("UPDATE customer_coupons SET used_at = ?, order_number = ? WHERE customer_id = ? AND code = ? AND used_at IS NULL")
    .bind(now, orderNumber, Number(owner.slice(2)), coupon.code);
}

/**
 * Gives the coupon of an order that does not go ahead back, in its cancellation's batch
 * (orders-store.ts transitionOrder): a store coupon's use is counted down, a customer's coupon is
 * theirs again. Guarded by the order still being in `from`, so of two racing cancellations only
 * the one whose status change wins gives it back.
 */
export function couponReturnStatements(db: D1Database, orderId: number, from: string): D1PreparedStatement[] {
  const order = "SELECT order_number FROM orders WHERE id = ?1 AND status = ?2";
  return [
    db
      .prepare(
        `UPDATE coupons SET uses = uses - 1
          WHERE uses > 0 AND code = (SELECT coupon_code FROM orders WHERE id = ?1 AND status = ?2)
            AND NOT EXISTS (SELECT 1 FROM customer_coupons WHERE order_number = (${order}))`,
      )
      .bind(orderId, from),
    db.prepare(`UPDATE customer_coupons SET used_at = NULL, order_number = NULL WHERE order_number = (${order})`).bind(orderId, from),
  ];
}
