import { expect, storeUrl, test } from "../fixtures";
import { NotFoundPage } from "../pages/not-found-page";
import { ShopShell } from "../pages/shop-shell";

/** The route rules of shared/url-scheme.ts and the two not-found messages. */
const INVALID = [
  ["/search", "/search"],
  ["/search?q=%20", "/search"],
  ["/category-", "/category-"],
  ["/collection/standard-", "/collection/standard-"],
  ["/trackorder", "/trackorder"],
  ["/checkout?orderType=PriceDifferenceProduct&differencePrice=0", "/checkout"],
  ["/checkout?orderType=PriceDifferenceProduct&differencePrice=5", "/checkout"],
  ["/checkout?orderType=custommade", "/checkout"],
];

for (const [url, path] of INVALID) {
  test(`${url} is a route validation failure (404)`, async ({ page }) => {
    const response = await page.goto(storeUrl("us", url));
    expect(response?.status()).toBe(404);
    await expect(new NotFoundPage(page).message).toHaveText(`Page Not Found: ${path}`);
  });
}

test("an unknown route is 404 'Page not found'", async ({ page }) => {
  const response = await page.goto(storeUrl("us", "/nope"));
  expect(response?.status()).toBe(404);
  await expect(new NotFoundPage(page).message).toHaveText("Page not found: /nope");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("/404 itself answers 404", async ({ page }) => {
  const response = await page.goto(storeUrl("de", "/404"));
  expect(response?.status()).toBe(404);
  await expect(new NotFoundPage(page).message).toHaveText("Page not found: /404");
});

test("the valid forms of those routes are not 404", async ({ page }) => {
  for (const url of ["/search?q=ring", "/trackorder?orderNumber=", "/checkout?orderType=custommade&customMadeParam=x"]) {
    const response = await page.goto(storeUrl("us", url));
    expect(response?.status(), url).toBe(200);
  }
});

test("the 404 screen shows OOPS and leads back home", async ({ page }) => {
  const shell = new ShopShell(page);
  const response = await shell.open("us", "/nope");
  expect(response.status()).toBe(404);
  const notFound = new NotFoundPage(page);
  await expect(notFound.heading).toBeVisible();
  await expect(notFound.backHome).toHaveAttribute("href", "/");
  await notFound.backHome.click();
  await expect(page).toHaveURL(storeUrl("us", "/"));
  await expect(shell.expressFee).toBeVisible();
});
