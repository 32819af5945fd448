import { describe, expect, it } from "vitest";
import { computeTotals } from "../checkout/pricing";
import { spread, vatParts } from "./order-vat";

/** The VAT of an order spread over its lines and shipping to the cent (docs/decisions/1320-vat-at-checkout.md). */
describe("spread", () => {
  it("splits in proportion and puts the remainder on the largest part", () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(950, [3000, 2000])).toEqual([570, 380]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(7, [0, 0])).toEqual([0, 0]);
  });
});

describe("vatParts", () => {
  const item = (unitCents: number, couponEligible = true) => ({ unitCents, baseCents: unitCents, quantity: 1, jewelSafeCents: 0, couponEligible });
  const rates = { EUR: 0.92, GBP: 0.79 };

  it("gives every line its share of the coupon and of the VAT, and shipping its own, adding up to the order", () => {
    const totals = computeTotals({
      items: [item(3333), item(3333), item(3334, false)],
      currency: "USD",
      rates,
      coupon: { code: "TEN", kind: "percent", value: 10, minSubtotalCents: 0 },
      vat: { store: "us", country: "AT" },
    });
    const parts = vatParts(totals, [true, true, false]);
    expect(parts.reduce((a, p) => a + p.vat, 0)).toBe(Math.round((totals.vat?.vat ?? 0) * 100));
    expect(parts.reduce((a, p) => a + p.gross, 0)).toBe(Math.round(totals.total * 100));
    for (const part of parts) expect(part.net + part.vat).toBe(part.gross);
  });
});
