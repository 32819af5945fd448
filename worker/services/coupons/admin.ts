import { auditStatement, type Actor } from "../admin/audit";
import { asc, conditions, desc, pageOf, type PagePosition, type PageQuery } from "../admin/paging";
import type { AdminCoupon } from "~/shared/admin-types";

/**
 * Store coupons (the `coupons` table checkout reads): list, create, disable. A coupon is
 * disabled by ending it now, so the checkout's own expiry rule refuses it from then on and
 * its history (uses) stays.
 */

const COUPONS_PAGE_SIZE = 25;

const toCoupon = (r: Record<string, unknown>): AdminCoupon => ({
  code: String(r.code),
  store: r.store === null ? null : String(r.store),
  kind: r.kind === "amount" ? "amount" : "percent",
  value: Number(r.value),
  minSubtotalCents: Number(r.min_subtotal_cents),
  startsAt: Number(r.starts_at),
  expiresAt: Number(r.expires_at),
  isPublic: r.public === 1,
  maxUses: r.max_uses === null ? null : Number(r.max_uses),
  uses: Number(r.uses),
});

interface CouponFilter extends PagePosition {
  state?: "active" | "inactive";
  store?: string;
}

/** `state`: running now, not started yet / over, or all; latest expiry first (the coupons_expiry index's order). */
export function couponListQuery(filter: CouponFilter, now = Date.now()): PageQuery {
  const where = conditions();
  if (filter.state === "active") where.add("starts_at <= ? AND expires_at > ?", now, now);
  if (filter.state === "inactive") where.add("(starts_at > ? OR expires_at <= ?)", now, now);
  if (filter.store) where.add("(store = ? OR store IS NULL)", filter.store);
  return { columns: "*", from: "coupons", where, key: [desc("expires_at"), asc("code")] };
}

export function listCoupons(db: D1Database, filter: CouponFilter, now = Date.now()) {
  return pageOf(db, couponListQuery(filter, now), filter, COUPONS_PAGE_SIZE, toCoupon);
}

const findCoupon = async (db: D1Database, code: string) => {
  const row = await db.prepare("SELECT * FROM coupons WHERE code = ?").bind(code).first<Record<string, unknown>>();
  return row ? toCoupon(row) : null;
};

export async function createCoupon(db: D1Database, actor: Actor, coupon: Omit<AdminCoupon, "uses">, now = Date.now()): Promise<"created" | "exists"> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO coupons (code, store, kind, value, min_subtotal_cents, starts_at, expires_at, public, max_uses)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
      )
      .bind(
        coupon.code,
        coupon.store,
        coupon.kind,
        coupon.value,
        coupon.minSubtotalCents,
        coupon.startsAt,
        coupon.expiresAt,
        coupon.isPublic ? 1 : 0,
        coupon.maxUses,
      ),
    auditStatement(
      db,
      actor,
      {
        action: "coupon:create",
        subjectType: "coupon",
        subjectId: coupon.code.toUpperCase(),
        after: coupon,
      },
      now,
      { sql: "changes() = 1", values: [] },
    ),
  ]);
  return inserted.meta.changes === 1 ? "created" : "exists";
}

export async function disableCoupon(db: D1Database, actor: Actor, code: string, now = Date.now()): Promise<"disabled" | "notFound" | "already"> {
  const before = await findCoupon(db, code);
  if (!before) return "notFound";
  if (before.expiresAt <= now) return "already";
  const [updated] = await db.batch([
    db.prepare("UPDATE coupons SET expires_at = ? WHERE code = ? AND expires_at > ?").bind(now, code, now),
    auditStatement(
      db,
      actor,
      {
        action: "coupon:disable",
        subjectType: "coupon",
        subjectId: before.code,
        before,
        after: { ...before, expiresAt: now },
      },
      now,
      {
        sql: "changes() = 1",
        values: [],
      },
    ),
  ]);
  return updated.meta.changes === 1 ? "disabled" : "already";
}
