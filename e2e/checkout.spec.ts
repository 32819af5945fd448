import type { Page } from "@playwright/test";
import { DEMO_CARRIER, DEMO_SHIPPED_EMAIL, DEMO_SHIPPED_ORDER, DEMO_TRACKING_NUMBER } from "../scripts/seeds/310-demo-shipped-order.mjs";
import { axeViolations, expect, storeUrl, test } from "./fixtures";
import {
  addToBag,
  callApi,
  CartPage,
  CheckoutPage,
  openStore,
  PaybackPage,
  SandboxPage,
  TrackOrderPage,
  EN_LABELS as EN,
  DE_LABELS as DE,
  BERLIN,
  NEW_YORK,
  waitForHydration,
} from "./pages/checkout-pages";

/**
 * The buying journey on `npm start`: bag, coupon, guest checkout, the sandbox provider,
 * the result page and tracking. The ring is a made-to-order SKU of the deterministic demo
 * catalogue (scripts/seeds/100-catalog.mjs), sold in the us and de stores.
 */
const RING = "HL100140-11";
const EURO = /^\d{1,3}(\.\d{3})*,\d{2} €$/;

const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test("a guest in the de store buys a ring with a coupon through the sandbox and tracks the order", async ({ page }) => {
  // Ten pages and calls in one journey; on the shared 2-core machine the default budget is tight.
  test.slow();
  await openStore(page, "de");
  await addToBag(page, RING);
  const cart = new CartPage(page);
  await cart.open("de");
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.headerBadge).toHaveText("1");
  await cart.applyCoupon("welcome10", { field: "Gutscheincode", apply: "Einlösen" });
  await expect(cart.status()).toHaveText("Gutschein WELCOME10 erfolgreich eingelöst.");
  const totals = page.locator(".order-totals dd");
  await expect(totals).toHaveCount(3);
  const [subtotal, saving, total] = await totals.allTextContents();
  expect(subtotal).toMatch(EURO);
  expect(total).toMatch(EURO);
  expect(euros(total)).toBeCloseTo(euros(subtotal) - euros(saving), 2);

  await page.getByRole("link", { name: "Zur Kasse" }).click();
  const checkout = new CheckoutPage(page, DE);
  await waitForHydration(page, "/checkout");
  await checkout.fill("anna@example.com", BERLIN);
  await checkout.radio("Kredit- oder Debitkarte").check();
  await expect(checkout.total).toHaveText(total);
  await checkout.placeOrder(/Zahlungspflichtig bestellen/);

  const sandbox = new SandboxPage(page);
  await expect(sandbox.amount).toHaveText(total);
  await sandbox.choose("Erfolgreich bezahlen");
  const result = new PaybackPage(page);
  await expect(result.heading).toHaveText("Vielen Dank für Ihre Bestellung!");
  await expect(result.status).toHaveText("In Bearbeitung");
  const orderNumber = (await result.orderNumber.textContent()) ?? "";
  expect(orderNumber).toMatch(/^DE\d{12}$/);
  await expect(page.getByTestId("header-cart-badge")).toHaveCount(0);

  await page.getByRole("main").getByRole("link", { name: "Bestellung verfolgen" }).click();
  await expect(page).toHaveURL(new RegExp(`/trackorder\\?orderNumber=${orderNumber}$`));
  await waitForHydration(page);
  const labels = { orderNumber: "Bestellnummer", contact: "E-Mail-Adresse oder Telefonnummer", submit: "Verfolgen" };
  const tracking = new TrackOrderPage(page);
  await tracking.track(labels, null, "someone-else@example.com");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Wir konnten keine Bestellung");
  await tracking.track(labels, null, "anna@example.com");
  await expect(page.getByTestId("tracking-status")).toHaveText("In Bearbeitung");
  await expect(page.getByTestId("no-logistics")).toHaveText("Noch keine Versandinformationen");
});

/** A guest of the us store with the ring in the bag, on the sandbox page of a new order. */
async function orderInUsStore(page: Page) {
  await openStore(page, "us");
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN);
  await checkout.open("us");
  await checkout.fill("sam@example.com", NEW_YORK);
  await checkout.placeOrder(/Place order and pay/);
  return new SandboxPage(page);
}

test("a declined payment is paid again with Continue", async ({ page }) => {
  await (await orderInUsStore(page)).choose("Decline the payment");
  const result = new PaybackPage(page);
  await expect(result.heading).toHaveText("Payment Failed");
  await expect(page.getByText("Sorry, we were unable to process your payment, please try again later.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "We're sorry, your order was not successfully paid. Please try again" })).toBeVisible();
  await expect(result.status).toHaveText("Unpaid");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("radio", { name: "PayPal", exact: true }).check();
  await result.continuePayment("Continue");
  await new SandboxPage(page).choose("Pay successfully");
  await expect(result.heading).toHaveText("Thank you for your order!");
  await expect(result.status).toHaveText("Processing");
});

test("insufficient funds says so", async ({ page }) => {
  await (await orderInUsStore(page)).choose("Decline: insufficient funds");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Transaction declined due to insufficient funds. Please add funds to your account and try again.",
  );
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
});

test("express shipping is refused for a P.O. box, in the form and by the server", async ({ page }) => {
  await openStore(page, "us");
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN);
  await checkout.open("us");
  const express = checkout.radio(/Express courier/);
  await express.check();
  await checkout.fill("sam@example.com", { ...NEW_YORK, address1: "PO Box 123" });
  await expect(express).toBeDisabled();
  await expect(checkout.radio(/3-day shipping/)).toBeDisabled();
  await expect(checkout.radio(/Standard shipping/)).toBeChecked();
  await expect(page.getByText(/cannot deliver to a P\.O\. box/)).toBeVisible();

  const answer = await callApi(page, "order/create", {
    idempotencyKey: crypto.randomUUID(),
    email: "sam@example.com",
    shippingAddress: { ...NEW_YORK, address1: "PO Box 123", country: "US" },
    shippingMethod: "express",
    paymentMethod: "card",
  });
  expect(answer.status).toBe(400);
  expect(answer.envelope.data.fields.shippingMethod).toMatch(/P\.O\. box/);
});

test("the bag, the checkout, track order and coupons have no accessibility violations", async ({ page }) => {
  // Five axe sweeps over four pages: 20–29 s on the shared two-core machine, at the default
  // 30 s budget, so a busy machine failed it with nothing wrong (seen without retries).
  test.slow();
  await openStore(page, "de");
  await addToBag(page, RING);
  await new CartPage(page).open("de");
  expect(await axeViolations(page)).toEqual([]);
  const checkout = new CheckoutPage(page, DE);
  await checkout.open("de");
  expect(await axeViolations(page)).toEqual([]);
  // With the validation messages showing on every required field.
  await page.getByRole("button", { name: /Zahlungspflichtig bestellen/ }).click();
  await expect(checkout.field("firstName")).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await openStore(page, "de", "/trackorder?orderNumber=");
  expect(await axeViolations(page)).toEqual([]);
  await openStore(page, "de", "/coupon");
  expect(await axeViolations(page)).toEqual([]);
});

test("the mobile checkout shows the back button and the Shopping Bag title", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });
  const page = await context.newPage();
  await openStore(page, "us");
  await addToBag(page, RING);
  await new CheckoutPage(page, EN).open("us");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Back" })).toBeVisible();
  await expect(header.getByRole("heading", { name: "Shopping Bag" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test("the desktop checkout shows the secure-checkout title, the logo and Continue shopping", async ({ page }) => {
  await openStore(page, "us");
  await addToBag(page, RING);
  await new CheckoutPage(page, EN).open("us");
  const header = page.getByRole("banner");
  await expect(header.getByText("Secure checkout")).toBeVisible();
  await expect(header.getByRole("link", { name: "HELIORA" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("button", { name: "Back" })).toHaveCount(0);
  await header.getByRole("link", { name: "Continue shopping" }).click();
  await expect(page).toHaveURL(storeUrl("us", "/"));
});

test("a shipped order shows its carrier, tracking number and the carrier's scans", async ({ page }) => {
  // The demo order of scripts/seeds/310-demo-shipped-order.mjs: nothing else ships an order yet.
  await openStore(page, "us", `/trackorder?orderNumber=${DEMO_SHIPPED_ORDER}`);
  const tracking = new TrackOrderPage(page);
  const labels = { orderNumber: "Order number", contact: "Email or phone number", submit: "Track" };
  await tracking.track(labels, "US123", DEMO_SHIPPED_EMAIL);
  await expect(page.getByText("Please enter a valid order number")).toBeVisible();
  await tracking.track(labels, DEMO_SHIPPED_ORDER, DEMO_SHIPPED_EMAIL);
  await expect(page.getByTestId("tracking-status")).toHaveText("Shipped");
  await expect(page.getByTestId("tracking-carrier")).toHaveText(DEMO_CARRIER);
  await expect(page.getByTestId("tracking-number")).toHaveText(DEMO_TRACKING_NUMBER);
  const scans = page.getByTestId("tracking-event");
  await expect(scans).toHaveCount(5);
  await expect(scans.first()).toContainText("In transit to the destination");
  await expect(page.getByTestId("no-logistics")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
