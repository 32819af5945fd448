import { describe, expect, it } from "vitest";
import type { WishlistEntry } from "~/shared/account-types";
import { newEmail, PASSWORD, registered, TestBrowser } from "../../test/account-client";

const codes = (entries: WishlistEntry[]) => entries.map((e) => e.spuCode).sort();

describe("wishlist", () => {
  it("keeps a visitor's wishlist by uuid: add, list, remove", async () => {
    const visitor = new TestBrowser();
    expect((await visitor.api("account/wishlistAdd", { spuCode: "RING-001" })).status).toBe(200);
    expect((await visitor.api("account/wishlistAdd", { spuCode: "RING-001" })).status).toBe(200);
    await visitor.api("account/wishlistAdd", { spuCode: "NECK-002" });
    expect(codes((await visitor.api<WishlistEntry[]>("account/wishlist")).envelope.data)).toEqual(["NECK-002", "RING-001"]);
    await visitor.api("account/wishlistRemove", { spuCode: "RING-001" });
    expect(codes((await visitor.api<WishlistEntry[]>("account/wishlist")).envelope.data)).toEqual(["NECK-002"]);
    expect(codes((await new TestBrowser().api<WishlistEntry[]>("account/wishlist")).envelope.data)).toEqual([]);
  });

  it("merges the visitor's wishlist into the account at sign-in", async () => {
    const { email } = await registered(new TestBrowser());
    const before = new TestBrowser();
    await before.api("account/signIn", { email, password: PASSWORD });
    await before.api("account/wishlistAdd", { spuCode: "WATCH-9" });

    const visitor = new TestBrowser();
    await visitor.api("account/wishlistAdd", { spuCode: "WATCH-9" });
    await visitor.api("account/wishlistAdd", { spuCode: "EAR-3" });
    await visitor.api("account/signIn", { email, password: PASSWORD });
    expect(codes((await visitor.api<WishlistEntry[]>("account/wishlist")).envelope.data)).toEqual(["EAR-3", "WATCH-9"]);

    await visitor.api("account/signOut");
    expect((await visitor.api<WishlistEntry[]>("account/wishlist")).envelope.data).toEqual([]);
  });

  it("merges at sign-up too", async () => {
    const visitor = new TestBrowser();
    await visitor.api("account/wishlistAdd", { spuCode: "CHARM-7" });
    await registered(visitor, newEmail());
    expect(codes((await visitor.api<WishlistEntry[]>("account/wishlist")).envelope.data)).toEqual(["CHARM-7"]);
  });

  it("refuses a malformed product code", async () => {
    const { status, envelope } = await new TestBrowser().api("account/wishlistAdd", { spuCode: "<script>" });
    expect(status).toBe(400);
    expect(envelope.data).toEqual({ fields: { spuCode: "This product code is not valid." } });
  });
});

describe("wishlist move to cart", () => {
  it("puts a one-SKU product in the bag and takes it off the list; a product needing a choice stays", async () => {
    const { addProduct } = await import("../../test/checkout-fixtures");
    const sku = await addProduct({ code: "mv1", priceCents: 3000 });
    await addProduct({ code: "mv2", priceCents: 3000, personalizable: true });
    const shopper = new TestBrowser("http://localhost");
    await shopper.api("account/wishlistAdd", { spuCode: "SPU-mv1" });
    await shopper.api("account/wishlistAdd", { spuCode: "SPU-mv2" });

    const moved = await shopper.api<{ cartCount: number }>("account/wishlistMoveToCart", { spuCode: "SPU-mv1" });
    expect(moved.status).toBe(200);
    expect(moved.envelope.data.cartCount).toBe(1);
    const cart = await shopper.api<{ lines: { skuCode: string }[] }>("cart/list", {});
    expect(cart.envelope.data.lines.map((l) => l.skuCode)).toEqual([sku]);

    const engraved = await shopper.api("account/wishlistMoveToCart", { spuCode: "SPU-mv2" });
    expect(engraved.status).toBe(409);
    expect(codes((await shopper.api<WishlistEntry[]>("account/wishlist")).envelope.data)).toEqual(["SPU-mv2"]);
  });
});
