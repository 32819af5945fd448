import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { addToBag, CheckoutPage, EN_LABELS, NEW_YORK, openStore, PaybackPage, SandboxPage, waitForHydration } from "../pages/checkout-pages";
import { LoginPage } from "../pages/login-page";

/** A made-to-order ring of the demo catalogue (scripts/seeds/100-catalog.mjs). */
const RING = "HL100140-11";

test("the demo customer returns a delivered ring from the order page and is told the refund", async ({ page, browser }) => {
  test.slow();
  await openStore(page, "us", "/login");
  await new LoginPage(page).signIn("demo@heliora.example", "Heliora-Demo-2026");
  await expect(page).not.toHaveURL(/\/login/);
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN_LABELS);
  await checkout.open("us");
  await checkout.fill("demo@heliora.example", NEW_YORK);
  await checkout.placeOrder(/Place order and pay/);
  await new SandboxPage(page).choose("Pay successfully");
  const orderNumber = ((await new PaybackPage(page).orderNumber.textContent()) ?? "").trim();

  const office = await BackOffice.signIn(browser, "fulfilment");
  await office.openOrder(orderNumber);
  await office.act("Mark shipped", { Carrier: "UPS", "Tracking number": "1Z999AA10123456785" });
  await office.act("Mark delivered");
  await expect(office.page.getByText("Delivered").first()).toBeVisible();
  await office.close();

  await page.goto(storeUrl("us", `/accounts/orderdetail?orderNumber=${orderNumber}`));
  await waitForHydration(page);
  const returns = page.getByTestId("order-returns");
  await expect(returns).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await returns.getByLabel(/to return/).selectOption("1");
  await returns.getByRole("button", { name: "Return selected items" }).click();
  await expect(page.getByTestId("order-notice")).toHaveText(/^Your return is registered: \$[\d,.]+ will be refunded\.$/);
  await expect(returns).toHaveCount(0);
});
