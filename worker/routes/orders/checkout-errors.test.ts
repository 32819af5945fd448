import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";

/**
 * Whatever a client sends to cart/* and order/*, the answer is an envelope in the shopper's
 * language whose HTTP status agrees with its code: never a 500, never zod's or our English.
 */
const ENGLISH = /Invalid input|\bexpected |Malformed|Unknown field|Unknown API|Too (big|small)|went wrong/;

describe("cart and order errors", () => {
  it("answer bad bodies, unknown SKUs, huge and negative numbers with a translated envelope", async () => {
    const sku = await addProduct({ code: "err1", priceCents: 1000, stock: 5 });
    const shopper = visitor("de");
    const cases: [path: string, body: unknown, status: number][] = [
      ["cart/add", "{", 400],
      ["cart/add", "[]", 400],
      ["cart/add", "null", 400],
      ["cart/add", '"ring"', 400],
      ["cart/add", {}, 400],
      ["cart/add", { sku, quantity: 1e12 }, 400],
      ["cart/add", { sku, quantity: -3 }, 400],
      ["cart/add", { sku, quantity: 1.5 }, 400],
      ["cart/add", { sku, quantity: 99 }, 409],
      ["cart/add", { sku: "NOPE-1" }, 404],
      ["cart/add", { sku: "Ü".repeat(64) }, 404],
      ["cart/add", { sku: "x".repeat(65) }, 400],
      ["cart/add", { sku, price: 0.01 }, 400],
      ["cart/add", { sku, jewelSafe: "yes" }, 400],
      ["cart/update", { lineId: 1e300, quantity: 1 }, 400],
      ["cart/update", { lineId: -1, quantity: 1 }, 400],
      ["cart/update", { lineId: 999999, quantity: 5 }, 404],
      ["cart/remove", { lineId: "a" }, 400],
      ["cart/applyCoupon", { code: 5 }, 400],
      ["cart/applyCoupon", { code: "x".repeat(100) }, 400],
      ["cart/removeCoupon", { everything: true }, 400],
      ["cart/list", "[]", 400],
      ["cart/nope", {}, 404],
      ["order/create", "{", 400],
      ["order/create", {}, 400],
      ["order/create", checkoutBody({ shippingAddress: null }), 400],
      ["order/create", checkoutBody({ orderType: "PriceDifferenceProduct", differencePrice: 12 }), 400],
      ["order/create", checkoutBody({ differencePrice: 12 }), 400],
      ["order/create", checkoutBody({ orderType: "custommade", customMadeParam: "x".repeat(80) }), 400],
      ["order/create", checkoutBody({ expectedTotal: -1 }), 400],
      ["order/create", checkoutBody({ shippingMethod: "teleport" }), 400],
      ["order/create", checkoutBody(), 409],
      ["order/pay", { orderNumber: "DE000000000000" }, 404],
      ["order/pay", { orderNumber: "zzz" }, 400],
      ["order/track", { orderNumber: "x", contact: "" }, 400],
      ["order/track", { orderNumber: "DE000000000000", contact: "x".repeat(300) }, 400],
    ];
    for (const [path, body, status] of cases) {
      const answer = await shopper.call(path, body);
      const what = `${path} ${JSON.stringify(body).slice(0, 60)}`;
      expect(answer.status, what).toBe(status);
      expect(answer.code, what).toBe(status);
      expect(answer.message, what).not.toMatch(ENGLISH);
      for (const message of Object.values<string>(answer.data?.fields ?? {})) {
        expect(message, what).not.toMatch(ENGLISH);
        expect(message, what).not.toMatch(/^[a-z]+\.[\w.]+$/);
      }
    }
  });

  it("name the unknown field in the shopper's language", async () => {
    const answer = await visitor("mx").call("cart/add", { sku: "X", total: 1 });
    expect(answer.data.fields).toEqual({ total: "Campo desconocido: total" });
    const body = await visitor("fr").call("order/create", "[]");
    expect(body.message).toBe("La requête doit être un objet JSON.");
  });
});
