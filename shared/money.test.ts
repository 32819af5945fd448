import { describe, expect, it } from "vitest";
import { convertFromUsdCents, formatMoney, round2 } from "./money";

describe("money", () => {
  it("rounds to two decimals, half away from zero", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
  });

  it("formats the euro with a comma and a trailing symbol", () => {
    expect(formatMoney(1234.5, "EUR")).toBe("1.234,50 €");
    expect(formatMoney(0.1, "EUR")).toBe("0,10 €");
  });

  it("formats other currencies with a leading symbol and a point", () => {
    expect(formatMoney(1234.5, "USD")).toBe("$1,234.50");
    expect(formatMoney(19, "GBP")).toBe("£19.00");
    expect(formatMoney(1999.999, "MXN")).toBe("MX$2,000.00");
    expect(formatMoney(-5, "INR")).toBe("-₹5.00");
  });

  it("converts USD cents with the rate and rounds", () => {
    expect(convertFromUsdCents(1999, "USD", {})).toBe(19.99);
    expect(convertFromUsdCents(1999, "EUR", { EUR: 0.9234 })).toBe(18.46);
    expect(() => convertFromUsdCents(100, "EUR", {})).toThrow(/No rate/);
  });
});
