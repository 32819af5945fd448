import { describe, expect, it } from "vitest";
import { computeTotals, toMinor, toUsdCents, type PricedItem } from "./pricing";

const rates = { EUR: 0.92, MXN: 17.1, INR: 83.3 };
const free = { standardFreeFromCents: 0, standardFeeCents: 0 };
const item = (unitCents: number, quantity = 1, extra: Partial<PricedItem> = {}): PricedItem => ({
  unitCents,
  baseCents: unitCents,
  quantity,
  jewelSafeCents: 0,
  couponEligible: true,
  ...extra,
});

describe("order pricing", () => {
  it("converts each unit price first, so line totals equal what the shopper sees", () => {
    const totals = computeTotals({ items: [item(1999, 3)], currency: "EUR", rates });
    expect(totals.lines[0]).toMatchObject({ unit: 18.39, lineTotal: 55.17 });
    // 10.05 USD → 171.86 MXN a piece, × 7 = 1,203.02 (converting 70.35 USD at once would give 1,202.99).
    const odd = computeTotals({ items: [item(1005, 7)], currency: "MXN", rates });
    expect(odd.lines[0].unit).toBe(171.86);
    expect(odd.subtotal).toBe(1203.02);
  });

  it("adds JewelSafe plans and shipping, and takes the coupon off goods only", () => {
    const totals = computeTotals({
      items: [item(5000, 2, { jewelSafeCents: 999 })],
      currency: "USD",
      rates,
      coupon: { code: "TEN", kind: "percent", value: 10, minSubtotalCents: 0 },
      shipping: { method: "express", country: "DE", settings: free },
    });
    expect(totals).toMatchObject({ subtotal: 100, discount: 10, jewelSafe: 19.98, shipping: 15, total: 124.98 });
  });

  it("looks at the goods after the coupon for free express shipping", () => {
    const shipping = { method: "express" as const, country: "US", settings: free };
    const before = computeTotals({ items: [item(17000)], currency: "USD", rates, shipping });
    expect(before.shipping).toBe(0);
    const after = computeTotals({
      items: [item(17000)],
      currency: "USD",
      rates,
      shipping,
      coupon: { code: "TEN", kind: "percent", value: 10, minSubtotalCents: 0 },
    });
    expect(after).toMatchObject({ discount: 17, shipping: 15, total: 168 });
  });

  it("answers no shipping price for a method the country does not have", () => {
    const totals = computeTotals({ items: [item(1000)], currency: "USD", rates, shipping: { method: "threeDay", country: "DE", settings: free } });
    expect(totals.shipping).toBeNull();
  });

  it("keeps a price difference exact in the shopper's currency", () => {
    const cents = toUsdCents(100, "INR", rates);
    const totals = computeTotals({ items: [item(cents, 1, { fixed: { currency: "INR", amount: 100 } })], currency: "INR", rates });
    expect(totals.total).toBe(100);
    expect(computeTotals({ items: [item(cents, 1, { fixed: { currency: "INR", amount: 100 } })], currency: "USD", rates }).total).toBe(1.2);
  });

  it("stores minor units without float drift", () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(165.6)).toBe(16560);
    expect(toMinor(0.29)).toBe(29);
  });
});
