import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BERLIN, DE_LABELS } from "../pages/checkout-pages";
import { addToBag, CheckoutPage, openStore, PaybackPage, SandboxPage, TrackOrderPage, waitForHydration } from "../pages/checkout-pages";

/**
 * VAT and the invoice in the de store (docs/decisions/1320-vat-at-checkout.md, 1321-invoices.md):
 * the price says it includes VAT, checkout shows the VAT of the chosen country inside the same
 * total, and the paid order's invoice is downloaded from track order as a PDF.
 */
const RING = "HL100140-11";
const TRACK = { orderNumber: "Bestellnummer", contact: "E-Mail-Adresse oder Telefonnummer", submit: "Verfolgen" };

// A client address of its own: order/track is budgeted per address, and the whole suite's
// journeys would otherwise share 127.0.0.1's budget.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": `e2e-vat-invoice-${crypto.randomUUID()}` } });

test("a guest in the de store sees VAT included, pays, and downloads the invoice from track order", async ({ page }) => {
  test.slow();
  await page.goto(storeUrl("de", "/product-amara-classic-wedding-band-100175.html"));
  await expect(page.getByTestId("vat-note")).toHaveText("inkl. MwSt.");

  await openStore(page, "de");
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, DE_LABELS);
  await checkout.open("de");
  await checkout.fill("elise@example.com", BERLIN);
  const total = (await checkout.total.textContent()) ?? "";
  await expect(page.getByTestId("vat-summary")).toContainText("inkl. MwSt. (19 %)");
  // Shipped to France the price stays the same; the VAT inside it is France's 20 %.
  await page.getByLabel("Land/Region", { exact: true }).first().selectOption("FR");
  await expect(page.getByTestId("vat-summary")).toContainText("inkl. MwSt. (20 %)");
  await expect(checkout.total).toHaveText(total);
  expect(await axeViolations(page)).toEqual([]);
  await checkout.radio("Kredit- oder Debitkarte").check();
  await checkout.placeOrder(/Zahlungspflichtig bestellen/);

  await new SandboxPage(page).choose("Erfolgreich bezahlen");
  const result = new PaybackPage(page);
  await expect(result.status).toHaveText("In Bearbeitung");
  const orderNumber = (await result.orderNumber.textContent()) ?? "";

  await page.goto(storeUrl("de", `/trackorder?orderNumber=${orderNumber}`));
  await waitForHydration(page);
  await new TrackOrderPage(page).track(TRACK, null, "elise@example.com");
  const invoices = page.getByTestId("invoice-links");
  await expect(invoices.getByRole("heading", { name: "Rechnungen" })).toBeVisible();
  const download = page.waitForEvent("download");
  await invoices.getByRole("button", { name: /^Rechnung DE-\d{6} \(PDF\)$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^DE-\d{6}\.pdf$/);
  expect(await axeViolations(page)).toEqual([]);
});
