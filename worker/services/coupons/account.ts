import { WELCOME_COUPON } from "~/shared/account-rules";
import { randomCode } from "../account/codes";
import type { Row as TableRow } from "../../db/schema.generated";

/**
 * Coupons a customer holds (sign-up welcome, campaigns, customer service). Checkout applies
 * them: `usableCoupon` finds one by code (case-insensitive) and `markCouponUsed`
 * spends it for an order exactly once.
 */
type CouponSource = TableRow<"customer_coupons">["source"];
type CouponKind = TableRow<"customer_coupons">["kind"];
type CouponStatus = "active" | "upcoming" | "used" | "expired";

export interface CustomerCoupon {
  code: string;
  source: CouponSource;
  kind: CouponKind;
  /** Percent (1–100) or USD cents. */
  value: number;
  minSubtotalCents: number;
  startsAt: number;
  expiresAt: number;
  usedAt: number | null;
  orderNumber: string | null;
  status: CouponStatus;
}

type Row = Pick<
  TableRow<"customer_coupons">,
  "code" | "source" | "kind" | "value" | "min_subtotal_cents" | "starts_at" | "expires_at" | "used_at" | "order_number"
>;

function couponStatus(row: Pick<Row, "used_at" | "starts_at" | "expires_at">, now: number): CouponStatus {
  if (row.used_at !== null) return "used";
  if (row.expires_at <= now) return "expired";
  if (row.starts_at > now) return "upcoming";
  return "active";
}

const fromRow = (row: Row, now: number): CustomerCoupon => ({
  code: row.code,
  source: row.source,
  kind: row.kind,
  value: row.value,
  minSubtotalCents: row.min_subtotal_cents,
  startsAt: row.starts_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  orderNumber: row.order_number,
  status: couponStatus(row, now),
});

const ORDER: Record<CouponStatus, number> = { active: 0, upcoming: 1, used: 2, expired: 3 };

/** Usable coupons first (soonest to expire first), then upcoming, used and expired ones. */
export async function listCoupons(db: D1Database, customerId: number, now = Date.now()): Promise<CustomerCoupon[]> {
  const { results } = await db.prepare("SELECT * FROM customer_coupons WHERE customer_id = ? ORDER BY expires_at, id").bind(customerId).all<Row>();
  return results.map((r) => fromRow(r, now)).sort((a, b) => ORDER[a.status] - ORDER[b.status]);
}

export interface CouponGrant {
  code: string;
  source: CouponSource;
  kind: CouponKind;
  value: number;
  minSubtotalCents?: number;
  startsAt: number;
  expiresAt: number;
}

/** Gives a customer a coupon; false when they already hold that code. */
export async function grantCoupon(db: D1Database, customerId: number, grant: CouponGrant, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO customer_coupons (customer_id, code, source, kind, value, min_subtotal_cents, starts_at, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (customer_id, code) DO NOTHING`,
    )
    .bind(customerId, grant.code, grant.source, grant.kind, grant.value, grant.minSubtotalCents ?? 0, grant.startsAt, grant.expiresAt, now)
    .run();
  return result.meta.changes === 1;
}

/** The sign-up present: a personal code, WELCOME-NNNNNN, valid for WELCOME_COUPON.validDays. */
export async function grantWelcomeCoupon(db: D1Database, customerId: number, now = Date.now()): Promise<string> {
  const code = `WELCOME-${randomCode()}`;
  await grantCoupon(
    db,
    customerId,
    {
      code,
      source: "welcome",
      kind: WELCOME_COUPON.kind,
      value: WELCOME_COUPON.value,
      minSubtotalCents: WELCOME_COUPON.minSubtotalCents,
      startsAt: now,
      expiresAt: now + WELCOME_COUPON.validDays * 24 * 60 * 60 * 1000,
    },
    now,
  );
  return code;
}

/** A coupon of the customer that can be applied now, or null. */
export async function usableCoupon(db: D1Database, customerId: number, code: string, now = Date.now()): Promise<CustomerCoupon | null> {
  const row = await db.prepare("SELECT * FROM customer_coupons WHERE customer_id = ? AND code = ?").bind(customerId, code.trim()).first<Row>();
  if (!row) return null;
  const coupon = fromRow(row, now);
  return coupon.status === "active" ? coupon : null;
}

/** Spends a coupon on an order; false when it was already used (a retried order uses it once). */
export async function markCouponUsed(db: D1Database, customerId: number, code: string, orderNumber: string, now = Date.now()) {
  const result = await db
    .prepare("UPDATE customer_coupons SET used_at = ?, order_number = ? WHERE customer_id = ? AND code = ? AND used_at IS NULL")
    .bind(now, orderNumber, customerId, code.trim())
    .run();
  return result.meta.changes === 1;
}
