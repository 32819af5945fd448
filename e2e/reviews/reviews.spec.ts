import { axeViolations, expect, storeUrl, test } from "../fixtures";
import { ProductPage } from "../pages/product-page";
import { boughtEarlier, photo, productOfStore, ReviewsArea } from "../pages/reviews";

test.describe("reviews and questions in the fr store", () => {
  test("a buyer's review with two photos is published, shown in the list, filtered and in the gallery", async ({ page }) => {
    const product = productOfStore("fr", 7);
    const email = `acheteuse-${Date.now()}@example.com`;
    boughtEarlier(email, product.code);
    const text = `Superbe bague, elle brille énormément ${Date.now()}`;

    await page.goto(storeUrl("fr", product.path));
    await new ProductPage(page).expectLoaded();
    const area = new ReviewsArea(page);
    await expect(area.reviews).toBeVisible();
    await area.openWriteDialog();

    // Required fields first: their messages, in French.
    await area.dialog.getByRole("button", { name: "Publier l'avis" }).click();
    await expect(area.dialog.getByText("Veuillez choisir une note.")).toBeVisible();
    await expect(area.dialog.getByText("Veuillez saisir un pseudo.")).toBeVisible();
    await expect(area.dialog.getByText("Veuillez rédiger votre avis.")).toBeVisible();

    await area.fillReview({ stars: 5, nickname: "Camille E2E", text, email });
    // A phone-sized photo (2400 px) is sent at 1600 px at most; a small one as it is.
    await area.attach([photo("bague-1.png", [200, 160, 40], 2400), photo("bague-2.png", [40, 90, 200])]);
    await area.dialog.getByRole("button", { name: "Publier l'avis" }).click();
    await expect(page.getByText("Merci ! Votre avis est maintenant publié.")).toBeVisible();
    await expect(area.dialog).toBeHidden();

    const mine = area.review(text);
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId("verified-badge")).toHaveText("Acheteur vérifié");
    await expect(mine.locator(".review__thumb")).toHaveCount(2);
    const widths = () =>
      mine.locator("img").evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth).sort((a, b) => a - b));
    // Thumbnails come from the image path at a rendition width: the 1600 px upload at 320 px,
    // the small one at its own 48 px (never upscaled).
    await expect.poll(widths).toEqual([48, 320]);
    const reviewId = await mine.getAttribute("data-review-id");

    // The image viewer opens on a photo.
    await mine.locator(".review__thumb").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");

    await area.reviews.getByTestId("filter-media").check();
    // Only reviews with pictures remain, ours among them.
    await expect(area.list.filter({ hasNot: page.locator(".review__thumb") })).toHaveCount(0);
    await expect(area.review(text)).toBeVisible();

    await page.goto(storeUrl("fr", "/reviews-gallery"));
    await expect(page.getByRole("heading", { level: 1, name: "Photos de clients" })).toBeVisible();
    await expect(page.locator(`[data-testid="gallery-item"][data-review-id="${reviewId}"]`)).toHaveCount(2);
  });

  test("a shopper asks a question and is told it shows once answered", async ({ page }) => {
    const product = productOfStore("fr", 8);
    await page.goto(storeUrl("fr", product.path));
    await new ProductPage(page).expectLoaded();
    const area = new ReviewsArea(page);
    await area.questions.getByRole("button", { name: "Poser une question" }).click();
    await area.questions.getByRole("button", { name: "Envoyer la question" }).click();
    await expect(area.questions.getByText("Veuillez saisir votre question.")).toBeVisible();
    await area.questions.getByLabel("Votre question").fill("Est-ce que la couleur tient dans le temps ?");
    await area.questions.getByRole("button", { name: "Envoyer la question" }).click();
    await expect(area.questions.getByText("Merci ! Votre question apparaîtra ici dès que nous y aurons répondu.")).toBeVisible();
  });

  test("the product page with reviews open is axe clean, and so is the write dialog", async ({ page }) => {
    const product = productOfStore("fr", 3);
    await page.goto(storeUrl("fr", product.path));
    await new ProductPage(page).expectLoaded();
    const area = new ReviewsArea(page);
    await expect(area.list.first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await area.openWriteDialog();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the reviews gallery is axe clean", async ({ page }) => {
    await page.goto(storeUrl("fr", "/reviews-gallery"));
    await expect(page.getByTestId("gallery-item").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
