import { expect, storeUrl, test } from "./fixtures";

test("the de store's home is in German with euro prices", async ({ page }) => {
  await page.goto(storeUrl("de"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("express-fee")).toContainText("13,80 €");
});
