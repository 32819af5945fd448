import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { SearchPanel } from "../pages/search-panel";

for (const [name, path] of [
  ["home", "/"],
  ["listing", "/category-rings?attr_ids=material_1"],
  ["product", "/product-amara-classic-wedding-band-100175.html"],
  ["search", "/search?q=ring"],
] as const) {
  test(`axe finds nothing on the ${name} page`, async ({ page }) => {
    await page.goto(storeUrl("de", path));
    await expect(page.locator("main")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe finds nothing with the search panel and the history drawer open", async ({ page }) => {
  await page.goto(storeUrl("de", "/category-rings"));
  const search = new SearchPanel(page);
  await search.type("ring");
  await search.expectSuggestions();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByTestId("history-button").click();
  await expect(page.getByTestId("history-drawer")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
