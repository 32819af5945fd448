import { expect, test } from "../fixtures";
import { addToBag, CartPage, CheckoutPage, EN_LABELS as EN, NEW_YORK, openStore, PaybackPage, SandboxPage } from "../pages/checkout-pages";
import { localSql } from "../pages/local-db";

/** A made-to-order ring of the demo catalogue, sold in the us store. */
const RING = "HL100140-11";

test("an empty bag says so and sends the shopper shopping", async ({ page }) => {
  await openStore(page, "us");
  const cart = new CartPage(page);
  await cart.open("us");
  await expect(page.getByText("Your shopping bag is empty.")).toBeVisible();
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/");
});

test("a separate billing address is asked for when it differs, and kept with the order", async ({ page }) => {
  await openStore(page, "us");
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN);
  await checkout.open("us");
  await checkout.fill("bill@example.com", NEW_YORK);

  const billing = page.getByRole("region", { name: "Billing address" });
  await expect(billing.getByLabel(EN.firstName, { exact: true })).toHaveCount(0);
  await billing.getByRole("checkbox", { name: "Same as the shipping address" }).uncheck();
  await billing.getByLabel(EN.firstName, { exact: true }).fill("Morgan");
  await billing.getByLabel(EN.lastName, { exact: true }).fill("Payer");
  await billing.getByLabel(EN.address1, { exact: true }).fill("1 Market St");
  await billing.getByLabel(EN.city, { exact: true }).fill("San Francisco");
  await billing.getByLabel(EN.postcode, { exact: true }).fill("94105");
  await billing.getByLabel(EN.phone, { exact: true }).fill("415 555 0100");
  await billing.getByLabel(EN.state, { exact: true }).selectOption("CA");

  // The provider's page comes under the loading overlay.
  await page.getByRole("button", { name: /Place order and pay/ }).click();
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await page.waitForURL(/\/payment\/sandbox\//);
  await new SandboxPage(page).choose("Pay successfully");
  const orderNumber = await new PaybackPage(page).orderNumber.textContent();
  const [row] = localSql(`SELECT shipping_address, billing_address FROM orders WHERE order_number = '${orderNumber}'`) as {
    shipping_address: string;
    billing_address: string;
  }[];
  expect(JSON.parse(row.shipping_address)).toMatchObject({ firstName: "Sam", city: "New York" });
  expect(JSON.parse(row.billing_address)).toMatchObject({ firstName: "Morgan", lastName: "Payer", city: "San Francisco", state: "CA" });
});
