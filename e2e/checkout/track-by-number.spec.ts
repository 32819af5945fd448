import { DEMO_SHIPPED_EMAIL, DEMO_SHIPPED_ORDER, DEMO_TRACKING_NUMBER } from "../../scripts/seeds/310-demo-shipped-order.mjs";
import { axeViolations, expect, test } from "../fixtures";
import { openStore, TrackOrderPage } from "../pages/checkout-pages";

const LABELS = { orderNumber: "Order number", trackingNumber: "Or tracking number", contact: "Email or phone number", submit: "Track" };

test("an order is tracked by its tracking number and the email of the order", async ({ page }) => {
  // The demo shipped order (scripts/seeds/310-demo-shipped-order.mjs) is the one order with a tracking number.
  await openStore(page, "us", "/trackorder?orderNumber=");
  const tracking = new TrackOrderPage(page);
  await tracking.trackByTrackingNumber(LABELS, "<>", DEMO_SHIPPED_EMAIL);
  await expect(page.getByText("Please enter a valid tracking number")).toBeVisible();

  await tracking.trackByTrackingNumber(LABELS, DEMO_TRACKING_NUMBER, "someone-else@example.com");
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expect(page.getByTestId("tracking-status")).toHaveCount(0);

  await tracking.trackByTrackingNumber(LABELS, DEMO_TRACKING_NUMBER.toLowerCase(), DEMO_SHIPPED_EMAIL);
  await expect(page.getByRole("main").getByRole("article")).toContainText(DEMO_SHIPPED_ORDER);
  await expect(page.getByTestId("tracking-status")).toHaveText("Shipped");
  await expect(page.getByTestId("tracking-number")).toHaveText(DEMO_TRACKING_NUMBER);
  expect(await axeViolations(page)).toEqual([]);
});
