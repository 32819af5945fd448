import { expect, storeUrl, test } from "../fixtures";
import { ListingPage } from "../pages/listing-page";
import { SearchPanel } from "../pages/search-panel";

test("search with highlighted suggestions, and a word that names a category", async ({ page }) => {
  await page.goto(storeUrl("us", "/"));
  const search = new SearchPanel(page);
  await search.type("moiss");
  await search.expectSuggestions();
  await expect(search.suggestions.first().locator("mark")).toHaveText(/moiss/i);
  await search.suggestions
    .filter({ hasNotText: /category/i })
    .first()
    .click();
  await expect(page.getByTestId("product-page")).toBeVisible();

  await search.submit("rings");
  await expect(page).toHaveURL(/\/category-rings$/);

  await search.submit("solitaire moissanite");
  await expect(page).toHaveURL(/\/search\?q=solitaire\+moissanite/);
  const listing = new ListingPage(page);
  await expect(listing.cards.first()).toBeVisible();

  // Recent searches come back in the panel.
  await search.input.fill("");
  await search.input.click();
  await expect(search.panel.getByRole("button", { name: "solitaire moissanite" })).toBeVisible();
});
