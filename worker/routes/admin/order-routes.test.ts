import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { walletBalance } from "../../services/account/wallet";
import { auditRows, paidOrder, staffBrowser } from "../../test/admin-client";
import { lastMailTo, newCustomerId } from "../../test/account-client";
import { visitor } from "../../test/checkout-fixtures";

const orderRow = (orderNumber: string) =>
  env.DB.prepare("SELECT status, carrier, tracking_number FROM orders WHERE order_number = ?").bind(orderNumber).first<Record<string, string>>();

describe("orders in the back office", () => {
  it("fulfilment ships a paid order: tracking shows the carrier, the shopper is mailed, the audit has one row", async () => {
    const { orderNumber, email } = await paidOrder("us");
    const fulfilment = await staffBrowser("fulfilment");
    const shipped = await fulfilment.api<any>("admin/order/ship", {
      orderNumber,
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.status).toBe(200);
    expect(shipped.envelope.data).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    const tracked = await visitor("us").call("order/track", {
      orderNumber,
      contact: email,
    });
    expect(tracked.data).toMatchObject({
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    const mail = await lastMailTo(email);
    expect(mail).toContain(`Your order ${orderNumber} has shipped.`);
    expect(mail).toContain("Carrier: UPS");
    const rows = await auditRows(orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "order:ship",
      staff_email: fulfilment.staff.email,
    });
    expect(JSON.parse(rows[0].before_json!)).toMatchObject({
      status: "processing",
    });

    // Shipping twice changes nothing and writes no second audit row.
    const again = await fulfilment.api("admin/order/ship", {
      orderNumber,
      carrier: "DHL",
      trackingNumber: "X1",
    });
    expect(again.status).toBe(409);
    expect((await orderRow(orderNumber))?.carrier).toBe("UPS");
    expect(await auditRows(orderNumber)).toHaveLength(1);

    const delivered = await fulfilment.api<any>("admin/order/deliver", {
      orderNumber,
    });
    expect(delivered.envelope.data.scans.at(-1)).toMatchObject({
      description: "Delivered",
    });
    expect((await fulfilment.api("admin/order/deliver", { orderNumber })).status).toBe(409);
    expect((await auditRows(orderNumber)).map((r) => r.action)).toEqual(["order:ship", "order:deliver"]);
  });

  it("fulfilment may not refund, and support may not ship", async () => {
    const { orderNumber } = await paidOrder("us");
    const fulfilment = await staffBrowser("fulfilment");
    const support = await staffBrowser("support");
    expect((await fulfilment.api("admin/order/refund", { orderNumber, reason: "x" })).status).toBe(403);
    expect((await fulfilment.api("admin/customer/list", { q: "a" })).status).toBe(403);
    expect(
      (
        await support.api("admin/order/ship", {
          orderNumber,
          carrier: "UPS",
          trackingNumber: "1",
        })
      ).status,
    ).toBe(403);
    expect((await support.api("admin/staff/list")).status).toBe(403);
    expect((await support.api("admin/audit/list")).status).toBe(403);
    expect((await support.api("admin/coupon/create", {})).status).toBe(403);
    expect((await orderRow(orderNumber))?.status).toBe("processing");
    expect(await auditRows(orderNumber)).toHaveLength(0);
  });

  it("support refunds in part and then in full through the sandbox, within their limit", async () => {
    const { orderNumber } = await paidOrder("us");
    const support = await staffBrowser("support");
    const part = await support.api<any>("admin/order/refund", {
      orderNumber,
      amount: 10,
      reason: "scratched clasp",
    });
    expect(part.status).toBe(200);
    expect(part.envelope.data.status).toBe("processing");
    expect(part.envelope.data.payments[0].refunded).toBe("$10.00");
    const tooMuch = await support.api("admin/order/refund", {
      orderNumber,
      amount: 5000,
      reason: "x",
    });
    expect(tooMuch.status).toBe(403);
    const full = await support.api<any>("admin/order/refund", {
      orderNumber,
      reason: "returned",
    });
    expect(full.status).toBe(200);
    expect(full.envelope.data.status).toBe("refunded");
    expect((await auditRows(orderNumber)).map((r) => r.action)).toEqual(["order:refundPart", "order:refund"]);
    expect(
      (
        await support.api("admin/order/refund", {
          orderNumber,
          reason: "again",
        })
      ).status,
    ).toBe(409);
  });

  it("keeps a refund above the support limit for an owner", async () => {
    const { orderNumber } = await paidOrder("us", 80000);
    const support = await staffBrowser("support");
    expect((await support.api("admin/order/refund", { orderNumber, reason: "big" })).status).toBe(403);
    const owner = await staffBrowser("owner");
    expect(
      (
        await owner.api<any>("admin/order/refund", {
          orderNumber,
          reason: "big",
        })
      ).envelope.data.status,
    ).toBe("refunded");
  });

  it("finds orders, adds notes, makes a price-difference link and cancels only unpaid orders", async () => {
    const { orderNumber, email } = await paidOrder("us");
    const support = await staffBrowser("support");
    const found = await support.api<any>("admin/order/list", {
      q: orderNumber.slice(0, 8),
      status: "processing",
      store: "us",
    });
    expect(found.envelope.data.items.some((o: { orderNumber: string }) => o.orderNumber === orderNumber)).toBe(true);
    const byEmail = await support.api<any>("admin/order/list", {
      q: email,
    });
    expect(byEmail.envelope.data.total).toBeGreaterThan(0);
    expect((await support.api("admin/order/list", { status: "lost" })).status).toBe(400);
    const noted = await support.api<any>("admin/order/note", {
      orderNumber,
      note: "Called the shopper",
    });
    expect(noted.envelope.data.notes).toEqual([
      expect.objectContaining({
        body: "Called the shopper",
        staffEmail: support.staff.email,
      }),
    ]);
    // The shopper-priced difference link is gone: a difference is a staff request (admin/custom/difference).
    expect((await support.api("admin/order/differenceLink", { orderNumber, amount: 12.5 })).status).toBe(404);
    expect(
      (
        await support.api("admin/order/cancel", {
          orderNumber,
          reason: "asked",
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await support.api("admin/order/detail", {
          orderNumber: "US000000000000",
        })
      ).status,
    ).toBe(404);
    expect((await auditRows(orderNumber)).map((r) => r.action)).toEqual(["order:note"]);
  });
});

describe("customers and their wallet", () => {
  it("an owner credits and debits with a reason, once per form, never below zero; support may not", async () => {
    const customerId = await newCustomerId();
    const owner = await staffBrowser("owner");
    const key = crypto.randomUUID();
    const credit = {
      customerId,
      direction: "credit",
      amount: 25,
      reason: "Late delivery",
      key,
    };
    expect((await owner.api("admin/customer/wallet", credit)).status).toBe(200);
    expect((await owner.api<any>("admin/customer/wallet", credit)).envelope.message).toBe("This change was already made.");
    expect(await walletBalance(env.DB, customerId)).toBe(2500);
    const overdraw = {
      customerId,
      direction: "debit",
      amount: 30,
      reason: "x",
      key: crypto.randomUUID(),
    };
    expect((await owner.api("admin/customer/wallet", overdraw)).status).toBe(409);
    expect((await auditRows(String(customerId))).map((r) => r.action)).toEqual(["wallet:credit"]);
    const support = await staffBrowser("support");
    expect(
      (
        await support.api("admin/customer/wallet", {
          ...credit,
          key: crypto.randomUUID(),
        })
      ).status,
    ).toBe(403);
    const detail = await support.api<any>("admin/customer/detail", {
      customerId,
    });
    expect(detail.envelope.data.walletBalanceCents).toBe(2500);
    expect(detail.envelope.data.wallet.transactions[0]).toMatchObject({
      amountCents: 2500,
      kind: "adjustment",
      reference: "Late delivery",
    });
  });
});

describe("the audit log", () => {
  it("cannot be changed or deleted", async () => {
    const { orderNumber } = await paidOrder("us");
    const support = await staffBrowser("support");
    await support.api("admin/order/note", { orderNumber, note: "n" });
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'x' WHERE subject_id = ?").bind(orderNumber).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM audit_log WHERE subject_id = ?").bind(orderNumber).run()).rejects.toThrow(/append-only/);
    const owner = await staffBrowser("owner");
    const listed = await owner.api<any>("admin/audit/list", {
      subjectType: "order",
      subjectId: orderNumber,
    });
    expect(listed.envelope.data.items).toEqual([
      expect.objectContaining({
        action: "order:note",
        staffEmail: support.staff.email,
      }),
    ]);
  });
});
