import { describe, expect, it } from "vitest";
import { peerRangeAdmits } from "./peer-range";

describe("peerRangeAdmits", () => {
  it("reads the ranges the lint and type tools declare", () => {
    const jsxA11y = "^3 || ^4 || ^5 || ^6 || ^7 || ^8 || ^9";
    expect(peerRangeAdmits(jsxA11y, "9.39.5")).toBe(true);
    expect(peerRangeAdmits(jsxA11y, "10.0.0")).toBe(false);
    expect(peerRangeAdmits(`${jsxA11y} || ^10`, "10.15.0")).toBe(true);
    const tsEslint = ">=4.8.4 <6.1.0";
    expect(peerRangeAdmits(tsEslint, "6.0.3")).toBe(true);
    expect(peerRangeAdmits(tsEslint, "7.0.0")).toBe(false);
    expect(peerRangeAdmits(">= 4.8.4 < 7.1.0", "7.0.0")).toBe(true);
    expect(peerRangeAdmits(">=4.8.4", "7.0.0")).toBe(true);
  });

  it("reads carets, tildes, x-ranges and exact versions", () => {
    expect(peerRangeAdmits("^0.5.26", "0.5.30")).toBe(true);
    expect(peerRangeAdmits("^0.5.26", "0.6.0")).toBe(false);
    expect(peerRangeAdmits("~0.5.26", "0.5.27")).toBe(true);
    expect(peerRangeAdmits("~0.5.26", "0.6.0")).toBe(false);
    expect(peerRangeAdmits("8.4.0", "8.4.0")).toBe(true);
    expect(peerRangeAdmits("8.4.0", "8.5.3")).toBe(false);
    expect(peerRangeAdmits("10.x", "10.2.0")).toBe(true);
    expect(peerRangeAdmits("*", "10.0.0")).toBe(true);
  });

  it("refuses what it cannot read rather than guessing", () => {
    expect(() => peerRangeAdmits("1 - 2", "1.5.0")).toThrow(/cannot read/);
  });
});
