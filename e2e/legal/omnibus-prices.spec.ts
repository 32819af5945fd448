import { axeViolations, expect, test } from "../fixtures";
import { openStore } from "../pages/checkout-pages";

/**
 * Omnibus prices in the fr store (docs/decisions/1326-omnibus-prices.md): the sale listing shows
 * reductions against the lowest price of the 30 days before them, labelled as such; the seed's
 * sale began 10 days ago after 50 days at the base price.
 */
test("a shopper in the fr store sees each reduction on the sale listing labelled with the 30-day low", async ({ page }) => {
  await openStore(page, "fr", "/sale-all");
  const cards = page.getByRole("main").getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.getByText("Prix le plus bas des 30 jours précédant la réduction")).toBeVisible();
  await expect(first.locator("s")).toHaveText(/\d+,\d{2} €$/);
  const count = await cards.count();
  for (let i = 0; i < count; i++) await expect(cards.nth(i).getByText("Prix le plus bas des 30 jours précédant la réduction")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
