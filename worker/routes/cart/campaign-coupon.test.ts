import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../services/rate-limit";
import { addCoupon, addProduct, visitor } from "../../test/checkout-fixtures";

describe("a campaign link's coupon (he-couponcode)", () => {
  it("joins the cart with the first item, once, and the cookie is cleared", async () => {
    await addCoupon({ code: "CAMP10", value: 10 });
    const sku = await addProduct({ code: "camp1", priceCents: 5000 });
    const shopper = visitor("us", { Cookie: "he-couponcode=camp10" });

    const empty = await shopper.call("cart/list", {});
    expect(empty.data.coupon).toBeNull();

    const added = await shopper.call("cart/add", { sku });
    expect(added.data.coupon).toMatchObject({ code: "CAMP10", applied: true });
    expect(added.data.discounts).toEqual([{ code: "CAMP10", amount: expect.objectContaining({ amount: 5 }) }]);

    // Removing it is the shopper's word (the browser no longer holds the cookie it was told to clear).
    const removed = await shopper.call("cart/removeCoupon", {});
    expect(removed.data.coupon).toBeNull();
    const later = await shopper.call("cart/add", { sku }, { Cookie: "" });
    expect(later.data.coupon).toBeNull();
  });

  it("clears the cookie in the answer and leaves a coupon the shopper typed alone", async () => {
    await addCoupon({ code: "TYPED5", value: 5 });
    await addCoupon({ code: "CAMP20", value: 20 });
    const sku = await addProduct({ code: "camp2", priceCents: 5000 });
    const plain = visitor("us");
    await plain.call("cart/add", { sku });
    await plain.call("cart/applyCoupon", { code: "TYPED5" });

    const page = await plain.page("/api/cart/list", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "he-couponcode=CAMP20" },
      body: "{}",
    });
    expect(page.headers.get("Set-Cookie")).toMatch(/he-couponcode=;/);
    const body = (await page.json()) as { data: { coupon: { code: string } } };
    expect(body.data.coupon.code).toBe("TYPED5");
  });
});

describe("guessing codes through the campaign cookie", () => {
  it("spends the coupon budget: past it, a code is dropped unread, however the guesser retries", async () => {
    await addCoupon({ code: "REALONE", value: 10, isPublic: false });
    const sku = await addProduct({ code: "campguess", priceCents: 5000 });
    const guesser = visitor("us", { "CF-Connecting-IP": "198.51.100.77" });
    await guesser.call("cart/add", { sku });
    const told: boolean[] = [];
    for (let i = 0; i < RATE_LIMITS.coupon.limit + 5; i++) {
      await guesser.call("cart/removeCoupon", {});
      const listed = await guesser.call("cart/list", {}, { Cookie: `he-couponcode=GUESS${i}` });
      told.push(listed.data.coupon !== null);
    }
    expect(told.filter(Boolean)).toHaveLength(RATE_LIMITS.coupon.limit);
    expect(told.slice(RATE_LIMITS.coupon.limit)).toEqual([false, false, false, false, false]);
    // A real code is not confirmed either, and typing one shares the same budget.
    await guesser.call("cart/removeCoupon", {});
    expect((await guesser.call("cart/list", {}, { Cookie: "he-couponcode=REALONE" })).data.coupon).toBeNull();
    expect((await guesser.call("cart/applyCoupon", { code: "REALONE" })).status).toBe(429);
  });
});
