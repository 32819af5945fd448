import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { US_ADDRESS } from "~/shared/test/address-fixtures";
import { paidOrder, staffBrowser } from "../../test/admin-client";
import { handlePayback } from "../../services/payments/payback";
import { addProduct, checkoutBody, payInSandbox, visitor } from "../../test/checkout-fixtures";

const DAY = 24 * 60 * 60 * 1000;
const FORM = { name: "Anna Schmidt", email: "anna@example.com" };

const delivered = (orderNumber: string, at: number) =>
  env.DB.prepare("UPDATE orders SET status = 'shipped', delivered_at = ? WHERE order_number = ?").bind(at, orderNumber).run();

async function outboxFor(orderNumber: string) {
  const { keys } = await env.KV.list<{ subject: string; to: string }>({ prefix: "outbox:" });
  const mails = keys.filter(
    (k) => decodeURIComponent(k.metadata?.subject ?? "").includes(orderNumber) && decodeURIComponent(k.metadata!.subject).includes("Widerruf"),
  );
  return Promise.all(
    mails.map(async (k) => ({ to: k.metadata!.to, subject: decodeURIComponent(k.metadata!.subject), eml: (await env.KV.get(k.name)) ?? "" })),
  );
}

describe("withdrawal/* — the withdrawal button", () => {
  it("lets a guest in de name the contract, confirm, get the acknowledgement by email at once, and staff see it with the refund due", async () => {
    const { orderNumber } = await paidOrder("de", 9200, { email: FORM.email });
    await delivered(orderNumber, Date.now() - 3 * DAY);
    const guest = visitor("de");

    const preview = await guest.call("withdrawal/check", { ...FORM, orderNumber });
    expect(preview).toMatchObject({ status: 200, data: { preview: { orderNumber, lines: [{ quantity: 1 }] } } });
    expect(preview.data.preview.deadline).toBeGreaterThan(Date.now() + 10 * DAY);
    // Step one writes nothing; step two without its confirmation is refused.
    expect((await guest.call("withdrawal/confirm", { ...FORM, orderNumber })).message).toBe("confirm: Bitte bestätigen Sie den Widerruf");
    expect(await outboxFor(orderNumber)).toEqual([]);

    const before = Date.now();
    const confirmed = await guest.call("withdrawal/confirm", { ...FORM, orderNumber, confirm: true });
    expect(confirmed).toMatchObject({
      status: 200,
      message: "Ihr Widerruf ist eingegangen.",
      data: { orderNumber, email: FORM.email, already: false },
    });
    expect(confirmed.data.withdrawnAt).toBeGreaterThanOrEqual(before);
    expect(confirmed.data.refundDueAt - confirmed.data.withdrawnAt).toBe(14 * DAY);
    expect(confirmed.data.statement).toContain(
      `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren (Bestellung ${orderNumber})`,
    );
    expect(confirmed.data.statement).toContain("Name: Anna Schmidt · E-Mail: anna@example.com");

    const [mail, ...more] = await outboxFor(orderNumber);
    expect(more).toEqual([]);
    expect(mail.to).toBe(FORM.email);
    expect(mail.subject).toBe(`HELIORA: Eingangsbestätigung Ihres Widerrufs der Bestellung ${orderNumber}`);
    const received = new Intl.DateTimeFormat("de", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(confirmed.data.withdrawnAt);
    expect(mail.eml).toContain(`ist am ${received} UTC bei uns eingegangen`);
    expect(mail.eml).toContain(confirmed.data.statement.split("\n")[0]);
    // Everything paid comes back, delivery included.
    expect(mail.eml).toContain(`Wir erstatten Ihnen ${confirmed.data.refund} einschließlich der Lieferkosten`);

    // A second confirm (another tab) finds the first: no second row, no second email.
    const again = await guest.call("withdrawal/confirm", { ...FORM, orderNumber, confirm: true });
    expect(again).toMatchObject({
      status: 200,
      message: "Sie hatten diese Bestellung bereits widerrufen.",
      data: { already: true, withdrawnAt: confirmed.data.withdrawnAt },
    });
    expect(await outboxFor(orderNumber)).toHaveLength(1);

    // The order shows it: tracking no longer offers the button.
    const tracked = await guest.call("order/track", { orderNumber, contact: FORM.email });
    expect(tracked.data.withdrawal).toEqual({ withdrawable: false, withdrawnAt: confirmed.data.withdrawnAt });

    const staff = await staffBrowser("support");
    const detail = await staff.api<any>("admin/order/detail", { orderNumber });
    expect(detail.envelope.data.withdrawal).toMatchObject({
      name: "Anna Schmidt",
      email: FORM.email,
      source: "guest",
      refundDueAt: confirmed.data.refundDueAt,
    });
    expect(detail.envelope.data.withdrawal.refund).toBe(detail.envelope.data.totals.total);
    const listed = await staff.api<any>("admin/order/list", { status: "withdrawn", store: "de" });
    expect(listed.envelope.data.items.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);
    expect(listed.envelope.data.items.every((o: { withdrawnAt: number | null }) => o.withdrawnAt !== null)).toBe(true);
  });

  it("gives the delivery back with the last pieces staff take back in the returns flow, and only under a withdrawal", async () => {
    const orderOf = (orderNumber: string) =>
      env.DB.prepare("SELECT total_minor, shipping_minor, jewel_safe_minor FROM orders WHERE order_number = ?")
        .bind(orderNumber)
        .first<{ total_minor: number; shipping_minor: number; jewel_safe_minor: number }>();
    const staff = await staffBrowser("owner");
    const returnAll = (orderNumber: string) =>
      staff.api<any>("admin/order/returnLines", { orderNumber, lines: [{ position: 0, quantity: 1 }], reason: "parcel back" });

    // Express: standard delivery is free in the test data; the shop gives back whatever delivery was paid.
    // The ring carries a JewelSafe plan, an ancillary contract the withdrawal ends.
    const sku = await addProduct({ code: `w${crypto.randomUUID().slice(0, 8)}`, priceCents: 3000, stock: 5, jewelSafeCents: 500 });
    const buyer = visitor("de");
    await buyer.call("cart/add", { sku, jewelSafe: true });
    const created = await buyer.call("order/create", checkoutBody({ email: FORM.email, shippingMethod: "express" }));
    expect(created.status).toBe(200);
    const back0 = await payInSandbox(buyer, created.data.paymentUrl, "success");
    await handlePayback(env, "sandbox", back0.searchParams, back0, () => {});
    const withdrawn = { orderNumber: created.data.orderNumber as string };
    await delivered(withdrawn.orderNumber, Date.now() - DAY);
    const paid = await orderOf(withdrawn.orderNumber);
    expect(paid!.shipping_minor).toBeGreaterThan(0);
    expect(paid!.jewel_safe_minor).toBeGreaterThan(0);
    expect((await visitor("de").call("withdrawal/confirm", { ...FORM, orderNumber: withdrawn.orderNumber, confirm: true })).status).toBe(200);
    const back = await returnAll(withdrawn.orderNumber);
    expect(back.status, JSON.stringify(back.envelope)).toBe(200);
    const returned = await env.DB.prepare(
      "SELECT amount_minor FROM order_returns WHERE order_id = (SELECT id FROM orders WHERE order_number = ?) AND status = 'refunded'",
    )
      .bind(withdrawn.orderNumber)
      .first<{ amount_minor: number }>();
    // Art. 13(1): every payment, the delivery included; Art. 15: the plan too.
    expect(returned!.amount_minor).toBe(paid!.total_minor);

    const kept = await paidOrder("de", 3000, { email: FORM.email, shippingMethod: "express" });
    await delivered(kept.orderNumber, Date.now() - DAY);
    const keptOrder = await orderOf(kept.orderNumber);
    expect((await returnAll(kept.orderNumber)).status).toBe(200);
    const ordinary = await env.DB.prepare("SELECT amount_minor FROM order_returns WHERE order_id = (SELECT id FROM orders WHERE order_number = ?)")
      .bind(kept.orderNumber)
      .first<{ amount_minor: number }>();
    // An ordinary return keeps the delivery (docs/decisions/0803-returns.md).
    expect(ordinary!.amount_minor).toBe(keptOrder!.total_minor - keptOrder!.shipping_minor);
  }, 20_000);

  it("offers the button on tracking during the period, from payment to 14 days after the day of delivery", async () => {
    const { orderNumber } = await paidOrder("de", 10000, { email: FORM.email });
    const guest = visitor("de");
    const track = async () => (await guest.call("order/track", { orderNumber, contact: FORM.email })).data.withdrawal;
    expect(await track()).toEqual({ withdrawable: true, withdrawnAt: null });
    await delivered(orderNumber, Date.now() - 16 * DAY);
    expect(await track()).toEqual({ withdrawable: false, withdrawnAt: null });
    const late = await guest.call("withdrawal/check", { ...FORM, orderNumber });
    expect(late).toMatchObject({ status: 409, message: "Die 14-tägige Widerrufsfrist für diese Bestellung ist abgelaufen.", data: null });
  });

  it("answers an unknown number and a wrong email alike, refuses orders outside the EU, and checks the form", async () => {
    const { orderNumber } = await paidOrder("de", 10000, { email: FORM.email });
    const guest = visitor("de");
    const wrongEmail = await guest.call("withdrawal/check", { ...FORM, orderNumber, email: "someone@example.com" });
    const unknown = await guest.call("withdrawal/check", { ...FORM, orderNumber: "DE000000000001" });
    expect(wrongEmail).toEqual(unknown);
    expect(wrongEmail).toMatchObject({ status: 404, message: "Wir haben keine Bestellung mit dieser Nummer und E-Mail-Adresse gefunden." });

    const us = await paidOrder("us", 10000, { shippingAddress: US_ADDRESS, email: FORM.email });
    const american = visitor("us");
    const outside = await american.call("withdrawal/check", { ...FORM, orderNumber: us.orderNumber });
    expect(outside).toMatchObject({ status: 409, message: expect.stringContaining("European Union") });

    expect(await guest.call("withdrawal/check", { ...FORM, name: " ", orderNumber })).toMatchObject({
      status: 400,
      message: "name: Bitte geben Sie Ihren Namen ein",
    });
    const hostile = await guest.call(
      "withdrawal/check",
      `{"name":"A","orderNumber":"${orderNumber}","email":"anna@example.com","__proto__":{"x":1}}`,
    );
    expect(hostile.status).toBe(400);
  });

  it("budgets the guest form: a visitor trying numbers is stopped after 10 tries in 10 minutes", async () => {
    const guest = visitor("de", { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200)}` });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await guest.call("withdrawal/check", { ...FORM, orderNumber: `DE00000000000${i % 10}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
