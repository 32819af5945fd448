import { describe, expect, it } from "vitest";
import { tariffInsuranceOffered, tariffInsurancePrice } from "./tariff-insurance";

describe("tariff insurance rules", () => {
  it("is offered only above the destination's duty-free value, and nowhere outside the table", () => {
    expect(tariffInsuranceOffered("US", 100)).toBe(true);
    expect(tariffInsuranceOffered("DE", 16000)).toBe(false);
    expect(tariffInsuranceOffered("DE", 16001)).toBe(true);
    expect(tariffInsuranceOffered("gb", 20000)).toBe(true);
    expect(tariffInsuranceOffered("HK", 1_000_000)).toBe(false);
    expect(tariffInsuranceOffered("US", 0)).toBe(false);
    // A visitor's country code never reaches an object prototype.
    expect(tariffInsuranceOffered("__proto__", 100_000)).toBe(false);
  });

  it("costs 4 % of the goods, at least 2.99 USD in the shopper's currency", () => {
    expect(tariffInsurancePrice(200, "USD", {})).toBe(8);
    expect(tariffInsurancePrice(20, "USD", {})).toBe(2.99);
    expect(tariffInsurancePrice(20, "EUR", { EUR: 0.9 })).toBe(2.69);
    expect(tariffInsurancePrice(123.45, "EUR", { EUR: 0.9 })).toBe(4.94);
  });
});
