import { describe, expect, it } from "vitest";
import { withdrawalDeadline, withdrawalRefusal } from "./withdrawal";

const at = (iso: string) => Date.parse(iso);
const order = (over: Partial<Parameters<typeof withdrawalRefusal>[0]> = {}) => ({
  ship_country: "FR",
  order_type: "normal" as const,
  status: "shipped",
  delivered_at: at("2026-11-02T18:30:00Z"),
  ...over,
});

describe("the withdrawal period", () => {
  it("ends with the 14th day after the day of delivery, whatever the hour of delivery", () => {
    expect(withdrawalDeadline(at("2026-11-02T18:30:00Z"))).toBe(at("2026-11-16T23:59:59.999Z"));
    expect(withdrawalDeadline(at("2026-11-02T00:00:00Z"))).toBe(at("2026-11-16T23:59:59.999Z"));
    expect(withdrawalDeadline(null)).toBeNull();
  });

  it("is open from payment to its end, and closed after, as the clock moves", () => {
    expect(withdrawalRefusal(order({ status: "processing", delivered_at: null }), at("2026-10-30T10:00:00Z"))).toBeNull();
    expect(withdrawalRefusal(order(), at("2026-11-03T10:00:00Z"))).toBeNull();
    expect(withdrawalRefusal(order(), at("2026-11-16T23:59:00Z"))).toBeNull();
    expect(withdrawalRefusal(order(), at("2026-11-17T00:00:00Z"))).toBe("expired");
  });

  it("is the EU consumer's, for goods not made to their specifications, on a paid order still open", () => {
    const now = at("2026-11-05T10:00:00Z");
    expect(withdrawalRefusal(order({ ship_country: "US" }), now)).toBe("notEu");
    expect(withdrawalRefusal(order({ ship_country: "GB" }), now)).toBe("notEu");
    expect(withdrawalRefusal(order({ order_type: "custommade" }), now)).toBe("custom");
    for (const status of ["unpaid", "cancelled", "refunding", "refunded"]) expect(withdrawalRefusal(order({ status }), now)).toBe("status");
  });
});
