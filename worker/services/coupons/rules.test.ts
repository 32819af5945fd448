import { describe, expect, it } from "vitest";
import { couponDiscount, couponRefusal, normalizeCouponCode, refundForReturn, type CouponRecord } from "./rules";

const coupon = (over: Partial<CouponRecord> = {}): CouponRecord => ({
  source: "store",
  code: "SAVE",
  kind: "percent",
  value: 10,
  minSubtotalCents: 0,
  store: null,
  startsAt: 1000,
  expiresAt: 5000,
  maxUses: null,
  uses: 0,
  ...over,
});
const now = 2000;

describe("coupon rules", () => {
  it("refuses unknown, foreign, early, expired and used-up codes", () => {
    expect(couponRefusal(null, { store: "us", now })).toBe("unknown");
    expect(couponRefusal(coupon({ store: "uk" }), { store: "us", now })).toBe("otherStore");
    expect(couponRefusal(coupon(), { store: "us", now: 999 })).toBe("notStarted");
    expect(couponRefusal(coupon(), { store: "us", now: 5000 })).toBe("expired");
    expect(couponRefusal(coupon({ maxUses: 3, uses: 3 }), { store: "us", now })).toBe("usedUp");
    expect(couponRefusal(coupon({ store: "us" }), { store: "us", now })).toBeNull();
  });

  it("is not for custom-jewelry payments or price differences", () => {
    expect(couponRefusal(coupon(), { store: "us", now, orderType: "custommade" })).toBe("orderType");
    expect(couponRefusal(coupon(), { store: "us", now, orderType: "PriceDifferenceProduct" })).toBe("orderType");
  });

  it("compares codes without case", () => {
    expect(normalizeCouponCode("  save10 ")).toBe("SAVE10");
  });

  it("needs the minimum subtotal, in the shopper's currency", () => {
    const terms = coupon({ minSubtotalCents: 5000 });
    expect(couponDiscount(terms, { subtotal: 45.99, eligible: 45.99, currency: "EUR", rates: { EUR: 0.92 } })).toEqual({
      discount: 0,
      problem: "minimum",
    });
    expect(couponDiscount(terms, { subtotal: 46, eligible: 46, currency: "EUR", rates: { EUR: 0.92 } })).toEqual({ discount: 4.6, problem: null });
  });

  it("discounts only the eligible goods and never more than them", () => {
    expect(couponDiscount(coupon(), { subtotal: 100, eligible: 0, currency: "USD", rates: {} }).problem).toBe("notEligible");
    const amount = coupon({ kind: "amount", value: 3000 });
    expect(couponDiscount(amount, { subtotal: 100, eligible: 20, currency: "USD", rates: {} }).discount).toBe(20);
    expect(couponDiscount(amount, { subtotal: 100, eligible: 80, currency: "MXN", rates: { MXN: 17.1 } }).discount).toBe(80);
  });

  it("takes the discount off a refund when the kept goods fall below the minimum", () => {
    // 2 × 30 with 10 % off (minimum 50): returning one keeps 30 < 50, so the 6 of discount comes off.
    expect(refundForReturn({ subtotal: 60, eligible: 60, discount: 6, returned: 30, returnedEligible: 30, minimum: 50 })).toBe(24);
    // With no minimum, the returned item's share of the discount comes off.
    expect(refundForReturn({ subtotal: 60, eligible: 60, discount: 6, returned: 30, returnedEligible: 30, minimum: 0 })).toBe(27);
    expect(refundForReturn({ subtotal: 60, eligible: 60, discount: 0, returned: 30, returnedEligible: 30, minimum: 0 })).toBe(30);
  });
});
