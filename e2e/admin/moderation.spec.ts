import type { APIRequestContext } from "@playwright/test";
import { storeGet } from "../catalog/store-request";
import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { BackOffice } from "../pages/admin-pages";
import { Mailbox } from "../pages/mailbox";
import { ProductPage } from "../pages/product-page";
import { photo, productOfStore, ReviewsArea } from "../pages/reviews";

/** The product page as a shopper's browser first gets it: the edge cache's answer and the review count of its rating line. */
async function ratedPage(request: APIRequestContext, path: string) {
  const response = await storeGet(request, "us", path);
  const count = /data-testid="rating-summary".*?\((\d+) reviews?\)/s.exec(await response.text())?.[1];
  return { cache: response.headers()["x-page-cache"], count: Number(count) };
}

/**
 * Reviews moderation end to end: a shopper who never bought the product writes a review with a
 * photo, which waits; support replies and publishes it from the back office; the product page
 * then shows it with the shop's reply, and its cached copy counts it in the rating at once.
 * Fulfilment has no moderation screen.
 */
test("a support user publishes a held review and replies; fulfilment cannot open moderation", async ({ page, browser, request }) => {
  test.slow();
  const product = productOfStore("us", 9);
  // The page is kept by the edge cache before the review is written.
  await expect.poll(async () => (await ratedPage(request, product.path)).cache).toBe("HIT");
  const before = await ratedPage(request, product.path);
  expect(before.count).toBeGreaterThan(0);
  const text = `Lovely clasp, sturdy chain ${Date.now()}`;
  const reply = "Thank you — enjoy your necklace!";

  await page.goto(storeUrl("us", product.path));
  await new ProductPage(page).expectLoaded();
  const area = new ReviewsArea(page);
  await area.openWriteDialog();
  await area.fillReview({ stars: 4, nickname: "Robin E2E", text, email: `robin-${Date.now()}@example.com` });
  await area.attach([photo("clasp.png", [180, 150, 60])]);
  await area.dialog.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Thank you! Your review will appear once our team has checked it.")).toBeVisible();
  await expect(area.dialog).toBeHidden();
  await expect(area.review(text)).toHaveCount(0);

  const office = await BackOffice.signIn(browser, "support");
  await expect(office.page.getByTestId("pending-reviews")).toHaveText(/^[1-9][\d,]*$/);
  await office.nav.getByRole("link", { name: "Reviews" }).click();
  await expect(office.page.getByRole("heading", { level: 1, name: "Reviews and questions" })).toBeVisible();
  await office.page.getByRole("combobox", { name: "Store" }).waitFor();
  const card = office.page.getByTestId("moderation-review").filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Held because: Not a verified buyer");
  const shown = card.getByRole("img", { name: "Attachment 1 of Robin E2E's review" });
  await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await axeViolations(office.page), "/admin/reviews").toEqual([]);

  await card.getByLabel("Public reply as the shop").fill(reply);
  await card.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(office.page.getByText("Reply saved.")).toBeVisible();
  await card.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(office.page.getByText("Review published.")).toBeVisible();
  await expect(card).toHaveCount(0);
  await office.close();

  // The kept copy is not answered again: the product's page is rendered afresh with the new count.
  const after = await ratedPage(request, product.path);
  expect(after).toEqual({ cache: "MISS", count: before.count + 1 });

  await page.goto(storeUrl("us", product.path));
  await new ProductPage(page).expectLoaded();
  const mine = new ReviewsArea(page).review(text);
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(reply);

  const fulfilment = await BackOffice.signIn(browser, "fulfilment");
  await expect(fulfilment.nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(fulfilment.nav.getByRole("link", { name: "Reviews" })).toHaveCount(0);
  await expect(fulfilment.page.getByTestId("pending-reviews")).toHaveCount(0);
  const refused = await fulfilment.page.goto(storeUrl("us", "/admin/reviews"));
  expect(refused?.status()).toBe(403);
  await expect(fulfilment.page.getByText("The fulfilment role cannot open this screen.")).toBeVisible();
  await fulfilment.close();
});

/**
 * A question answered end to end: a shopper asks with their email; support answers from the
 * back office; the shopper is mailed the answer (a transactional mail: nothing to unsubscribe
 * from) and the product page shows it. The uk store, whose questions no other journey asks, so
 * the first page of its waiting questions holds this one.
 */
test("support answers a shopper's question: the asker is mailed the answer and the product page shows it", async ({ page, browser }) => {
  test.slow();
  const product = productOfStore("uk", 5);
  const question = `Does the plating last with daily wear? ${Date.now()}`;
  const answer = "Yes: it is 2.5 microns thick and covered by the lifetime warranty.";
  const mailbox = new Mailbox(`asker-${Date.now()}@example.com`);
  const since = new Date();

  await page.goto(storeUrl("uk", product.path));
  await new ProductPage(page).expectLoaded();
  const area = new ReviewsArea(page);
  await area.questions.getByRole("button", { name: "Ask a question" }).click();
  await area.questions.getByLabel("Your question").fill(question);
  await area.questions.getByLabel(/^Email/).fill(mailbox.address);
  await area.questions.getByRole("button", { name: "Send question" }).click();
  await expect(area.questions.getByText("Thank you! Your question will appear here once we have answered it.")).toBeVisible();
  await expect(area.questions.getByText(question)).toHaveCount(0);

  const office = await BackOffice.signIn(browser, "support");
  await office.open("/admin/reviews?show=questions", "Reviews and questions");
  await office.choose(office.page, "Store", "uk");
  const card = office.page.getByTestId("moderation-question").filter({ hasText: question });
  await expect(card).toContainText(mailbox.address);
  await card.getByLabel("Answer as the shop").fill(answer);
  await card.getByRole("button", { name: "Publish answer" }).click();
  await expect(card).toHaveCount(0);
  await office.close();

  const mail = await mailbox.textSince(since, /your question about .* has an answer/i);
  expect(mail).toContain(question);
  expect(mail).toContain(answer);
  expect(mail).toContain(`${product.path}#questions`);
  expect(mail).toContain("not a newsletter: there is nothing to unsubscribe from.");

  // The page as loaded afresh, where the mail's link leads.
  await page.reload();
  await new ProductPage(page).expectLoaded();
  const asked = area.questions.getByTestId("question").filter({ hasText: question });
  await expect(asked).toContainText("Answer from the shop");
  await expect(asked).toContainText(answer);
  expect(await axeViolations(page)).toEqual([]);
});
