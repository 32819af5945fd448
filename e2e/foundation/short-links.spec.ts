import { expect, storeUrl, test } from "../fixtures";
import { NotFoundPage } from "../pages/not-found-page";

test("a short link leads to the page it was made for", async ({ page }) => {
  await page.goto(storeUrl("uk", "/help/faqs"));
  // Made from the page, as a share button would: same origin, JSON body.
  const created = await page.evaluate(async () => {
    const response = await fetch("/api/index/shortLink", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ url: `${location.origin}/help/faqs?from=share` }),
    });
    return { status: response.status, envelope: (await response.json()) as { data: { url: string } } };
  });
  expect(created.status).toBe(200);
  const response = await page.goto(storeUrl("uk", created.envelope.data.url));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(storeUrl("uk", "/help/faqs?from=share"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown short link is a 404 page", async ({ page }) => {
  const response = await page.goto(storeUrl("uk", "/surl/unknown42"));
  expect(response?.status()).toBe(404);
  await expect(new NotFoundPage(page).heading).toBeVisible();
});
