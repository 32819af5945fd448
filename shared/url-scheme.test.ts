import { describe, expect, it } from "vitest";
import { matchUrl, pathTo } from "./url-scheme";
import { ROUTES } from "./routes";

const m = (url: string, production = false) => {
  const u = new URL(url, "http://x.test");
  return matchUrl(u.pathname, u.searchParams, { production });
};

describe("url scheme", () => {
  it("matches partial segments and literal routes", () => {
    expect(m("/")).toEqual({ kind: "page", id: "home", params: {} });
    expect(m("/404")).toMatchObject({ kind: "page", id: "notFound" });
    expect(m("/category-rings")).toMatchObject({ id: "category", params: { category_key: "rings" } });
    expect(m("/sale-necklaces")).toMatchObject({ id: "sale", params: { category_key: "necklaces" } });
    expect(m("/collection/standard-summer")).toMatchObject({ id: "collectionStandard" });
    expect(m("/collection/lego-12")).toMatchObject({ id: "collectionLego", params: { id: "12" } });
    expect(m("/help/faqs")).toMatchObject({ id: "help", params: { topic: "faqs" } });
    expect(m("/payback/paypal")).toMatchObject({ id: "payback" });
  });

  it("takes the product code from the last dash segment", () => {
    expect(m("/product-cuban-link-chain-HE1234.html")).toMatchObject({
      id: "product",
      params: { product_code: "HE1234" },
    });
    expect(m("/lp/product-HE99.html")).toMatchObject({ id: "landingProduct", params: { product_code: "HE99" } });
  });

  it("answers Page Not Found when a required parameter or query is missing", () => {
    for (const url of ["/search", "/search?q=%20", "/category-", "/collection/standard-", "/trackorder"]) {
      expect(m(url)).toEqual({ kind: "invalid", id: expect.any(String), message: `Page Not Found: ${url.split("?")[0]}` });
    }
    expect(m("/trackorder?orderNumber=")).toMatchObject({ kind: "page", id: "trackOrder" });
  });

  it("applies the checkout pages' query rules", () => {
    expect(m("/checkout")).toMatchObject({ kind: "page" });
    expect(m("/checkout?orderType=PriceDifferenceProduct&differencePrice=0")).toMatchObject({ kind: "invalid" });
    // The retired shopper-priced difference: no amount from the address is ever a checkout.
    expect(m("/checkout?orderType=PriceDifferenceProduct&differencePrice=12.5")).toMatchObject({ kind: "invalid" });
    expect(m("/checkout?orderType=custommade")).toMatchObject({ kind: "invalid" });
    expect(m("/checkout?orderType=custommade&customMadeParam=abc")).toMatchObject({ kind: "page" });
  });

  it("answers Page not found for unknown routes", () => {
    expect(m("/nope")).toEqual({ kind: "unknown", message: "Page not found: /nope" });
    expect(m("/help/unknown-topic")).toMatchObject({ kind: "unknown" });
    expect(m("/ui-kit", true)).toMatchObject({ kind: "unknown" });
    expect(m("/ui-kit", false)).toMatchObject({ kind: "page", id: "uiKit" });
  });

  it("builds links from the same table", () => {
    expect(pathTo("category", { category_key: "rings" }, { page: 2 })).toBe("/category-rings?page=2");
    expect(pathTo("product", { slug: "gold-ring", product_code: "HE1" })).toBe("/product-gold-ring-HE1.html");
    expect(pathTo("trackOrder")).toBe("/trackorder?orderNumber=");
    expect(pathTo("search", {}, { q: "ring & chain" })).toBe("/search?q=ring+%26+chain");
  });
});

describe("noindex", () => {
  it("keeps utility and personal pages out of search engines, and content pages in", () => {
    const noindex = (id: keyof typeof ROUTES) => Boolean((ROUTES[id] as { noindex?: boolean }).noindex);
    for (const id of [
      "cart",
      "checkout",
      "accounts",
      "accountOrders",
      "login",
      "search",
      "searchResult",
      "trackOrder",
      "payback",
      "cookieSettings",
      "freeGift",
      "notFound",
      "shortLink",
      "adminOrders",
    ] as const) {
      expect(noindex(id), id).toBe(true);
    }
    for (const id of ["home", "category", "product", "lookBooks", "help", "newArrival"] as const) expect(noindex(id), id).toBe(false);
    // Every personal page (a shopper's own data) is noindex too.
    for (const [id, def] of Object.entries(ROUTES))
      if ((def as { personal?: boolean }).personal) expect(noindex(id as keyof typeof ROUTES), id).toBe(true);
  });
});
