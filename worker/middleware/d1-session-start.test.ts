import { describe, expect, it } from "vitest";
import { sessionStart } from "./d1-session-start";

describe("sessionStart", () => {
  it("starts a shopper's pages and read APIs at the nearest replica", () => {
    for (const path of ["/", "/category-rings", "/product-x-123.html", "/cart", "/accounts/orders", "/sitemap.xml"]) {
      expect(sessionStart("GET", path, "/api")).toBe("nearest");
    }
    for (const action of ["index/headData", "category/list", "cart/list", "review/list", "account/me", "order/track", "visitor/state"]) {
      expect(sessionStart("POST", `/api/${action}`, "/api")).toBe("nearest");
    }
  });

  it("starts the shopper's light writes at the nearest replica too: D1 sends the write itself to the primary", () => {
    for (const action of ["cart/add", "cart/update", "account/wishlistAdd", "review/submit", "stat/pageView"]) {
      expect(sessionStart("POST", `/api/${action}`, "/api")).toBe("nearest");
    }
  });

  it("starts writes that guard money, stock or identity, payment settlement and the back office at the primary", () => {
    for (const action of ["order/create", "order/pay", "cart/applyCoupon", "account/signIn", "account/changePassword", "payment/webhook/provider"]) {
      expect(sessionStart("POST", `/api/${action}`, "/api")).toBe("primary");
    }
    expect(sessionStart("POST", "/api/admin/orders/list", "/api")).toBe("primary");
    expect(sessionStart("GET", "/payback/sandbox", "/api")).toBe("primary");
    expect(sessionStart("GET", "/payment/sandbox/P1", "/api")).toBe("primary");
    expect(sessionStart("GET", "/admin", "/api")).toBe("primary");
    expect(sessionStart("GET", "/admin/orders", "/api")).toBe("primary");
    expect(sessionStart("POST", "/our-cookies", "/api")).toBe("primary");
  });

  it("starts an unknown action at the primary, and follows the configured API prefix", () => {
    expect(sessionStart("POST", "/api/cart/somethingNew", "/api")).toBe("primary");
    expect(sessionStart("POST", "/api/category/list/../../cart/add", "/api")).toBe("primary");
    expect(sessionStart("POST", "/shop-api/category/list", "/shop-api")).toBe("nearest");
    expect(sessionStart("GET", "/administrator-guide", "/api")).toBe("nearest");
  });
});
