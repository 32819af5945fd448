import { axeViolations, expect, test } from "../fixtures";
import { addToBag, CheckoutPage, EN_LABELS, NEW_YORK, openStore, PaybackPage, SandboxPage } from "../pages/checkout-pages";
import { LoginPage } from "../pages/login-page";
import { SavedCardsPage } from "../pages/saved-cards-page";

/**
 * A customer in the us store adds tariff insurance at checkout (the US charges duties on every
 * parcel, docs/decisions/0810-tariff-insurance.md), saves the card paying in the sandbox, finds
 * the insurance on the result page and the card at /accounts/cards, and deletes the card
 * (docs/decisions/0811-stored-cards.md). The ring is a made-to-order demo SKU.
 */
const RING = "HL100140-11";
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("tariff insurance at checkout, a saved card, and deleting it from the account", async ({ page }) => {
  test.slow();
  const email = `cards-${Date.now()}@example.com`;
  await openStore(page, "us");
  await new LoginPage(page).registerAccount("us", { firstName: "Ines", email, password: "Velvet-Moonstone-42" });

  await addToBag(page, RING);
  const checkout = new CheckoutPage(page, EN_LABELS);
  await checkout.open("us");
  await checkout.fill(email, NEW_YORK);
  const before = dollars((await checkout.total.textContent()) ?? "");
  const insurance = page.getByRole("checkbox", { name: /^Cover import duties and taxes for \$\d+\.\d{2}$/ });
  // Keyboard: focus the box and tick it with Space.
  await insurance.focus();
  await page.keyboard.press("Space");
  await expect(insurance).toBeChecked();
  const fee = (await page.getByTestId("order-tariff-insurance").textContent()) ?? "";
  expect(dollars(fee)).toBeGreaterThan(0);
  await expect(checkout.total).toHaveText(`$${(before + dollars(fee)).toFixed(2)}`);

  await checkout.radio(/Credit or debit card/).check();
  await page.getByRole("checkbox", { name: "Save this card for next time" }).check();
  expect(await axeViolations(page), "/checkout").toEqual([]);
  const total = (await checkout.total.textContent()) ?? "";
  await checkout.placeOrder(new RegExp(`Place order and pay ${total.replace(/[$.]/g, "\\$&")}`));

  const sandbox = new SandboxPage(page);
  await expect(sandbox.amount).toHaveText(total);
  await sandbox.choose("Pay successfully");
  await expect(new PaybackPage(page).heading).toHaveText("Thank you for your order!");
  await expect(page.getByTestId("order-tariff-insurance")).toHaveText(fee);

  const cards = new SavedCardsPage(page);
  await cards.goto("us");
  await expect(cards.cards).toHaveCount(1);
  await expect(cards.cards.first()).toContainText("Visa ending in 1111");
  await expect(cards.cards.first()).toContainText("Expires 03/2030");
  expect(await axeViolations(page), "/accounts/cards").toEqual([]);

  // The dialog asks first; Escape keeps the card and gives focus back to its button.
  const remove = cards.deleteButton("Delete Visa ending in 1111");
  await remove.click();
  await expect(cards.dialog).toBeVisible();
  expect(await axeViolations(page), "/accounts/cards dialog").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(cards.dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await cards.dialog.getByRole("button", { name: "Delete card" }).click();
  await expect(cards.status).toHaveText("The card was deleted.");
  await expect(cards.status).toBeFocused();
  await expect(cards.cards).toHaveCount(0);
  await expect(cards.empty).toBeVisible();
});
