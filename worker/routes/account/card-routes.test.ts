import { describe, expect, it } from "vitest";
import { payInSandboxAs, registered, TestBrowser } from "../../test/account-client";
import { addProduct, checkoutBody } from "../../test/checkout-fixtures";

/** Saved cards in development: the sandbox's vault stands in for Adyen's (docs/decisions/0811-stored-cards.md). */
const ORIGIN = "http://us.localhost";

async function order(browser: TestBrowser, body: Record<string, unknown>) {
  const sku = await addProduct({ code: `cv${crypto.randomUUID().slice(0, 8)}`, priceCents: 5000, stock: 3 });
  await browser.api("cart/add", { sku });
  return browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody(body));
}

describe("account/cards with the sandbox's vault", () => {
  it("keeps the test card of a paid order whose customer ticked the box, offers it, and deletes it", async () => {
    const browser = new TestBrowser(ORIGIN);
    await registered(browser);
    expect((await browser.api("account/cards")).envelope.data).toEqual({ available: true, cards: [] });

    // Without the tick nothing is kept.
    await payInSandboxAs(browser, (await order(browser, { paymentMethod: "card" })).envelope.data.paymentUrl, ORIGIN);
    expect((await browser.api<{ cards: unknown[] }>("account/cards")).envelope.data.cards).toEqual([]);
    expect((await order(browser, { paymentMethod: "storedCard" })).status).toBe(400);

    await payInSandboxAs(browser, (await order(browser, { paymentMethod: "card", saveCard: true })).envelope.data.paymentUrl, ORIGIN);
    const { cards } = (await browser.api<{ cards: { id: string }[] }>("account/cards")).envelope.data;
    expect(cards).toEqual([{ id: expect.stringMatching(/^SBXCARD/), brand: "visa", lastFour: "1111", expiryMonth: "03", expiryYear: "2030" }]);
    expect((await order(browser, { paymentMethod: "storedCard" })).status).toBe(200);

    const stranger = new TestBrowser(ORIGIN);
    await registered(stranger);
    expect((await stranger.api("account/cardDelete", { id: cards[0].id })).status).toBe(404);
    expect((await browser.api("account/cardDelete", { id: "../../x" })).status).toBe(400);
    const deleted = await browser.api("account/cardDelete", { id: cards[0].id });
    expect(deleted.envelope).toMatchObject({ code: 200, message: "The card was deleted.", data: { cards: [] } });
  });

  it("offers the saved card when the customer pays an unpaid order again (Continue), and takes it", async () => {
    const browser = new TestBrowser(ORIGIN);
    await registered(browser);
    const unpaid = (await order(browser, { paymentMethod: "paypal" })).envelope.data.orderNumber;
    const methodsOf = async () => (await browser.api<{ methods: string[] }>("account/orderDetail", { orderNumber: unpaid })).envelope.data.methods;
    expect(await methodsOf()).not.toContain("storedCard");
    expect((await browser.api("order/pay", { orderNumber: unpaid, paymentMethod: "storedCard" })).status).toBe(400);

    await payInSandboxAs(browser, (await order(browser, { paymentMethod: "card", saveCard: true })).envelope.data.paymentUrl, ORIGIN);
    expect(await methodsOf()).toContain("storedCard");
    const again = await browser.api<{ paymentUrl: string }>("order/pay", { orderNumber: unpaid, paymentMethod: "storedCard" });
    expect(again.status).toBe(200);
    expect(again.envelope.data.paymentUrl).toBeTruthy();
  });
});
