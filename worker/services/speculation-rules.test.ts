import { describe, expect, it } from "vitest";
import { ROUTES, type PageId } from "~/shared/routes";
import { routeFlags } from "~/shared/url-scheme";
import { ORIGIN, send } from "../test/harness";
import { speculationRules } from "./speculation-rules";

/** Every `pathname` a rule names. */
function pathnames(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) pathnames(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "pathname" && typeof inner === "string") found.push(inner);
      else pathnames(inner, found);
    }
  }
  return found;
}

const asPattern = (pathname: string) => new RegExp(`^${pathname.replace(/[.+?^$()[\]\\|]/g, "\\$&").replace(/\*/g, ".*")}$`);

describe("the speculation rules", () => {
  const rules = speculationRules();
  const patterns = pathnames(rules).map(asPattern);

  it("never name a personal, checkout or back-office page", () => {
    const samples: Partial<Record<PageId, string>> = {
      cart: "/cart",
      accounts: "/accounts",
      accountOrders: "/accounts/orders",
      accountWishlist: "/accounts/wishlist",
      payback: "/payback/sandbox",
      adminDashboard: "/admin",
      adminOrders: "/admin/orders",
    };
    for (const [id, path] of Object.entries(samples)) {
      expect(
        patterns.some((p) => p.test(path!)),
        id,
      ).toBe(false);
    }
    for (const id of Object.keys(ROUTES) as PageId[]) {
      const route = routeFlags(id);
      if (!route.personal && route.shell !== "checkout" && route.shell !== "bare") continue;
      const path = route.pattern.replace(/\{[^}]+\}/g, "x");
      expect(
        patterns.some((p) => p.test(path)),
        id,
      ).toBe(false);
    }
  });

  it("prerender the product under the pointer and the next listing page, only on hover or touch", () => {
    expect(patterns.some((p) => p.test("/product-amara-classic-wedding-band-100175.html"))).toBe(true);
    expect(patterns.some((p) => p.test("/category-rings"))).toBe(true);
    expect(JSON.stringify(rules.prerender)).toContain("a[rel~=next]");
    for (const rule of [...rules.prerender, ...rules.prefetch]) expect(rule.eagerness).toBe("moderate");
  });
});

describe("the pages that name them", () => {
  it("are the shop's pages, never a personal one; the rules come with their own MIME type", async () => {
    expect((await send(`${ORIGIN}/`)).headers.get("Speculation-Rules")).toBe('"/speculation-rules.json"');
    expect((await send(`${ORIGIN}/cart`)).headers.get("Speculation-Rules")).toBeNull();
    expect((await send(`${ORIGIN}/accounts/orders`)).headers.get("Speculation-Rules")).toBeNull();
    const file = await send(`${ORIGIN}/speculation-rules.json`);
    expect(file.headers.get("Content-Type")).toBe("application/speculationrules+json");
    expect(await file.json()).toEqual(speculationRules());
  });
});
