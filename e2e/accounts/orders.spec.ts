import { LoginPage } from "../pages/login-page";
import { addToBag, callApi, CheckoutPage, EN_LABELS, NEW_YORK, openStore, PaybackPage, SandboxPage } from "../pages/checkout-pages";
import { OrderDetailPage, OrdersListPage, sandboxOrderNumber } from "../pages/order-pages";
import { axeViolations, expect, storeUrl, test } from "../fixtures";

/**
 * Issue 7, the orders part: a signed-in customer buys with the saved address (sandbox), finds
 * the orders in /accounts/orders, leaves one unpaid and cancels it, and cancels the paid one,
 * which refunds it. The ring is the made-to-order demo SKU the checkout journey uses too.
 */
const RING = "HL100140-11";
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const HOME = { ...NEW_YORK, address2: "", country: "US" };

test("a customer buys with a saved address, finds the orders in the account and cancels them", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("sam");
  await openStore(page, "us");
  await new LoginPage(page).registerAccount("us", { firstName: "Sam", email, password: "Velvet-Moonstone-42" });
  await expect(page.getByRole("heading", { name: "Recent orders" })).toBeVisible();
  const saved = await callApi(page, "account/addressSave", { ...HOME, email, isDefault: true });
  expect(saved.status, JSON.stringify(saved.envelope)).toBe(200);

  // Checkout starts with the saved default address; the fields stay editable.
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN_LABELS);
  await checkout.open("us");
  await expect(page.getByRole("radio", { name: /350 5th Ave/ })).toBeChecked();
  await expect(checkout.field("address1")).toHaveValue("350 5th Ave");
  await expect(checkout.field("email")).toHaveValue(email);
  await checkout.field("address1").fill("350 Fifth Avenue");
  await checkout.placeOrder(/Place order and pay/);
  await new SandboxPage(page).choose("Pay successfully");
  const result = new PaybackPage(page);
  await expect(result.status).toHaveText("Processing");
  const paid = (await result.orderNumber.textContent()) ?? "";

  // A second order left on the provider's page: unpaid.
  await addToBag(page, RING);
  await checkout.open("us");
  await checkout.placeOrder(/Place order and pay/);
  const unpaid = await sandboxOrderNumber(page);
  expect(unpaid).toMatch(/^US\d{12}$/);

  const orders = new OrdersListPage(page);
  await orders.goto("us");
  await expect(orders.rows).toHaveCount(2);
  await expect(orders.row(unpaid)).toContainText("Unpaid");
  await expect(orders.row(paid)).toContainText("Processing");
  expect(await axeViolations(page), "orders list").toEqual([]);

  // The unpaid one: payment reminder with Continue, then Cancel after confirming.
  await orders.open(unpaid);
  const detail = new OrderDetailPage(page);
  await expect(detail.status).toHaveText("Unpaid");
  await expect(detail.payReminder.getByRole("button", { name: "Continue" })).toBeVisible();
  await expect(page.getByText("350 5th Ave")).toBeVisible();
  expect(await axeViolations(page), "unpaid order").toEqual([]);
  await detail.cancelButton.click();
  await expect(detail.dialog).toContainText("will be cancelled");
  expect(await axeViolations(page), "cancel dialog").toEqual([]);
  await detail.dialog.getByRole("button", { name: "Keep the order" }).click();
  await detail.cancel("Yes, cancel the order");
  await expect(detail.status).toHaveText("Cancelled");
  await expect(detail.notice).toHaveText("Your order has been cancelled.");
  await expect(detail.payReminder).toHaveCount(0);
  await expect(detail.cancelButton).toHaveCount(0);

  // A change request goes to customer service.
  await detail.requestChange({ field: "Your request", submit: "Send request" }, "Please send the ring in a gift box next time.");
  await expect(page.getByTestId("change-status")).toHaveText("Thank you. Customer service has your request and will reply within 24–48 hours.");

  // The paid one is cancelled by refunding it.
  await orders.goto("us");
  await orders.open(paid);
  await expect(detail.status).toHaveText("Processing");
  await expect(page.getByText("350 Fifth Avenue")).toBeVisible();
  await detail.cancel("Yes, cancel the order");
  await expect(detail.status).toHaveText("Refunded");
  await expect(detail.notice).toHaveText("Your order has been cancelled and the payment refunded.");

  await orders.goto("us", "?status=cancelled");
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(unpaid)).toContainText("Cancelled");
});

test("another customer's order number is a page that does not exist", async ({ page }) => {
  const email = uniqueEmail("ada");
  await openStore(page, "us");
  await new LoginPage(page).registerAccount("us", { firstName: "Ada", email, password: "Velvet-Moonstone-42" });
  // A guest order of this browser from before signing in is not the customer's either.
  const response = await page.goto(storeUrl("us", "/accounts/orderdetail?orderNumber=US000000000001"));
  expect(response?.status()).toBe(404);
  const orders = new OrdersListPage(page);
  await orders.goto("us");
  await expect(page.getByTestId("orders-empty")).toContainText("You have not placed any orders yet.");
  expect(await axeViolations(page), "empty orders").toEqual([]);
});
