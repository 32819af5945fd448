import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { addToBag, CheckoutPage, EN_LABELS, openStore, type AddressInput } from "../pages/checkout-pages";

/**
 * VAT in the uk store (docs/decisions/1320-vat-at-checkout.md, 1323-eu-uk-compliance-audit.md):
 * every page says prices include VAT, checkout shows the UK VAT inside the total for a UK
 * address, and takes it off for an export to the US, saying why none is collected.
 */
const RING = "HL100140-11";
const LONDON: AddressInput = {
  firstName: "Ann",
  lastName: "Smith",
  address1: "10 Downing Street",
  city: "London",
  postcode: "SW1A 2AA",
  phone: "020 7946 0000",
};

test("a guest in the uk store sees prices with VAT on every page and the UK VAT inside the checkout total", async ({ page }) => {
  await page.goto(storeUrl("uk", "/product-amara-classic-wedding-band-100175.html"));
  await expect(page.getByTestId("vat-note")).toHaveText("incl. VAT");
  await expect(page.getByRole("contentinfo").getByTestId("footer-vat-note")).toHaveText(
    "All prices include VAT; delivery costs are shown in the bag and at checkout.",
  );

  await openStore(page, "uk");
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, { ...EN_LABELS, postcode: "Postcode" });
  await checkout.open("uk");
  await checkout.fill("ann@example.com", LONDON);
  await page.getByLabel("Country/Region", { exact: true }).first().selectOption("GB");
  await expect(page.getByTestId("vat-summary")).toContainText("incl. VAT (20 %)");
  const withVat = (await checkout.total.textContent()) ?? "";
  expect(await axeViolations(page)).toEqual([]);

  // Exported to the US the UK VAT comes off, and checkout says why no tax is collected.
  await page.getByLabel("Country/Region", { exact: true }).first().selectOption("US");
  await expect(page.getByTestId("order-vat-removed")).toBeVisible();
  await expect(page.getByTestId("vat-summary")).toContainText("Sales tax is not collected at checkout");
  await expect(checkout.total).not.toHaveText(withVat);
});
