import { convertFromUsdCents, formatMoney, type CurrencyCode, type Rates } from "~/shared/money";
import type { CouponRecord } from "./coupon-rules";

interface CouponRow {
  code: string;
  store: string | null;
  kind: "percent" | "amount";
  value: number;
  min_subtotal_cents: number;
  starts_at: number;
  expires_at: number;
  max_uses: number | null;
  uses: number;
}

const COLUMNS = "code, store, kind, value, min_subtotal_cents, starts_at, expires_at, max_uses, uses";

function toRecord(row: CouponRow): CouponRecord {
  return {
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

/** A store coupon by code, whatever the case the shopper typed it in (the column is NOCASE). */
export async function findCoupon(db: D1Database, code: string): Promise<CouponRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM coupons WHERE code = ?`).bind(code.trim()).first<CouponRow>();
  return row ? toRecord(row) : null;
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
 * Counts a use in the order's transaction. The table's CHECK (uses <= max_uses) makes the
 * whole order fail when the last use was taken by a concurrent order.
 */
export function useCouponStatement(db: D1Database, code: string, now: number) {
  return db.prepare("UPDATE coupons SET uses = uses + 1 WHERE code = ? AND expires_at > ?").bind(code, now);
}
