import { describe, expect, it } from "vitest";
import type { OrderDetailView } from "~/shared/account-order-types";
import { lastMailTo, payInSandboxAs, registered, TestBrowser } from "../../test/account-client";
import { addStaffRow } from "../../test/admin-client";
import { addProduct, checkoutBody } from "../../test/checkout-fixtures";

/** A price difference the shop asks for a customer's order: mailed to them and shown in their order (docs/decisions/0900-custom-jewelry.md). */
const ORIGIN = "http://de.localhost";

async function staffBrowser() {
  const staff = new TestBrowser("http://localhost");
  const member = await addStaffRow("owner");
  await staff.api("admin/signIn", { email: member.email, password: "Back-Office-Test-2026" });
  return staff;
}

describe("a price difference in the shopper's order", () => {
  it("is emailed with its link when the merchant asks for it, listed in the order detail while open, and shown paid once paid", async () => {
    const browser = new TestBrowser(ORIGIN);
    const { email } = await registered(browser);
    const sku = await addProduct({ code: `d${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`, priceCents: 10000, stock: 3 });
    await browser.api("cart/add", { sku });
    const created = await browser.api<{ orderNumber: string; paymentUrl: string }>("order/create", checkoutBody({ email }));
    const { orderNumber, paymentUrl } = created.envelope.data!;
    await payInSandboxAs(browser, paymentUrl, ORIGIN);

    const made = await (
      await staffBrowser()
    ).api<{ link: string; param: string }>("admin/custom/difference", {
      orderNumber,
      amount: 12.5,
      reason: "Larger size",
    });
    expect(made.status).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail).toContain(`eine Preisdifferenz zu Ihrer Bestellung ${orderNumber}`);
    expect(mail).toContain("Larger size");
    expect(mail).toContain(made.envelope.data!.link);

    const open = await browser.api<OrderDetailView>("account/orderDetail", { orderNumber });
    expect(open.envelope.data!.differences).toEqual([
      {
        reason: "Larger size",
        amount: { amount: 12.5, currency: "EUR", formatted: "12,50 €" },
        paid: false,
        payUrl: `/checkout?orderType=custommade&customMadeParam=${made.envelope.data!.param}`,
      },
    ]);

    const difference = await browser.api<{ paymentUrl: string }>(
      "order/create",
      checkoutBody({ email, orderType: "custommade", customMadeParam: made.envelope.data!.param }),
    );
    expect(difference.status).toBe(200);
    await payInSandboxAs(browser, difference.envelope.data!.paymentUrl, ORIGIN);
    const paid = await browser.api<OrderDetailView>("account/orderDetail", { orderNumber });
    expect(paid.envelope.data!.differences).toMatchObject([{ reason: "Larger size", paid: true, payUrl: null }]);
  });

  it("an order without differences lists none", async () => {
    const browser = new TestBrowser(ORIGIN);
    const { email } = await registered(browser);
    const sku = await addProduct({ code: `n${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`, priceCents: 5000 });
    await browser.api("cart/add", { sku });
    const created = await browser.api<{ orderNumber: string }>("order/create", checkoutBody({ email }));
    const detail = await browser.api<OrderDetailView>("account/orderDetail", { orderNumber: created.envelope.data!.orderNumber });
    expect(detail.envelope.data!.differences).toEqual([]);
  });
});
