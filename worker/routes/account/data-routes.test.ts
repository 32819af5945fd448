import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EXAMPLE_ADDRESS } from "~/shared/schemas/address-example";
import { checkoutBody } from "../../test/checkout-fixtures";
import { addProduct } from "../../test/checkout-fixtures";
import { auditRows, staffBrowser } from "../../test/admin-client";
import { lastMailTo, PASSWORD, payInSandboxAs, registered, TestBrowser } from "../../test/account-client";

const customerIdOf = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM customers WHERE email = ?").bind(email).first<{ id: number }>())?.id ?? null;

/** A German customer with an address, a wishlist item, the newsletter, a review and a paid order. */
async function customerWithData() {
  const browser = new TestBrowser("http://de.localhost");
  const { email } = await registered(browser);
  await browser.api("account/addressSave", { ...EXAMPLE_ADDRESS, email, isDefault: true });
  const sku = await addProduct({ code: `gd${crypto.randomUUID().slice(0, 6)}`, priceCents: 5000, stores: ["de"] });
  await browser.api("account/wishlistAdd", { spuCode: `SPU-${sku.slice(0, -2)}` });
  await env.DB.prepare("INSERT INTO newsletter_subscribers (email, store, language) VALUES (?, 'de', 'de')").bind(email).run();
  await env.DB.prepare(
    `INSERT INTO reviews (product_id, store, language, nickname, email, rating, body, body_hash, status, visitor, created_at)
     SELECT id, 'de', 'de', 'Anna S.', ?, 5, 'Wunderschön', 'h', 'published', 'v1', 1 FROM products WHERE product_code = ?`,
  )
    .bind(email, sku.slice(0, -2))
    .run();
  await browser.api("cart/add", { sku });
  const created = await browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody({ email }));
  expect(created.status).toBe(200);
  await payInSandboxAs(browser, created.envelope.data.paymentUrl, "http://de.localhost");
  // A piece left in the bag after the order, and a support ticket from the account's address.
  await browser.api("cart/add", { sku });
  await env.DB.prepare(
    `INSERT INTO support_tickets (ticket_number, store, language, name, email, order_number, topic, message)
     VALUES (?, 'de', 'de', 'Anna Schmidt', ?, '', 'other', 'Bitte um Auskunft')`,
  )
    .bind(`T${crypto.randomUUID().slice(0, 8)}`, email)
    .run();
  return { browser, email, orderNumber: created.envelope.data.orderNumber };
}

describe("account/dataExport and account/erase — the customer's data rights", () => {
  it("gives the signed-in customer all their data as JSON, and nothing without a session", async () => {
    const { browser, email, orderNumber } = await customerWithData();
    const answer = await browser.api<any>("account/dataExport");
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("Cache-Control")).toContain("no-store");
    const data = answer.envelope.data;
    expect(data.account).toMatchObject({ email, store: "de" });
    expect(data.account).not.toHaveProperty("password_hash");
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((o: { order_number: string }) => o.order_number)).toEqual([orderNumber]);
    expect(data.orders[0].lines).toHaveLength(1);
    expect(data.orders[0].shipping_address.city).toBe("Berlin");
    expect(data.wishlist).toHaveLength(1);
    expect(data.reviews).toMatchObject([{ nickname: "Anna S.", body: "Wunderschön" }]);
    expect(data.newsletter).toMatchObject({ email, store: "de" });
    expect(data.cart).toMatchObject([{ store: "de", quantity: 1 }]);
    expect(data.supportTickets).toMatchObject([{ email, message: "Bitte um Auskunft" }]);
    expect(data.customRequests).toEqual([]);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        "account",
        "addresses",
        "orders",
        "withdrawals",
        "reviews",
        "questions",
        "wallet",
        "coupons",
        "wishlist",
        "newsletter",
      ]),
    );
    expect((await new TestBrowser().api("account/dataExport")).status).toBe(401);
  });

  it("erases the account with its password: data removed, orders kept without it, sessions ended, confirmed by email", async () => {
    const { browser, email, orderNumber } = await customerWithData();
    const customerId = (await customerIdOf(email))!;
    const wrong = await browser.api("account/erase", { password: "not-my-password" });
    expect(wrong).toMatchObject({ status: 400 });
    expect(await customerIdOf(email)).toBe(customerId);

    const erased = await browser.api("account/erase", { password: PASSWORD });
    expect(erased.status).toBe(200);
    expect(erased.envelope.message).toBe("Ihr Konto wurde gelöscht.");
    expect(await customerIdOf(email)).toBeNull();
    const left = await env.DB.batch([
      env.DB.prepare("SELECT count(*) AS n FROM customer_addresses WHERE customer_id = ?").bind(customerId),
      env.DB.prepare("SELECT count(*) AS n FROM customer_sessions WHERE customer_id = ?").bind(customerId),
      env.DB.prepare("SELECT count(*) AS n FROM wishlist_items WHERE owner = ?").bind(`c:${customerId}`),
      env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?").bind(email),
      env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE email = ?").bind(email),
      env.DB.prepare("SELECT count(*) AS n FROM cart_lines WHERE owner = ?").bind(`c:${customerId}`),
    ]);
    expect(left.map((r) => (r.results[0] as { n: number }).n)).toEqual([0, 0, 0, 0, 0, 0]);
    // Tax law keeps the order (the invoice's name and address), detached from the account.
    const order = await env.DB.prepare("SELECT customer_id, phone, billing_address FROM orders WHERE order_number = ?")
      .bind(orderNumber)
      .first<any>();
    expect(order).toMatchObject({ customer_id: null, phone: "" });
    expect(JSON.parse(order.billing_address).city).toBe("Berlin");
    // The browser is signed out, and the confirmation went to the old address.
    expect((await browser.api("account/me")).status).toBe(401);
    expect(await lastMailTo(email)).toContain("Wie gewünscht wurde Ihr Konto gelöscht");
  });

  it("lets staff export and erase on a request by email, audited, and refuses fulfilment", async () => {
    const { email } = await customerWithData();
    const customerId = (await customerIdOf(email))!;
    expect((await (await staffBrowser("fulfilment")).api("admin/customer/dataExport", { customerId })).status).toBe(403);
    const support = await staffBrowser("support");
    const exported = await support.api<any>("admin/customer/dataExport", { customerId });
    expect(exported.envelope.data.account.email).toBe(email);
    const erased = await support.api("admin/customer/erase", { customerId });
    expect(erased.status).toBe(200);
    expect(await customerIdOf(email)).toBeNull();
    expect((await support.api("admin/customer/erase", { customerId })).status).toBe(404);
    expect((await auditRows(String(customerId))).map((r) => [r.action, r.staff_email])).toEqual([
      ["customer:dataExport", support.staff.email],
      ["customer:erase", support.staff.email],
    ]);
  });
});
