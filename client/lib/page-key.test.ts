import { describe, expect, it } from "vitest";
import { pageKey } from "./page-key";

describe("page keys", () => {
  it("keeps one mobile checkout whatever its query, and keys desktop checkout by the full path", () => {
    expect(pageKey("checkout", "mobile", "/checkout?orderType=normal")).toBe(pageKey("checkout", "mobile", "/checkout"));
    expect(pageKey("checkout", "desktop", "/checkout?a=1")).not.toBe(pageKey("checkout", "desktop", "/checkout?a=2"));
    expect(pageKey("checkout", "tablet", "/checkout?a=1")).toBe("/checkout?a=1");
  });

  it("keys every other page by its full path, on mobile too", () => {
    expect(pageKey("cart", "mobile", "/cart?x=1")).toBe("/cart?x=1");
  });
});
