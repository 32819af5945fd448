import { describe, expect, it } from "vitest";
import type { WishlistEntry } from "~/shared/account-types";
import type { OrderListView } from "~/shared/account-order-types";
import type { CartView } from "~/shared/checkout-types";
import { PASSWORD, registered, TestBrowser } from "../../test/account-client";
import { addProduct, checkoutBody } from "../../test/checkout-fixtures";

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

describe("sign-in attaches the guest's own orders", () => {
  const ORIGIN = "http://de.localhost";

  /** A guest order from this browser, for `email`. */
  async function guestOrder(browser: TestBrowser, email: string) {
    const sku = await addProduct({ code: `g${crypto.randomUUID().slice(0, 8)}`, priceCents: 4000, stock: 5 });
    await browser.api("cart/add", { sku });
    const created = await browser.api<{ orderNumber: string }>("order/create", checkoutBody({ email }));
    expect(created.status).toBe(200);
    return created.envelope.data.orderNumber;
  }

  it("lists the orders this browser placed for the account's address, and no one else's", async () => {
    const owner = new TestBrowser(ORIGIN);
    const { email } = await registered(owner);
    await owner.api("account/signOut");

    const guest = new TestBrowser(ORIGIN);
    const mine = await guestOrder(guest, email.toUpperCase());
    const forSomeoneElse = await guestOrder(guest, "a-friend@example.com");
    const elsewhere = await guestOrder(new TestBrowser(ORIGIN), email);

    expect((await guest.api("account/signIn", { email, password: PASSWORD })).status).toBe(200);
    const listed = (await guest.api<OrderListView>("account/orders", {})).envelope.data;
    const numbers = listed.orders.map((o) => o.orderNumber);
    expect(numbers).toContain(mine);
    expect(numbers).not.toContain(forSomeoneElse);
    expect(numbers).not.toContain(elsewhere);
    // The account's other sessions see it too.
    await owner.api("account/signIn", { email, password: PASSWORD });
    expect((await owner.api<OrderListView>("account/orders", {})).envelope.data.orders.map((o) => o.orderNumber)).toEqual([mine]);
  });
});
