import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { auditRows, paidOrder, staffBrowser } from "../../test/admin-client";
import { US_ADDRESS } from "~/shared/test/address-fixtures";

const orderFacts = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT o.delivered_at, p.refunded_minor FROM orders o JOIN payments p ON p.order_id = o.id AND p.status IN ('succeeded', 'refunded')
      WHERE o.order_number = ?`,
  )
    .bind(orderNumber)
    .first<{ delivered_at: number | null; refunded_minor: number }>();

describe("returning lines in the back office", () => {
  it("marking an order delivered starts the customer's return window", async () => {
    const { orderNumber } = await paidOrder("us");
    const fulfilment = await staffBrowser("fulfilment");
    await fulfilment.api("admin/order/ship", { orderNumber, carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
    expect((await orderFacts(orderNumber))?.delivered_at).toBeNull();
    expect((await fulfilment.api("admin/order/deliver", { orderNumber })).status).toBe(200);
    expect((await orderFacts(orderNumber))?.delivered_at).toBeGreaterThan(0);
  });

  it("support returns a line: refunded by the coupon rule through the provider, audited once, not twice", async () => {
    // Shipped within the US: no VAT, the refund is the goods' (order-vat.test.ts returns VAT).
    const { orderNumber } = await paidOrder("us", 10000, { shippingAddress: US_ADDRESS });
    const support = await staffBrowser("support");
    const body = { orderNumber, lines: [{ position: 0, quantity: 1 }], reason: "Damaged in transit" };
    const returned = await support.api<any>("admin/order/returnLines", body);
    expect(returned.status).toBe(200);
    expect(returned.envelope.message).toBe("Returned; 100.00 USD refunded.");
    expect((await orderFacts(orderNumber))?.refunded_minor).toBe(10000);
    const rows = (await auditRows(orderNumber)).filter((r) => r.action === "order:returnLines");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].after_json!)).toMatchObject({ amountMinor: 10000, reason: "Damaged in transit" });

    const again = await support.api("admin/order/returnLines", body);
    expect(again.status).toBe(409);
    // Everything was refunded, so the order itself is Refunded now.
    expect(again.envelope.message).toBe("This order cannot be returned.");
    expect((await auditRows(orderNumber)).filter((r) => r.action === "order:returnLines")).toHaveLength(1);
  });

  it("is refused to fulfilment, and above the support limit for support", async () => {
    const { orderNumber } = await paidOrder("us", 500_000);
    const body = { orderNumber, lines: [{ position: 0, quantity: 1 }], reason: "Customer returned it" };
    expect((await (await staffBrowser("fulfilment")).api("admin/order/returnLines", body)).status).toBe(403);
    const overLimit = await (await staffBrowser("support")).api("admin/order/returnLines", body);
    expect(overLimit.status).toBe(403);
    expect(overLimit.envelope.message).toBe("This refund is above the support limit; an owner must make it.");
    expect((await orderFacts(orderNumber))?.refunded_minor).toBe(0);
  });
});
