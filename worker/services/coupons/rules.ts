import { convertFromUsdCents, round2, type CurrencyCode, type Rates } from "~/shared/money";
import type { OrderType } from "~/shared/order-types";

/**
 * Coupons: case-insensitive, one per order, valid on discounted items, goods only
 * (never shipping or plans), expired ones rejected, a minimum subtotal, and custom pieces
 * excluded. These are the pure rules; coupons.ts reads the codes from D1.
 */
export interface CouponTerms {
  code: string;
  kind: "percent" | "amount";
  /** Percent (1–100) or USD cents. */
  value: number;
  minSubtotalCents: number;
}

export interface CouponRecord extends CouponTerms {
  /** A store coupon (coupons) or one a customer holds (customer_coupons). */
  source: "store" | "customer";
  store: string | null;
  startsAt: number;
  expiresAt: number;
  maxUses: number | null;
  uses: number;
}

/**
 * Why a code cannot be used at all, before looking at the cart. Every reason reads as the
 * same message, "Sorry, this coupon code is invalid.", so a guesser learns nothing.
 */
export type CouponRefusal = "unknown" | "otherStore" | "notStarted" | "expired" | "usedUp" | "orderType";

export function couponRefusal(coupon: CouponRecord | null, context: { store: string; now: number; orderType?: OrderType }): CouponRefusal | null {
  if (!coupon) return "unknown";
  if (coupon.store !== null && coupon.store !== context.store) return "otherStore";
  if (context.now < coupon.startsAt) return "notStarted";
  if (context.now >= coupon.expiresAt) return "expired";
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return "usedUp";
  // Custom-jewelry stages and price differences are not goods a coupon can discount.
  if (context.orderType && context.orderType !== "normal") return "orderType";
  return null;
}

/** Codes are compared without case and stored upper-case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * The discount in one currency. `eligible` is the goods subtotal without custom pieces; the
 * minimum is checked against the whole goods subtotal, as shown in the cart.
 */
export function couponDiscount(
  coupon: CouponTerms,
  cart: { subtotal: number; eligible: number; currency: CurrencyCode; rates: Rates },
): { discount: number; problem: "minimum" | "notEligible" | null } {
  const minimum = convertFromUsdCents(coupon.minSubtotalCents, cart.currency, cart.rates);
  if (cart.subtotal < minimum) return { discount: 0, problem: "minimum" };
  if (cart.eligible <= 0) return { discount: 0, problem: "notEligible" };
  const raw = coupon.kind === "percent" ? round2((cart.eligible * coupon.value) / 100) : convertFromUsdCents(coupon.value, cart.currency, cart.rates);
  return { discount: Math.min(raw, cart.eligible), problem: null };
}

/**
 * A coupon is deducted from refunds if the subtotal drops below its minimum.
 * Returning goods refunds what was paid for them (their share of the discount off); when
 * what the customer keeps no longer reaches the minimum, the whole discount comes off the
 * refund instead, as if the coupon had never applied.
 */
export function refundForReturn(input: {
  /** Goods subtotal of the order and the part the coupon applied to, in one currency. */
  subtotal: number;
  eligible: number;
  discount: number;
  /** Value of the returned goods at their line prices, and the eligible part of it. */
  returned: number;
  returnedEligible: number;
  /** The coupon's minimum in the same currency; 0 when there was no coupon. */
  minimum: number;
}): number {
  const kept = round2(input.subtotal - input.returned);
  if (input.discount > 0 && kept < input.minimum) return Math.max(0, round2(input.returned - input.discount));
  const share = input.eligible > 0 ? round2((input.discount * input.returnedEligible) / input.eligible) : 0;
  return Math.max(0, round2(input.returned - share));
}
