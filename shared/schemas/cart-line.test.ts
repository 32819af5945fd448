import { describe, expect, it } from "vitest";
import { cartLineFor, charCount } from "./cart-line";

const line = (over: Record<string, unknown> = {}) => ({ spuCode: "HE1", skuCode: "HE1-7", quantity: 1, ...over });
const issues = (personalizable: boolean, value: unknown) => {
  const parsed = cartLineFor(personalizable).safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("cart line personalization", () => {
  it("requires the signature of a personalizable product: Please Input Your Text.", () => {
    expect(issues(true, line())).toEqual(["personalization.signature: error.personalization.required"]);
    expect(issues(true, line({ personalization: { signature: "   " } }))).toEqual(["personalization.signature: error.personalization.required"]);
    expect(issues(true, line({ personalization: { signature: "Anna" } }))).toEqual([]);
  });

  it("allows 12 signature characters and 150 message characters, counted as people count them", () => {
    expect(issues(true, line({ personalization: { signature: "x".repeat(12) } }))).toEqual([]);
    expect(issues(true, line({ personalization: { signature: "x".repeat(13) } }))).toEqual([
      "personalization.signature: error.personalization.signatureTooLong",
    ]);
    expect(issues(true, line({ personalization: { signature: "💍".repeat(12) } }))).toEqual([]);
    expect(issues(true, line({ personalization: { signature: "A", message: "m".repeat(150) } }))).toEqual([]);
    expect(issues(true, line({ personalization: { signature: "A", message: "m".repeat(151) } }))).toEqual([
      "personalization.message: error.personalization.messageTooLong",
    ]);
    expect(charCount("e\u0301")).toBe(1);
  });

  it("needs a chosen variant and a sane quantity, and no engraving where none is offered", () => {
    expect(issues(false, line({ skuCode: "" }))).toEqual(["skuCode: error.cart.chooseOptions"]);
    expect(issues(false, line({ quantity: 0 }))).toHaveLength(1);
    expect(issues(false, line({ personalization: { signature: "A" } }))).toEqual(["personalization: error.personalization.notOffered"]);
    expect(issues(false, line({ extra: 1 }))).toHaveLength(1);
  });
});
