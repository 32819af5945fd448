import { describe, expect, it } from "vitest";
import { pageKey } from "./page-key";

describe("page keys", () => {
  it("keeps one mobile checkout whatever its query, and keys desktop checkout by the full path", () => {
    expect(pageKey("checkout", "mobile", "/checkout?orderType=normal")).toBe(pageKey("checkout", "mobile", "/checkout"));
    expect(pageKey("checkout", "desktop", "/checkout?a=1")).not.toBe(pageKey("checkout", "desktop", "/checkout?a=2"));
    expect(pageKey("checkout", "tablet", "/checkout?a=1")).toBe("/checkout?a=1");
  });

  it("keys every other shop page by its full path, on mobile too", () => {
    expect(pageKey("cart", "mobile", "/cart?x=1")).toBe("/cart?x=1");
  });

  it("keys a back-office screen by its path: a new filter or page is the same screen", () => {
    expect(pageKey("adminProducts", "desktop", "/admin/products?q=nova&page=2")).toBe(pageKey("adminProducts", "desktop", "/admin/products"));
    expect(pageKey("adminOrders", "desktop", "/admin/orders?number=A1")).not.toBe(pageKey("adminProducts", "desktop", "/admin/products"));
    expect(pageKey("adminDashboard", "desktop", "/admin?x=1")).toBe("/admin");
    expect(pageKey("home", "desktop", "/administrator?x=1")).toBe("/administrator?x=1");
  });
});
