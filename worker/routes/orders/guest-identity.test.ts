import { describe, expect, it } from "vitest";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { TestBrowser } from "../../test/account-client";

/**
 * A guest is who its sealed token says. Knowing a guest's uuid (it is in the he-uuid cookie,
 * the uuid header and analytics) must not open their cart, wishlist, orders or Continue.
 */
describe("a guest's uuid is no key to their things", () => {
  it("keeps the cart, the wishlist and the unpaid order to the guest's own token", async () => {
    const sku = await addProduct({ code: `gi${crypto.randomUUID().slice(0, 6)}`, priceCents: 4200, stock: 5 });
    const guest = visitor("us");
    expect((await guest.call("cart/add", { sku })).status).toBe(200);
    expect((await guest.call("account/wishlistAdd", { spuCode: "RING-GUEST" })).status).toBe(200);
    const created = await guest.call("order/create", checkoutBody());
    expect(created.status).toBe(200);
    const { orderNumber } = created.data;
    await guest.call("cart/add", { sku });
    expect((await guest.call("cart/list", {})).data.count).toBe(1);

    // Somebody else sends the guest's uuid as the header and as he-uuid, with no token or their own.
    const intruder = new TestBrowser("http://localhost");
    const ways: Record<string, string>[] = [{ uuid: guest.uuid }, { Cookie: `he-uuid=${guest.uuid}` }];
    for (const headers of ways) {
      const cart = await intruder.api<{ count: number }>("cart/list", {}, headers);
      expect(cart.envelope.data.count).toBe(0);
      const wishlist = await intruder.api<unknown[]>("account/wishlist", undefined, headers);
      expect(wishlist.envelope.data).toEqual([]);
      const pay = await intruder.api("order/pay", { orderNumber }, headers);
      expect(pay.status).not.toBe(200);
    }
    // The guest still has all of it.
    expect((await guest.call("cart/list", {})).data.count).toBe(1);
    expect((await guest.call("order/pay", { orderNumber })).status).toBe(200);
  });
});
