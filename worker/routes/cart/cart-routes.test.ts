import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addCoupon, addProduct, visitor } from "../../test/checkout-fixtures";
import { cartCount } from "../../services/cart-count";
import { mergeCartOnSignIn } from "../../services/checkout/cart";

describe("cart API", () => {
  it("adds, lists, updates and removes lines, answering the whole cart each time", async () => {
    const sku = await addProduct({ code: "c1", priceCents: 5000, baseCents: 8000 });
    const shopper = visitor("us");
    const added = await shopper.call("cart/add", { sku, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.message).toBe("Added to your bag.");
    expect(added.data).toMatchObject({ count: 2, currency: "USD", subtotal: { amount: 100, formatted: "$100.00" }, discounts: [] });
    expect(added.data.lines[0]).toMatchObject({ skuCode: sku, quantity: 2, unitPrice: { amount: 50 }, basePrice: { amount: 80 } });

    const again = await shopper.call("cart/add", { sku });
    expect(again.data.lines).toHaveLength(1);
    expect(again.data.count).toBe(3);

    const lineId = again.data.lines[0].lineId;
    const updated = await shopper.call("cart/update", { lineId, quantity: 5 });
    expect(updated.data).toMatchObject({ count: 5, subtotal: { amount: 250 } });
    expect(await cartCount(env.DB, { uuid: shopper.uuid, email: "", customerId: "" }, "us")).toBe(5);

    const listed = await shopper.call("cart/list", {});
    expect(listed.data.count).toBe(5);
    const removed = await shopper.call("cart/remove", { lineId });
    expect(removed.data).toMatchObject({ count: 0, lines: [] });
  });

  it("prices in the shopper's currency with the store's formatting", async () => {
    const sku = await addProduct({ code: "c2", priceCents: 12345 });
    const shopper = visitor("de");
    const added = await shopper.call("cart/add", { sku, quantity: 1 });
    expect(added.data.currency).toBe("EUR");
    expect(added.data.subtotal.formatted).toBe("113,57 €");
  });

  it("keeps one visitor's cart from another's, and a line id from another cart", async () => {
    const sku = await addProduct({ code: "c3", priceCents: 1000 });
    const a = visitor("us");
    const b = visitor("us");
    const added = await a.call("cart/add", { sku });
    expect((await b.call("cart/list", {})).data.count).toBe(0);
    const stolen = await b.call("cart/remove", { lineId: added.data.lines[0].lineId });
    expect(stolen).toMatchObject({ status: 404, code: 404 });
    expect((await a.call("cart/list", {})).data.count).toBe(1);
  });

  it("enforces personalization on the server", async () => {
    const engraved = await addProduct({ code: "c4", priceCents: 3000, personalizable: true, jewelSafeCents: 999 });
    const plain = await addProduct({ code: "c5", priceCents: 3000 });
    const shopper = visitor("us");
    const missing = await shopper.call("cart/add", { sku: engraved });
    expect(missing).toMatchObject({ status: 400, message: "Please Input Your Text." });
    const long = await shopper.call("cart/add", { sku: engraved, signature: "ABCDEFGHIJKLM" });
    expect(long.status).toBe(400);
    expect(long.data.fields.signature).toMatch(/12/);
    const tooLongMessage = await shopper.call("cart/add", { sku: engraved, signature: "Ana", message: "x".repeat(151) });
    expect(tooLongMessage.status).toBe(400);
    expect(tooLongMessage.data.fields.message).toMatch(/150/);
    const emoji = await shopper.call("cart/add", { sku: engraved, signature: "💍💍💍💍💍💍💍💍💍💍💍💍", jewelSafe: true });
    expect(emoji.status).toBe(200);
    expect(emoji.data.lines[0]).toMatchObject({ jewelSafe: { amount: 9.99 }, personalizable: true });
    expect(emoji.data.jewelSafe.amount).toBe(9.99);
    const notAllowed = await shopper.call("cart/add", { sku: plain, signature: "Ana" });
    expect(notAllowed.status).toBe(400);
    const noPlan = await shopper.call("cart/add", { sku: plain, jewelSafe: true });
    expect(noPlan.status).toBe(400);
  });

  it("refuses more than the stock of a limited SKU and unknown or foreign SKUs", async () => {
    const limited = await addProduct({ code: "c6", priceCents: 1000, stock: 2 });
    const ukOnly = await addProduct({ code: "c7", priceCents: 1000, stores: ["uk"] });
    const shopper = visitor("us");
    expect((await shopper.call("cart/add", { sku: limited, quantity: 3 })).status).toBe(409);
    expect((await shopper.call("cart/add", { sku: limited, quantity: 2 })).status).toBe(200);
    expect((await shopper.call("cart/add", { sku: limited })).status).toBe(409);
    expect((await shopper.call("cart/add", { sku: "NOPE-1" })).status).toBe(404);
    expect((await shopper.call("cart/add", { sku: ukOnly })).status).toBe(409);
  });

  it("answers bad bodies with a 400 envelope naming the field", async () => {
    const shopper = visitor("us");
    const malformed = await shopper.call("cart/add", "{not json");
    expect(malformed).toMatchObject({ status: 400, code: 400, message: "Malformed JSON body" });
    const wrongType = await shopper.call("cart/add", { sku: "X", quantity: "two" });
    expect(wrongType).toMatchObject({ status: 400 });
    expect(wrongType.data.fields).toHaveProperty("quantity");
    const unknown = await shopper.call("cart/add", { sku: "X", price: 1 });
    expect(unknown.data.fields).toHaveProperty("price");
    const zero = await shopper.call("cart/update", { lineId: 1, quantity: 0 });
    expect(zero.data.fields).toHaveProperty("quantity");
    const extra = await shopper.call("cart/list", { everything: true });
    expect(extra.status).toBe(400);
  });

  it("merges the visitor's cart into the customer's on sign-in", async () => {
    const sku = await addProduct({ code: "c8", priceCents: 1000 });
    const guest = visitor("us");
    await guest.call("cart/add", { sku, quantity: 2 });
    await env.DB.prepare("INSERT INTO cart_lines (owner, store, sku_code, quantity, created_at) VALUES ('c:77', 'us', ?, 1, 0)").bind(sku).run();
    await mergeCartOnSignIn(env.DB, guest.uuid, 77);
    expect(await cartCount(env.DB, { uuid: guest.uuid, email: "a@b.co", customerId: "77" }, "us")).toBe(3);
    expect(await cartCount(env.DB, { uuid: guest.uuid, email: "", customerId: "" }, "us")).toBe(0);
  });
});

describe("coupons on the cart", () => {
  it("applies a code in any case, once per order, on discounted items, goods only", async () => {
    const sku = await addProduct({ code: "k1", priceCents: 10000, baseCents: 15000, jewelSafeCents: 1000, personalizable: false });
    await addCoupon({ code: "SAVE10", value: 10 });
    await addCoupon({ code: "FIVE", kind: "amount", value: 500 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku, quantity: 1, jewelSafe: true });
    const applied = await shopper.call("cart/applyCoupon", { code: "save10" });
    expect(applied.status).toBe(200);
    expect(applied.message).toBe("Coupon SAVE10 applied successfully.");
    expect(applied.data.discounts).toEqual([{ code: "SAVE10", amount: { amount: 10, currency: "USD", formatted: "$10.00" } }]);
    // Goods 100, discount 10 (not on the 10 plan), plan 10.
    expect(applied.data.total.amount).toBe(100);
    const replaced = await shopper.call("cart/applyCoupon", { code: "five" });
    expect(replaced.data.discounts).toHaveLength(1);
    expect(replaced.data.discounts[0]).toMatchObject({ code: "FIVE", amount: { amount: 5 } });
    const removed = await shopper.call("cart/removeCoupon", {});
    expect(removed.data).toMatchObject({ discounts: [], coupon: null });
  });

  it("answers one message for unknown, expired and foreign codes, in the shopper's language", async () => {
    const sku = await addProduct({ code: "k2", priceCents: 10000 });
    await addCoupon({ code: "OLD", value: 10, expiresAt: Date.now() - 1000 });
    await addCoupon({ code: "UKONLY", value: 10, store: "uk" });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    for (const code of ["NOSUCH", "OLD", "UKONLY"]) {
      const answer = await shopper.call("cart/applyCoupon", { code });
      expect(answer).toMatchObject({ status: 400, message: "Sorry, this coupon code is invalid." });
    }
    const mexican = visitor("mx");
    const sku2 = await addProduct({ code: "k3", priceCents: 10000, stores: ["mx"] });
    await mexican.call("cart/add", { sku: sku2 });
    const es = await mexican.call("cart/applyCoupon", { code: "NOSUCH" });
    expect(es.message).toBe("Lo sentimos, este código de cupón no es válido.");
  });

  it("needs the minimum subtotal and refuses carts of custom pieces only", async () => {
    const sku = await addProduct({ code: "k4", priceCents: 4000 });
    const custom = await addProduct({ code: "k5", priceCents: 9000, tags: ["custom"] });
    await addCoupon({ code: "MIN50", value: 10, minCents: 5000 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    const short = await shopper.call("cart/applyCoupon", { code: "MIN50" });
    expect(short.status).toBe(400);
    expect(short.message).toBe("This coupon needs a subtotal of at least $50.00.");
    await shopper.call("cart/add", { sku: custom });
    const ok = await shopper.call("cart/applyCoupon", { code: "MIN50" });
    // 130 reaches the minimum, but only the 40 of regular goods is discounted.
    expect(ok.data.discounts[0].amount.amount).toBe(4);

    const customOnly = visitor("us");
    await customOnly.call("cart/add", { sku: custom });
    const refused = await customOnly.call("cart/applyCoupon", { code: "MIN50" });
    expect(refused.message).toBe("Custom pieces are excluded from coupons.");
  });

  it("shows a coupon that no longer reaches its minimum as not applied", async () => {
    const sku = await addProduct({ code: "k6", priceCents: 3000 });
    await addCoupon({ code: "MIN60", value: 10, minCents: 6000 });
    const shopper = visitor("us");
    const added = await shopper.call("cart/add", { sku, quantity: 2 });
    await shopper.call("cart/applyCoupon", { code: "MIN60" });
    const lowered = await shopper.call("cart/update", { lineId: added.data.lines[0].lineId, quantity: 1 });
    expect(lowered.data.discounts).toEqual([]);
    expect(lowered.data.coupon).toMatchObject({ code: "MIN60", applied: false });
  });
});
