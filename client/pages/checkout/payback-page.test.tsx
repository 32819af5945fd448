import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeConsent } from "~/shared/consent";
import { COOKIE } from "~/shared/cookies";
import type { OrderSummary } from "~/shared/checkout-types";
import { renderInShell } from "../../components/account/test-shell";
import { usd } from "./checkout-fixture";
import PaybackPage from "./payback-page";
import type { PaybackPageData } from "./checkout-data";

const order: OrderSummary = {
  orderNumber: "HE2611230001",
  status: "unpaid",
  orderType: "normal",
  email: "sam@example.com",
  currency: "USD",
  createdAt: Date.UTC(2026, 10, 23),
  paymentMethod: "paypal",
  shippingMethod: "standard",
  lines: [{ title: "Amara Classic Wedding Band", quantity: 1, lineTotal: usd(49.99), color: null, size: null, signature: "" }],
  subtotal: usd(49.99),
  discount: usd(0),
  jewelSafe: usd(0),
  shipping: usd(0),
  total: usd(49.99),
  wallet: usd(0),
  couponCode: null,
};

const page = (over: Partial<PaybackPageData>) =>
  renderInShell(<PaybackPage data={{ result: "pending", reason: null, order, retryUntil: null, methods: [], ...over }} params={{}} />);

describe("PaybackPage", () => {
  it("tells a shopper whose payment could not be confirmed yet not to pay again, and offers no payment", async () => {
    await page({ unconfirmed: true });
    expect(screen.getByRole("heading", { name: "Waiting for your payment" })).toBeTruthy();
    expect(screen.getByText(/could not confirm your payment.*no need to pay again/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /continue/i })).toBeNull();
    expect(screen.getByTestId("order-status").textContent).toBe("Unpaid");
  });

  it("keeps the bank's wording for a payment the provider reported as pending", async () => {
    await page({ order: { ...order, status: "bankConfirming" } });
    expect(screen.getByText(/Your bank is confirming the payment/)).toBeTruthy();
  });
});

describe("the marketing pixel's order number", () => {
  const paid = { ...order, status: "processing" };
  const pixel = () => document.cookie.split("; ").find((c) => c.startsWith(`${COOKIE.pixelOrderNumber}=`)) ?? null;
  afterEach(() => {
    document.cookie = `${COOKIE.pixelOrderNumber}=; Path=/; Max-Age=0`;
  });

  it("is not written without marketing consent: refused, or not yet given where the banner asks", async () => {
    await renderInShell(<PaybackPage data={{ result: "success", reason: null, order: paid, retryUntil: null, methods: [] }} params={{}} />, {
      consent: makeConsent(["analytics"]),
    });
    expect(screen.getByRole("heading", { name: /thank you/i })).toBeTruthy();
    expect(pixel()).toBeNull();
    await renderInShell(<PaybackPage data={{ result: "success", reason: null, order: paid, retryUntil: null, methods: [] }} params={{}} />, {
      askConsent: true,
      consent: null,
    });
    expect(pixel()).toBeNull();
  });

  it("is written for a paid order once marketing is allowed", async () => {
    await renderInShell(<PaybackPage data={{ result: "success", reason: null, order: paid, retryUntil: null, methods: [] }} params={{}} />, {
      consent: makeConsent(["marketing"]),
    });
    expect(pixel()).toBe(`${COOKIE.pixelOrderNumber}=${order.orderNumber}`);
  });
});
