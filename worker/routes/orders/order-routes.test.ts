import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { forgetStockRefresh } from "../../services/catalog/stock-refresh";
import { getCatalogVersion } from "../../services/catalog/version";
import { addCoupon, addDifferenceRequest, addProduct, checkoutBody, checkoutBody as anyCheckout, visitor } from "../../test/checkout-fixtures";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = ?").bind(sku).first<{ stock: number | null }>())?.stock;

const orderRow = (orderNumber: string) =>
  env.DB.prepare("SELECT * FROM orders WHERE order_number = ?").bind(orderNumber).first<Record<string, any>>();

describe("order/create", () => {
  it("prices the order on the server, stores USD cents and the charged currency, and empties the cart", async () => {
    const sku = await addProduct({ code: "o1", priceCents: 10000, baseCents: 20000, stock: 5 });
    await addCoupon({ code: "TENOFF", value: 10 });
    const shopper = visitor("de");
    await shopper.call("cart/add", { sku, quantity: 2 });
    await shopper.call("cart/applyCoupon", { code: "tenoff" });
    const created = await shopper.call("order/create", checkoutBody({ shippingMethod: "express" }));
    expect(created.status).toBe(200);
    expect(created.data.orderNumber).toMatch(/^DE\d{12}$/);
    expect(created.data.paymentUrl).toMatch(/^\/payment\/sandbox\/[0-9a-f-]{36}$/);
    // 2 × 92,00 € = 184,00 €, less 10 % = 165,60 €; express is free over 160 USD (147,20 €).
    expect(created.data.total).toEqual({ amount: 165.6, currency: "EUR", formatted: "165,60 €" });
    const order = await orderRow(created.data.orderNumber);
    expect(order).toMatchObject({
      status: "unpaid",
      currency: "EUR",
      rate: 0.92,
      subtotal_cents: 20000,
      discount_cents: 2000,
      shipping_cents: 0,
      total_cents: 18000,
      subtotal_minor: 18400,
      discount_minor: 1840,
      total_minor: 16560,
      coupon_code: "TENOFF",
      ship_country: "DE",
    });
    expect(await stockOf(sku)).toBe(3);
    expect((await shopper.call("cart/list", {})).data).toMatchObject({ count: 0, coupon: null });
  });

  it("ignores client prices: unknown price fields are refused and a tampered total is not charged", async () => {
    const sku = await addProduct({ code: "o2", priceCents: 5000 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    // Within the US no VAT is added: the total is the goods'.
    const checkoutBody = (overrides: Record<string, unknown> = {}) => anyCheckout({ shippingAddress: US_ADDRESS, ...overrides });
    const withPrice = await shopper.call("order/create", { ...checkoutBody(), total: 0.01 });
    expect(withPrice.status).toBe(400);
    expect(withPrice.data.fields).toHaveProperty("total");
    const lineWithPrice = await shopper.call("order/create", checkoutBody({ shippingAddress: { ...checkoutBody().shippingAddress, price: 1 } }));
    expect(lineWithPrice.status).toBe(400);
    const tampered = await shopper.call("order/create", checkoutBody({ expectedTotal: 0.01 }));
    expect(tampered.status).toBe(409);
    expect(tampered.data.total).toMatchObject({ amount: 50, formatted: "$50.00" });
    expect((await shopper.call("cart/list", {})).data.count).toBe(1);
    const honest = await shopper.call("order/create", checkoutBody({ expectedTotal: 50 }));
    expect(honest.data.total.amount).toBe(50);
    expect((await orderRow(honest.data.orderNumber))?.total_cents).toBe(5000);
  });

  it("gives the same order for the same idempotency key", async () => {
    const sku = await addProduct({ code: "o3", priceCents: 2000, stock: 10 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku, quantity: 2 });
    const body = checkoutBody();
    const [a, b] = await Promise.all([shopper.call("order/create", body), shopper.call("order/create", body)]);
    const c = await shopper.call("order/create", body);
    expect(a.status).toBe(200);
    expect(b.data.orderNumber).toBe(a.data.orderNumber);
    expect(c.data).toEqual(a.data);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE idempotency_key = ?")
      .bind(body.idempotencyKey)
      .first<{ n: number }>())!;
    expect(n).toBe(1);
    expect(await stockOf(sku)).toBe(8);
    // Someone else's key neither replays nor creates.
    const stranger = visitor("us");
    await stranger.call("cart/add", { sku });
    expect((await stranger.call("order/create", body)).status).toBe(409);
  });

  it("makes cached pages render afresh when an order leaves a SKU low on stock, not before", async () => {
    const sku = await addProduct({ code: "lowstock", priceCents: 1000, stock: 8 });
    // Other tests' orders may have moved it within the minute (catalog/stock-refresh.ts).
    await forgetStockRefresh(env.KV);
    const shopper = visitor("us");
    const before = await getCatalogVersion(env.KV, Number.MAX_SAFE_INTEGER);
    await shopper.call("cart/add", { sku, quantity: 2 });
    expect((await shopper.call("order/create", checkoutBody())).status).toBe(200);
    // 6 left: pages show no count yet, so they stay.
    expect(await getCatalogVersion(env.KV)).toBe(before);
    await shopper.call("cart/add", { sku, quantity: 1 });
    expect((await shopper.call("order/create", checkoutBody())).status).toBe(200);
    // 5 left: "Only 5 left" must show.
    expect(await getCatalogVersion(env.KV)).not.toBe(before);
  });

  it("never sells below zero: 200 concurrent orders on a SKU with stock 50 make exactly 50 orders", async () => {
    const sku = await addProduct({ code: "race", priceCents: 1000, stock: 50 });
    const shoppers = Array.from({ length: 200 }, () => visitor("us"));
    await env.DB.batch(
      shoppers.map((s) =>
        env.DB.prepare("INSERT INTO cart_lines (owner, store, sku_code, quantity, created_at) VALUES (?, 'us', ?, 1, 0)").bind(`u:${s.uuid}`, sku),
      ),
    );
    const answers = await Promise.all(shoppers.map((s) => s.call("order/create", checkoutBody())));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((s) => s === 200)).toHaveLength(50);
    expect(codes.filter((s) => s === 409)).toHaveLength(150);
    // Every refusal came from the stock CHECK inside the order's transaction, not from an
    // earlier read that already saw the shelf empty: all 200 raced past the pricing step.
    const refusals = new Set(answers.filter((a) => a.status === 409).map((a) => a.message));
    expect([...refusals]).toEqual(["Sorry, an item in your bag has just sold out. Please review your bag."]);
    expect(await stockOf(sku)).toBe(0);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM order_lines WHERE sku_code = ?").bind(sku).first<{ n: number }>())!;
    expect(n).toBe(50);
    // 200 requests through the whole worker on a shared 2-core machine: a generous limit, not a timing claim.
  }, 120_000);

  it("leaves made-to-order SKUs unlimited", async () => {
    const sku = await addProduct({ code: "o4", priceCents: 1000, stock: null });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku, quantity: 99 });
    expect((await shopper.call("order/create", checkoutBody())).status).toBe(200);
    expect(await stockOf(sku)).toBeNull();
  });

  it("refuses express and 3-day shipping to P.O. boxes and military addresses", async () => {
    const sku = await addProduct({ code: "o5", priceCents: 1000 });
    const shopper = visitor("us");
    await shopper.call("cart/add", { sku });
    const us = {
      firstName: "Sam",
      lastName: "Lee",
      address1: "PO Box 123",
      country: "US",
      state: "NY",
      city: "New York",
      postcode: "10001",
      phone: "212 555 0100",
    };
    const poBox = await shopper.call("order/create", checkoutBody({ shippingAddress: us, shippingMethod: "express" }));
    expect(poBox.status).toBe(400);
    expect(poBox.data.fields.shippingMethod).toMatch(/P\.O\. box/);
    const military = { ...us, address1: "Unit 2050 Box 4190", city: "APO", state: "AE", postcode: "09096" };
    expect((await shopper.call("order/create", checkoutBody({ shippingAddress: military, shippingMethod: "threeDay" }))).status).toBe(400);
    const threeDayAbroad = await shopper.call("order/create", checkoutBody({ shippingMethod: "threeDay" }));
    expect(threeDayAbroad.data.fields).toHaveProperty("shippingMethod");
    expect((await shopper.call("order/create", checkoutBody({ shippingAddress: us, shippingMethod: "standard" }))).status).toBe(200);
  });

  it("answers bad bodies with a 400 envelope naming the field, translated", async () => {
    const shopper = visitor("de");
    const malformed = await shopper.call("order/create", "{");
    expect(malformed).toMatchObject({ status: 400, code: 400 });
    const address = { ...checkoutBody().shippingAddress, postcode: "1", firstName: " " };
    const bad = await shopper.call("order/create", checkoutBody({ shippingAddress: address, email: "anna@" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fields)).toEqual(expect.arrayContaining(["email", "shippingAddress.firstName", "shippingAddress.postcode"]));
    const mx = {
      ...checkoutBody().shippingAddress,
      country: "MX",
      state: "JAL",
      postcode: "44100",
      certificateType: "CURP",
      certificateNumber: "AB12",
    };
    const curp = await shopper.call("order/create", checkoutBody({ shippingAddress: mx }));
    expect(curp.data.fields).toHaveProperty("shippingAddress.certificateNumber");
    const method = await shopper.call("order/create", checkoutBody({ paymentMethod: "bitcoin" }));
    expect(method.data.fields).toHaveProperty("paymentMethod");
    const empty = await shopper.call("order/create", checkoutBody());
    expect(empty).toMatchObject({ status: 409, message: "Ihre Einkaufstasche ist leer." });
  });

  it("offers payment methods per store and country, on the server too", async () => {
    const sku = await addProduct({ code: "o6", priceCents: 5000 });
    const shopper = visitor("de");
    await shopper.call("cart/add", { sku });
    const oxxo = await shopper.call("order/create", checkoutBody({ paymentMethod: "oxxo" }));
    expect(oxxo.data.fields).toHaveProperty("paymentMethod");
    expect((await shopper.call("order/create", checkoutBody({ paymentMethod: "giropay" }))).status).toBe(200);
  });

  it("refuses an amount the shopper chooses: a price difference is only a staff request, in its own currency", async () => {
    const sku = await addProduct({ code: "o7", priceCents: 5000 });
    const shopper = visitor("de");
    await shopper.call("cart/add", { sku });
    const message = "Ein Differenzbetrag kann nur über den Link bezahlt werden, den der Shop zu Ihrer Bestellung sendet.";
    const retired = await shopper.call("order/create", checkoutBody({ orderType: "PriceDifferenceProduct", differencePrice: 12.34 }));
    expect(retired.status).toBe(400);
    expect(retired.data.fields.orderType).toBe(message);
    // An amount beside a cart order or a staff request is refused too, not ignored.
    const withCart = await shopper.call("order/create", checkoutBody({ differencePrice: 1 }));
    expect(withCart.status).toBe(400);
    expect(withCart.data.fields.differencePrice).toBe(message);
    const request = await addDifferenceRequest({ param: "pd-o7", store: "de", currency: "EUR", amountMinor: 1234, usdCents: 1340 });
    const priced = await shopper.call("order/create", checkoutBody({ ...request, differencePrice: 0.01 }));
    expect(priced.status).toBe(400);
    const taken = env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE custom_made_param = 'pd-o7'");
    expect((await taken.first<{ n: number }>())?.n).toBe(0);
    const paid = await shopper.call("order/create", checkoutBody(request));
    expect(paid.data.total).toMatchObject({ amount: 12.34, formatted: "12,34 €" });
  });

  it("creates custom-jewelry orders without a cart or coupon", async () => {
    const shopper = visitor("de");
    await env.DB.prepare(
      "INSERT INTO custom_payment_requests (param, store, title, amount_cents, created_at) VALUES ('cm-1', 'de', 'Deposit', 3000, 0)",
    ).run();
    const custom = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: "cm-1" }));
    expect(custom.data.total.formatted).toBe("27,60 €");
    // Its unpaid order holds the payment: a second checkout is told so, not charged twice.
    const twice = await shopper.call("order/create", checkoutBody({ orderType: "custommade", customMadeParam: "cm-1" }));
    expect(twice.status).toBe(409);
  });
});
