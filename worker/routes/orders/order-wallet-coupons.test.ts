import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { grantCoupon } from "../../services/coupons/account";
import { creditWallet, walletBalance } from "../../services/account/wallet";
import { transitionOrder, findOrderByNumber } from "../../services/orders/orders-store";
import { registered, TestBrowser } from "../../test/account-client";
import { refundOrder } from "../../services/payments/refunds";
import { addCoupon, addProduct, checkoutBody as anyCheckout } from "../../test/checkout-fixtures";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

/** These orders ship within the US, where no VAT is added (order-vat.test.ts is about VAT): the amounts are the goods'. */
const checkoutBody = (overrides: Record<string, unknown> = {}) => anyCheckout({ shippingAddress: US_ADDRESS, ...overrides });

/** A signed-in customer of the us store with their id and welcome coupon code. */
async function customer() {
  const browser = new TestBrowser("http://localhost");
  await registered(browser);
  const me = await browser.whoAmI();
  const coupons = await browser.api<{ code: string }[]>("account/coupons");
  return { browser, id: Number(me.customerId), welcome: coupons.envelope.data[0].code };
}

/** A customer with `credit` in their wallet and one product in their cart. */
async function walletShopper(product: Parameters<typeof addProduct>[0], credit: Parameters<typeof creditWallet>[2]) {
  const sku = await addProduct(product);
  const shopper = await customer();
  await creditWallet(env.DB, shopper.id, credit);
  await shopper.browser.api("cart/add", { sku });
  return shopper;
}

const orderRow = (orderNumber: string) =>
  env.DB.prepare("SELECT * FROM orders WHERE order_number = ?").bind(orderNumber).first<Record<string, any>>();

const debits = async (customerId: number) =>
  (
    await env.DB.prepare("SELECT amount_cents, idempotency_key FROM wallet_transactions WHERE customer_id = ? AND kind = 'order'")
      .bind(customerId)
      .all<{ amount_cents: number; idempotency_key: string }>()
  ).results;

describe("customer coupons at checkout", () => {
  it("apply the welcome coupon by code, spend it with the order once, and refuse it afterwards", async () => {
    const sku = await addProduct({ code: "wc1", priceCents: 10000 });
    const { browser, id, welcome } = await customer();
    await browser.api("cart/add", { sku });
    const applied = await browser.api<any>("cart/applyCoupon", { code: welcome.toLowerCase() });
    expect(applied.status).toBe(200);
    expect(applied.envelope.data.discounts).toEqual([{ code: welcome, amount: expect.objectContaining({ amount: 10 }) }]);

    const body = checkoutBody();
    const [first, retry] = await Promise.all([browser.api<any>("order/create", body), browser.api<any>("order/create", body)]);
    expect(first.status).toBe(200);
    expect(retry.envelope.data.orderNumber).toBe(first.envelope.data.orderNumber);
    expect(await orderRow(first.envelope.data.orderNumber)).toMatchObject({ coupon_code: welcome, discount_cents: 1000, total_cents: 9000 });
    const used = await env.DB.prepare("SELECT order_number FROM customer_coupons WHERE customer_id = ? AND code = ?").bind(id, welcome).first();
    expect(used).toEqual({ order_number: first.envelope.data.orderNumber });

    await browser.api("cart/add", { sku });
    const again = await browser.api("cart/applyCoupon", { code: welcome });
    expect(again.status).toBe(400);
    expect(again.envelope.message).toBe("Sorry, this coupon code is invalid.");
  });

  it("refuse a coupon another customer holds, and keep store coupons working", async () => {
    const sku = await addProduct({ code: "wc2", priceCents: 4000 });
    const owner = await customer();
    const other = await customer();
    await other.browser.api("cart/add", { sku });
    const stolen = await other.browser.api("cart/applyCoupon", { code: owner.welcome });
    expect(stolen.status).toBe(400);
    expect(stolen.envelope.message).toBe("Sorry, this coupon code is invalid.");
    // Nor can a guest use it.
    const guest = new TestBrowser("http://localhost");
    await guest.api("cart/add", { sku });
    expect((await guest.api("cart/applyCoupon", { code: owner.welcome })).status).toBe(400);
    await addCoupon({ code: "STORE5", value: 5 });
    expect((await other.browser.api("cart/applyCoupon", { code: "store5" })).status).toBe(200);
  });

  it("keep the coupon rules: minimum subtotal, expiry and no custom pieces", async () => {
    const plain = await addProduct({ code: "wc4", priceCents: 4000 });
    const custom = await addProduct({ code: "wc5", priceCents: 9000, tags: ["custom"] });
    const { browser, id } = await customer();
    const now = Date.now();
    const grant = { source: "campaign" as const, kind: "amount" as const, value: 1000, startsAt: now - 1000 };
    await grantCoupon(env.DB, id, { ...grant, code: "MIN100", minSubtotalCents: 10000, expiresAt: now + 86_400_000 });
    await grantCoupon(env.DB, id, { ...grant, code: "GONE", expiresAt: now - 1 });
    await browser.api("cart/add", { sku: plain });
    const short = await browser.api("cart/applyCoupon", { code: "min100" });
    expect(short.status).toBe(400);
    expect(short.envelope.message).toMatch(/at least \$100\.00/);
    expect((await browser.api("cart/applyCoupon", { code: "GONE" })).envelope.message).toBe("Sorry, this coupon code is invalid.");

    const other = await customer();
    await other.browser.api("cart/add", { sku: custom });
    const onCustom = await other.browser.api("cart/applyCoupon", { code: other.welcome });
    expect(onCustom.status).toBe(400);
    expect(onCustom.envelope.message).toBe("Custom pieces are excluded from coupons.");
  });

  it("fail the order when the coupon was spent by another order meanwhile", async () => {
    const sku = await addProduct({ code: "wc3", priceCents: 3000 });
    const { browser, welcome } = await customer();
    await browser.api("cart/add", { sku, quantity: 2 });
    await browser.api("cart/applyCoupon", { code: welcome });
    // Two checkouts of one cart at once (two tabs): one order takes the coupon, the other is refused.
    const results = await Promise.all([browser.api<any>("order/create", checkoutBody()), browser.api<any>("order/create", checkoutBody())]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("wallet as part payment", () => {
  it("pays part of the order from the wallet and charges the provider only the rest", async () => {
    const { browser, id } = await walletShopper({ code: "ww1", priceCents: 5000 }, { amountCents: 2000, kind: "campaign" });
    const created = await browser.api<any>("order/create", checkoutBody({ useWallet: true, expectedTotal: 50 }));
    expect(created.status).toBe(200);
    expect(created.envelope.data).toMatchObject({ total: { amount: 50 }, wallet: { amount: 20 }, due: { amount: 30, formatted: "$30.00" } });
    expect(created.envelope.data.paymentUrl).toMatch(/^\/payment\/sandbox\//);
    const order = await orderRow(created.envelope.data.orderNumber);
    expect(order).toMatchObject({ status: "unpaid", total_minor: 5000, wallet_cents: 2000, wallet_minor: 2000 });
    const payment = await env.DB.prepare("SELECT amount_minor FROM payments WHERE order_id = ?").bind(order!.id).first();
    expect(payment).toEqual({ amount_minor: 3000 });
    expect(await walletBalance(env.DB, id)).toBe(0);
  });

  it("pays an order the balance covers without the provider", async () => {
    const { browser, id } = await walletShopper({ code: "ww2", priceCents: 1500 }, { amountCents: 10000, kind: "refund" });
    const created = await browser.api<any>("order/create", checkoutBody({ useWallet: true }));
    expect(created.envelope.data).toMatchObject({ wallet: { amount: 15 }, due: { amount: 0 } });
    expect(created.envelope.data.paymentUrl).toBe(`/accounts/orderdetail?orderNumber=${created.envelope.data.orderNumber}`);
    const order = await orderRow(created.envelope.data.orderNumber);
    expect(order).toMatchObject({ status: "processing", wallet_cents: 1500 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM payments WHERE order_id = ?").bind(order!.id).first()).toEqual({ n: 0 });
    expect(await walletBalance(env.DB, id)).toBe(8500);
    // Customer service refunds it: the whole amount goes back to the wallet, once.
    expect(await refundOrder(env, created.envelope.data.orderNumber, "customer service")).toBe(true);
    expect(await refundOrder(env, created.envelope.data.orderNumber, "customer service")).toBe(false);
    expect(await walletBalance(env.DB, id)).toBe(10000);
  });

  it("judges a method's limits by what the provider charges, not by the whole total", async () => {
    const small = await addProduct({ code: "wwlimit1", priceCents: 5000 });
    const large = await addProduct({ code: "wwlimit2", priceCents: 160000 });
    const { browser, id } = await customer();
    await creditWallet(env.DB, id, { amountCents: 3000, kind: "campaign" });
    await browser.api("cart/add", { sku: small });
    // $50 less $30 from the wallet leaves $20 for Klarna: below its $30 minimum.
    const refused = await browser.api<any>("order/create", checkoutBody({ useWallet: true, paymentMethod: "klarna" }));
    expect(refused.status).toBe(400);
    expect(refused.envelope.message).toBe("This payment method is not available for this order.");
    expect(await walletBalance(env.DB, id)).toBe(3000);

    const big = await customer();
    await creditWallet(env.DB, big.id, { amountCents: 3000, kind: "campaign" });
    await big.browser.api("cart/add", { sku: large });
    // $1,600 is above Klarna's $1,500; less $30 from the wallet, Klarna is asked for $1,570: still above.
    expect((await big.browser.api<any>("order/create", checkoutBody({ useWallet: true, paymentMethod: "klarna" }))).status).toBe(400);
    await creditWallet(env.DB, big.id, { amountCents: 20000, kind: "campaign" });
    // Less $230, it is asked for $1,370: Klarna takes it.
    const placed = await big.browser.api<any>("order/create", checkoutBody({ useWallet: true, paymentMethod: "klarna" }));
    expect(placed.status).toBe(200);
    expect(placed.envelope.data).toMatchObject({ wallet: { amount: 230 }, due: { amount: 1370 } });
  });

  it("debits once for a retried order (same idempotency key)", async () => {
    const { browser, id } = await walletShopper({ code: "ww3", priceCents: 2500 }, { amountCents: 1000, kind: "campaign" });
    const body = checkoutBody({ useWallet: true });
    const answers = await Promise.all([1, 2, 3].map(() => browser.api<any>("order/create", body)));
    expect(new Set(answers.map((a) => a.envelope.data.orderNumber)).size).toBe(1);
    expect(await debits(id)).toEqual([{ amount_cents: -1000, idempotency_key: `order:${answers[0].envelope.data.orderNumber}` }]);
    expect(await walletBalance(env.DB, id)).toBe(0);
  });

  it("never goes below zero when orders race for one balance", async () => {
    const { browser, id } = await walletShopper({ code: "ww4", priceCents: 6000 }, { amountCents: 10000, kind: "campaign" });
    // Each order would take 60 USD of the 100: only one can.
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => browser.api<any>("order/create", checkoutBody({ useWallet: true }))));
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.envelope.message).toBe("Your wallet balance has changed. Please review the amount and try again.");
    }
    expect(await debits(id)).toHaveLength(1);
    expect(await walletBalance(env.DB, id)).toBe(4000);
  });

  it("refuses the wallet without a session", async () => {
    const sku = await addProduct({ code: "ww5", priceCents: 1000 });
    const guest = new TestBrowser("http://localhost");
    await guest.api("cart/add", { sku });
    const answer = await guest.api<any>("order/create", checkoutBody({ useWallet: true }));
    expect(answer.status).toBe(400);
    expect(answer.envelope.data.fields).toHaveProperty("useWallet");
  });

  it("credits the wallet part back once when the order is cancelled", async () => {
    const { browser, id } = await walletShopper({ code: "ww6", priceCents: 4000 }, { amountCents: 1000, kind: "campaign" });
    const created = await browser.api<any>("order/create", checkoutBody({ useWallet: true }));
    expect(await walletBalance(env.DB, id)).toBe(0);
    const order = (await findOrderByNumber(env.DB, created.envelope.data.orderNumber))!;
    const [a, b] = await Promise.all([
      transitionOrder(env.DB, order, "cancelled", "customer"),
      transitionOrder(env.DB, order, "cancelled", "customer"),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await walletBalance(env.DB, id)).toBe(1000);
  });
});
