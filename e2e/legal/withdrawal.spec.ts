import { axeViolations, expect, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { addToBag, BERLIN, CheckoutPage, DE_LABELS as DE, openStore, PaybackPage, SandboxPage, waitForHydration } from "../pages/checkout-pages";
import { Mailbox } from "../pages/mailbox";
import { WithdrawalPage } from "../pages/withdrawal-page";

/**
 * The withdrawal button in the de store (docs/decisions/1325-withdrawal-button.md): a guest buys
 * a ring, finds "Vertrag hier widerrufen" in the footer, names the contract, confirms, reads the
 * acknowledgement on the page and in the email, and staff see the withdrawal on the order.
 */
const RING = "HL100140-11";
// A client address of its own: order/track is budgeted per address, and the whole suite's
// journeys would otherwise share 127.0.0.1's budget.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": `e2e-withdrawal-${crypto.randomUUID()}` } });
const LABELS = {
  name: "Ihr Name",
  orderNumber: "Bestellnummer",
  email: "E-Mail-Adresse der Bestellung",
  next: "Weiter",
  confirm: "Widerruf bestätigen",
};

test("a guest in the de store withdraws from a ring's purchase with the withdrawal button and gets the acknowledgement", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `widerruf-${Date.now()}@example.com`;
  await openStore(page, "de");
  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, DE);
  await checkout.open("de");
  await checkout.fill(email, BERLIN);
  await checkout.radio("Kredit- oder Debitkarte").check();
  await checkout.placeOrder(/Zahlungspflichtig bestellen/);
  await new SandboxPage(page).choose("Erfolgreich bezahlen");
  const orderNumber = ((await new PaybackPage(page).orderNumber.textContent()) ?? "").trim();
  expect(orderNumber).toMatch(/^DE\d{12}$/);

  // From the footer of any page, for a guest.
  await page.getByRole("contentinfo").getByRole("link", { name: "Vertrag hier widerrufen" }).click();
  await waitForHydration(page, "/withdrawal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertrag hier widerrufen");
  expect(await axeViolations(page)).toEqual([]);

  const withdrawal = new WithdrawalPage(page, LABELS);
  await withdrawal.fill({ name: "Anna Schmidt", orderNumber, email });
  await expect(withdrawal.confirmStep.getByRole("heading", { level: 2 })).toHaveText(`Bestellung ${orderNumber} widerrufen?`);
  await expect(withdrawal.confirmStep.getByRole("heading", { level: 2 })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  const since = new Date(Date.now() - 1000);
  await withdrawal.confirmButton().click();
  await expect(withdrawal.receipt.getByRole("heading", { level: 2 })).toHaveText(`Ihr Widerruf der Bestellung ${orderNumber} ist eingegangen`);
  await expect(withdrawal.received).toContainText(`Eine Bestätigung mit seinem Inhalt wurde an ${email} gesendet.`);
  expect(await axeViolations(page)).toEqual([]);

  const mail = await new Mailbox(email).textSince(since, /Eingangsbestätigung Ihres Widerrufs/);
  expect(mail).toContain(`Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren (Bestellung ${orderNumber})`);
  expect(mail).toMatch(/ist am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} UTC bei uns eingegangen/);

  // The order shows the withdrawal when tracked.
  await page.goto(page.url().replace(/\/withdrawal.*$/, `/trackorder?orderNumber=${orderNumber}`));
  await waitForHydration(page);
  await page.getByLabel("E-Mail-Adresse oder Telefonnummer").fill(email);
  await page.getByRole("button", { name: "Verfolgen" }).click();
  await expect(page.getByTestId("order-withdrawn")).toContainText("Sie haben diesen Vertrag am");

  const office = await BackOffice.signIn(browser, "support");
  await office.openOrder(orderNumber);
  await expect(office.page.getByTestId("admin-withdrawal")).toContainText("from Anna Schmidt");
  await office.close();
});

test("the de store's withdrawal information has the model withdrawal form and is linked from the footer", async ({ page }) => {
  await openStore(page, "de");
  await page.getByRole("contentinfo").getByRole("link", { name: "Widerrufsrecht" }).click();
  await waitForHydration(page, "/withdrawal-information");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Widerrufsbelehrung");
  await expect(page.getByTestId("model-withdrawal-form")).toContainText("Hiermit widerrufe(n) ich/wir (*)");
  // Annex I(B): the trader's name and geographic address.
  await expect(page.getByTestId("model-withdrawal-form")).toContainText("Heliora Jewelry Ltd., Unit 12, Harbour Road, Kowloon, Hong Kong");
  expect(await axeViolations(page)).toEqual([]);
});
