import { describe, expect, it } from "vitest";
import { assertTransition, canTransition, ORDER_STATUSES, TransitionRefused } from "./order-status";

describe("order statuses", () => {
  it("pays, ships and refunds along the table", () => {
    expect(canTransition("unpaid", "processing")).toBe(true);
    expect(canTransition("unpaid", "bankConfirming")).toBe(true);
    expect(canTransition("bankConfirming", "processing")).toBe(true);
    expect(canTransition("processing", "shipped")).toBe(true);
    expect(canTransition("shipped", "refunded")).toBe(true);
  });

  it("refuses moves the table does not have", () => {
    expect(canTransition("unpaid", "shipped")).toBe(false);
    expect(canTransition("shipped", "cancelled")).toBe(false);
    expect(canTransition("cancelled", "processing")).toBe(false);
    expect(() => assertTransition("refunded", "processing")).toThrow(TransitionRefused);
    expect(() => assertTransition("lost", "processing")).toThrow(TransitionRefused);
  });

  it("ends in refunded or cancelled", () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition("refunded", to)).toBe(false);
      expect(canTransition("cancelled", to)).toBe(false);
    }
  });
});
