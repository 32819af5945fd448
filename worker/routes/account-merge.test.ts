import { describe, expect, it } from "vitest";
import type { WishlistEntry } from "~/shared/account-types";
import type { CartView } from "~/shared/checkout-types";
import { PASSWORD, registered, TestBrowser } from "../test/account-client";
import { addProduct } from "../test/checkout-fixtures";

/** Issue 7: signing in merges what the visitor collected (cart and wishlist) into the account. */
describe("sign-in merges the guest cart and wishlist", () => {
  it("adds the guest's bag lines to the account's (same line: quantities add up) and the wishlist too", async () => {
    const ring = await addProduct({ code: `m${crypto.randomUUID().slice(0, 8)}`, priceCents: 3000 });
    const chain = await addProduct({ code: `m${crypto.randomUUID().slice(0, 8)}`, priceCents: 2000 });
    const { email } = await registered(new TestBrowser());
    const earlier = new TestBrowser();
    await earlier.api("account/signIn", { email, password: PASSWORD });
    await earlier.api("cart/add", { sku: ring, quantity: 1 });

    const guest = new TestBrowser();
    await guest.api("cart/add", { sku: ring, quantity: 2 });
    await guest.api("cart/add", { sku: chain, quantity: 1 });
    await guest.api("account/wishlistAdd", { spuCode: "RING-MERGE-1" });
    expect((await guest.api("account/signIn", { email, password: PASSWORD })).status).toBe(200);

    const cart = (await guest.api<CartView>("cart/list", {})).envelope.data;
    expect(Object.fromEntries(cart.lines.map((l) => [l.skuCode, l.quantity]))).toEqual({ [ring]: 3, [chain]: 1 });
    expect((await guest.api<WishlistEntry[]>("account/wishlist")).envelope.data.map((w) => w.spuCode)).toEqual(["RING-MERGE-1"]);
    // The other session of the same customer sees the one merged bag.
    expect((await earlier.api<CartView>("cart/list", {})).envelope.data.count).toBe(4);

    // The guest's own bag was moved, not copied: signed out, it is empty.
    await guest.api("account/signOut");
    expect((await guest.api<CartView>("cart/list", {})).envelope.data.count).toBe(0);
  });
});
