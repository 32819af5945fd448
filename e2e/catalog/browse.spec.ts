import { expect, storeUrl, test } from "../fixtures";
import { ListingPage } from "../pages/listing-page";
import { storeGet } from "./store-request";

test("browse a category in the de store: filter by material and price, sort, page, clear filters", async ({ page }) => {
  await page.goto(storeUrl("de", "/"));
  await page.getByTestId("home-categories").getByRole("link", { name: "Ringe", exact: true }).click();
  const listing = new ListingPage(page);
  await listing.expectLoaded();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ringe");
  const all = await listing.totalCount();
  expect(all).toBeGreaterThan(24);

  // Paging: a second page of different products.
  const firstPage = await listing.cards.first().getAttribute("data-spu");
  await listing.goToPage(2);
  await expect(listing.cards.first()).not.toHaveAttribute("data-spu", firstPage ?? "");

  // Material: the count beside the option is the count of the narrowed listing.
  const expected = await listing.chooseFacet("material");
  await expect(listing.total).toContainText(String(expected));
  expect(page.url()).not.toContain("page=");
  await expect(listing.facetOptions("material").first()).toHaveClass(/facet__option--selected/);

  // Price: every card within the range, in euros.
  await listing.priceRange("50", "400");
  // The URL changes before React commits the new cards, so poll rather than read once.
  await expect.poll(async () => (await listing.prices()).every((price) => price >= 50 && price <= 400)).toBe(true);
  await expect(listing.cards.first()).toBeVisible();
  await expect(listing.cards.first().locator(".price-tag__sale")).toContainText("€");

  // Sort by price, low to high.
  await listing.sortBy("price_asc");
  await expect.poll(async () => ascending(await listing.prices())).toBe(true);

  // Remove all filters: the whole category again, sort kept.
  await listing.clearFilters.click();
  await expect(page).not.toHaveURL(/attr_ids|price=/);
  await expect(listing.total).toContainText(String(all));
});

test("a filter combination without products says so and offers to remove all filters", async ({ page }) => {
  await page.goto(storeUrl("de", "/category-rings?price=0-1"));
  const listing = new ListingPage(page);
  await listing.expectLoaded();
  await expect(listing.noMatch).toContainText("Leider passen keine Artikel zu den gewählten Filtern.");
  await listing.noMatch.getByRole("link").click();
  await expect(page).toHaveURL(/\/category-rings$/);
  await expect(listing.cards.first()).toBeVisible();
});

test("the English store says it in English", async ({ page }) => {
  await page.goto(storeUrl("us", "/category-rings?price=0-1"));
  await expect(page.getByTestId("no-match")).toContainText("Sorry, no items match the filters you've selected.");
  await expect(page.getByTestId("no-match").getByRole("link")).toHaveText("Remove all filters");
});

test("bad query parameters get a sensible page, never a server error", async ({ page, request }) => {
  const long = "a".repeat(5 * 1024);
  for (const path of [
    "/category-rings?attr_ids=nosuch_999999-material_x_-_&page=2",
    "/category-rings?page=99999",
    "/category-rings?price=-50",
    "/category-rings?price=abc-&sort=nonsense&colorgroupid=-3&skus=,,,",
    `/search?q=${long}`,
    `/catalogsearch/result/${long}`,
  ]) {
    const response = await storeGet(request, "de", path);
    expect(response.status(), path).toBeLessThan(500);
  }
  await page.goto(storeUrl("de", "/category-rings?page=99999"));
  await expect(page.getByTestId("no-match")).toBeVisible();
  await page.getByTestId("no-match").getByRole("link").click();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await page.goto(storeUrl("de", `/search?q=${long}`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

const ascending = (prices: number[]) => prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1] <= price);
