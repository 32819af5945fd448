import { expect, test } from "../fixtures";
import { addToBag, CartPage, CheckoutPage, EN_LABELS as EN, NEW_YORK, openStore, PaybackPage, SandboxPage } from "../pages/checkout-pages";

/** The demo campaign CPC2 (scripts/seeds/110-free-gift.mjs) gives its gift with any order. */
const RING = "HL100140-11";

test("a us shopper with fbmedium=CPC2 gets the free gift in the bag and in the placed order", async ({ page }) => {
  test.slow();
  await openStore(page, "us", "/?fbmedium=CPC2");
  await expect(page.getByTestId("gift-promo")).toBeVisible();
  await addToBag(page, RING);

  const cart = new CartPage(page);
  await cart.open("us");
  const gift = page.getByTestId("gift-line");
  await expect(gift).toBeVisible();
  await expect(gift).toContainText("Free gift");
  await expect(gift.locator(".cart-line__total")).toHaveText("$0.00");
  // Nothing to change on the gift: no stepper, no remove button.
  await expect(gift.getByRole("button")).toHaveCount(0);

  const checkout = new CheckoutPage(page, EN);
  await checkout.open("us");
  await expect(page.getByTestId("gift-summary-line")).toBeVisible();
  await checkout.fill("sam@example.com", NEW_YORK);
  await checkout.placeOrder(/Place order and pay/);
  await new SandboxPage(page).choose("Pay successfully");

  const result = new PaybackPage(page);
  await expect(result.heading).toHaveText("Thank you for your order!");
  const line = page.locator(".summary-line").filter({ has: page.getByTestId("gift-badge") });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("$0.00");
});
