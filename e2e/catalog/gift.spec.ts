import { devices } from "@playwright/test";
import { expect, storeUrl, test } from "../fixtures";
import { ListingPage } from "../pages/listing-page";

test("fbmedium=CPC2 stores the gift code, and the promotion shows on the pages that carry it", async ({ page, context }) => {
  await page.goto(storeUrl("de", "/?fbmedium=CPC2"));
  await expect(page.getByTestId("gift-promo")).toBeVisible();
  const cookies = await context.cookies(storeUrl("de", "/"));
  expect(cookies.find((c) => c.name === "he-giftCode")?.value).toBe("CPC2");

  await page.goto(storeUrl("de", "/category-rings"));
  await new ListingPage(page).expectLoaded();
  await expect(page.getByTestId("gift-promo")).toBeVisible();
  await page.goto(storeUrl("de", "/help/faqs"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("gift-promo")).toHaveCount(0);
});

test("without a gift code there is no promotion", async ({ page }) => {
  await page.goto(storeUrl("de", "/category-rings"));
  await new ListingPage(page).expectLoaded();
  await expect(page.getByTestId("gift-promo")).toHaveCount(0);
});

test.describe("on a phone", () => {
  const { defaultBrowserType: _, ...phone } = devices["Pixel 7"];
  test.use(phone);

  test("the cart button shows the free gift with a gift icon on category pages", async ({ page }) => {
    await page.goto(storeUrl("de", "/category-rings?fbmedium=CPC2"));
    const cart = page.getByTestId("cart-button");
    await expect(cart).toHaveClass(/floating-button--gift/);
    await expect(cart.locator("img")).toBeVisible();
    await expect(cart.locator("svg")).toBeVisible();
  });
});
