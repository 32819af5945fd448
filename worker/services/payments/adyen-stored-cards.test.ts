import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { registered, TestBrowser } from "../../test/account-client";
import { addProduct, checkoutBody, visitor } from "../../test/checkout-fixtures";
import { FAKE_ADYEN, fakeAdyenPerTest, withFakeAdyen } from "../../test/fake-adyen";
import { handlePayback } from "./payback";

/** Saved cards kept by Adyen (docs/decisions/0811-stored-cards.md), against the local Adyen. */
const withAdyen = withFakeAdyen(env);
const ORIGIN = "http://us.localhost";
const fake = fakeAdyenPerTest();

async function customer() {
  const browser = new TestBrowser(ORIGIN, withAdyen);
  await registered(browser);
  return browser;
}

/** A customer's order of one piece through Adyen; answers the hosted session Adyen opened. */
async function order(browser: TestBrowser, body: Record<string, unknown>) {
  const sku = await addProduct({ code: `sc${crypto.randomUUID().slice(0, 8)}`, priceCents: 10000, stock: 3 });
  await browser.api("cart/add", { sku });
  const created = await browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody(body));
  return { created, sessionId: created.envelope.data?.paymentUrl?.split("/").pop() ?? "" };
}

const payback = (back: URL) => handlePayback(withAdyen, "adyen", back.searchParams, back, () => {});
const cardsOf = async (browser: TestBrowser) => (await browser.api<{ available: boolean; cards: any[] }>("account/cards")).envelope.data;

/** A customer who saved a Mastercard ending 4444 while paying an order. */
async function customerWithCard() {
  const browser = await customer();
  const { sessionId } = await order(browser, { paymentMethod: "card", saveCard: true });
  await payback(fake().finish(sessionId, "paid", { card: { brand: "mc", lastFour: "4444", expiryMonth: "11", expiryYear: "2029" } }));
  const { cards } = await cardsOf(browser);
  return { browser, card: cards[0] };
}

describe("saved cards with Adyen's tokenization", () => {
  it("asks Adyen to keep the card under an opaque reference of the customer, and lists it in the account", async () => {
    const browser = await customer();
    const { created, sessionId } = await order(browser, { paymentMethod: "card", saveCard: true });
    expect(created.status).toBe(200);
    const session = fake().sessions.get(sessionId)!;
    expect(session).toMatchObject({ storePaymentMethodMode: "enabled", recurringProcessingModel: "CardOnFile" });
    // The reference names nobody: not the email, not the customer number.
    expect(session.shopperReference).toMatch(/^hc-[0-9a-f]{40}$/);
    const me = await env.DB.prepare("SELECT id, email FROM customers ORDER BY id DESC LIMIT 1").first<{ id: number; email: string }>();
    expect(session.shopperReference).not.toContain(String(me?.email));
    expect(await cardsOf(browser)).toEqual({ available: true, cards: [] });

    await payback(fake().finish(sessionId, "paid", { card: { brand: "mc", lastFour: "4444", expiryMonth: "11", expiryYear: "2029" } }));
    const { cards } = await cardsOf(browser);
    expect(cards).toEqual([{ id: expect.any(String), brand: "mc", lastFour: "4444", expiryMonth: "11", expiryYear: "2029" }]);
    expect(fake().calls.some((c) => c.method === "GET" && c.path === "/v71/storedPaymentMethods")).toBe(true);
  });

  it("a card payment without the tick sends no shopper reference, and a guest can neither save nor pay with a card", async () => {
    const browser = await customer();
    const { sessionId } = await order(browser, { paymentMethod: "card" });
    expect(fake().sessions.get(sessionId)?.shopperReference).toBeUndefined();

    const guest = visitor("us", {}, withAdyen);
    const sku = await addProduct({ code: `sg${crypto.randomUUID().slice(0, 8)}`, priceCents: 10000, stock: 3 });
    await guest.call("cart/add", { sku });
    const save = await guest.call("order/create", checkoutBody({ paymentMethod: "card", saveCard: true }));
    expect(save.status).toBe(400);
    expect(save.message).toBe("Sign in to save your card.");
    const stored = await guest.call("order/create", checkoutBody({ paymentMethod: "storedCard" }));
    expect(stored.status).toBe(400);
    expect((await guest.call("account/cards")).status).toBe(401);
  });

  it("pays with a saved card in a session of the customer's reference, settled only by Adyen's own word", async () => {
    const { browser, card } = await customerWithCard();
    const { created, sessionId } = await order(browser, { paymentMethod: "storedCard" });
    expect(created.status).toBe(200);
    const session = fake().sessions.get(sessionId)!;
    expect(session).toMatchObject({ allowedPaymentMethods: ["scheme"], storePaymentMethodMode: "disabled", recurringProcessingModel: "CardOnFile" });
    const orderNumber = created.envelope.data.orderNumber;
    const status = async () =>
      (await env.DB.prepare("SELECT status FROM orders WHERE order_number = ?").bind(orderNumber).first<{ status: string }>())?.status;

    // A return whose session result Adyen does not confirm settles nothing.
    const forged = new URL(`${ORIGIN}/payback/adyen?paymentId=${session.reference}&sessionId=${sessionId}&sessionResult=Authorised`);
    expect(await payback(forged)).toBeNull();
    expect(await status()).toBe("unpaid");

    // The shopper picks the saved card on Adyen's page; the signed AUTHORISATION webhook settles it.
    fake().finish(sessionId, "paid", { storedPaymentMethodId: card.id });
    const event = await fake().webhook(sessionId, true);
    expect((await browser.api("payment/webhook/adyen", JSON.parse(event))).envelope.data).toEqual({ duplicate: false, status: "processing" });
    expect(await status()).toBe("processing");
  });

  it("deletes a saved card of the customer's own, and refuses another customer's", async () => {
    const { browser: owner, card } = await customerWithCard();
    const other = await customer();
    const refused = await other.api("account/cardDelete", { id: card.id });
    expect(refused.status).toBe(404);
    expect(refused.envelope.message).toBe("This card is not saved in your account.");
    expect(fake().tokens.has(card.id)).toBe(true);
    // Adyen itself refuses the token under another shopper's reference.
    const direct = await fetch(
      `${FAKE_ADYEN.base}/storedPaymentMethods/${card.id}?merchantAccount=${FAKE_ADYEN.merchantAccount}&shopperReference=hc-someone-else`,
      {
        method: "DELETE",
        headers: { "X-API-Key": FAKE_ADYEN.apiKey },
      },
    );
    expect(direct.status).toBe(422);
    expect(fake().tokens.has(card.id)).toBe(true);

    const deleted = await owner.api<{ cards: unknown[] }>("account/cardDelete", { id: card.id });
    expect(deleted.status).toBe(200);
    expect(deleted.envelope.message).toBe("The card was deleted.");
    expect(deleted.envelope.data.cards).toEqual([]);
    expect(fake().tokens.has(card.id)).toBe(false);
    expect(fake().calls.find((c) => c.method === "DELETE")?.path).toBe(`/v71/storedPaymentMethods/${card.id}`);
    // With no saved card left, the saved-card method is refused.
    const { created } = await order(owner, { paymentMethod: "storedCard" });
    expect(created.status).toBe(400);
  });

  it("answers 503 and changes nothing when Adyen cannot be asked", async () => {
    const { browser, card } = await customerWithCard();
    vi.stubGlobal("fetch", async () => new Response("busy", { status: 503 }));
    const answer = await browser.api("account/cardDelete", { id: card.id });
    expect(answer.status).toBe(503);
    expect(answer.envelope.message).toBe("Your saved cards cannot be reached right now. Please try again later.");
    expect(fake().tokens.has(card.id)).toBe(true);
  });
});
