import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GalleryItem, ReviewListResult } from "~/shared/schemas/reviews";
import { newEmail, TestBrowser } from "../../test/account-client";
import { mp4Bytes, paidOrder, pngBytes, productOf, upload } from "../../test/review-fixtures";

interface Submitted {
  reviewId: number;
  status: "published" | "pending";
  holdReason: string | null;
  verified: boolean;
}

const review = (productCode: string, overrides: Record<string, unknown> = {}) => ({
  productCode,
  rating: 5,
  nickname: "Camille",
  body: `Magnifique bague, très brillante ${crypto.randomUUID()}`,
  email: newEmail("buyer"),
  ...overrides,
});

const ratingOf = (id: number) =>
  env.DB.prepare("SELECT rating_avg, rating_count FROM products WHERE id = ?").bind(id).first<{ rating_avg: number; rating_count: number }>();

/** A product of `store` (the `skip`-th) and the email of a shopper who bought it: their review is verified. */
async function verifiedBuyer(store: string, skip: number, status?: string) {
  const product = await productOf(store, skip);
  const email = newEmail("buyer");
  await paidOrder(email, product.code, status);
  return { product, email };
}

describe("review/submit: the form's messages", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["nickname", { nickname: "  " }, "Please enter a nickname.", "Veuillez saisir un pseudo."],
    ["body", { body: "" }, "Please enter your review.", "Veuillez rédiger votre avis."],
    ["email", { email: "" }, "Please enter an email.", "Veuillez saisir une adresse e-mail."],
    ["email", { email: "camille@example" }, "Please enter a correct email format.", ""],
    ["rating", { rating: 0 }, "Please choose a star rating.", "Veuillez choisir une note."],
    ["nickname", { nickname: "x".repeat(41) }, "Your nickname can be up to 40 characters.", ""],
    ["body", { body: "x".repeat(2001) }, "Your review can be up to 2,000 characters.", ""],
    ["media", { media: Array.from({ length: 5 }, (_, i) => `u/${String(i).padStart(32, "0")}`) }, "You can add up to 4 photos or videos.", ""],
  ];
  for (const [field, change, english, french] of cases) {
    it(`${field} ${JSON.stringify(change).slice(0, 40)} → ${english}`, async () => {
      const { code } = await productOf("us");
      const { status, envelope } = await new TestBrowser().api("review/submit", review(code, change));
      expect(status).toBe(400);
      expect((envelope.data as { fields: Record<string, string> }).fields[field]).toBe(english);
      if (!french) return;
      const fr = await new TestBrowser("http://fr.localhost").api("review/submit", review((await productOf("fr")).code, change));
      expect((fr.envelope.data as { fields: Record<string, string> }).fields[field]).toBe(french);
    });
  }

  it("question text is required; an email, when given, must be valid", async () => {
    const { code } = await productOf("us");
    const browser = new TestBrowser();
    const empty = await browser.api("question/ask", { productCode: code, body: " " });
    expect(empty.status).toBe(400);
    expect((empty.envelope.data as { fields: Record<string, string> }).fields.body).toBe("Please enter your question.");
    const badEmail = await browser.api("question/ask", { productCode: code, body: "Does it tarnish?", email: "nope" });
    expect((badEmail.envelope.data as { fields: Record<string, string> }).fields.email).toBe("Please enter a correct email format.");
  });

  it("answers 404 for a product the store does not sell", async () => {
    const { status, envelope } = await new TestBrowser().api("review/submit", review("nosuchproduct"));
    expect(status).toBe(404);
    expect(envelope.message).toBe("This product could not be found.");
  });
});

describe("review publication", () => {
  it("publishes a buyer's review at once, with its photos, and recomputes the rating", async () => {
    const { product, email } = await verifiedBuyer("fr", 1);
    const browser = new TestBrowser("http://fr.localhost");
    const photos = [await upload(browser, pngBytes(1200, 900)), await upload(browser, pngBytes(900, 1200))];
    const { status, envelope } = await browser.api<Submitted>(
      "review/submit",
      review(product.code, { email, rating: 4, media: photos.map((p) => p.envelope.data!.key) }),
    );
    expect(status).toBe(200);
    expect(envelope.message).toBe("Merci ! Votre avis est maintenant publié.");
    expect(envelope.data).toMatchObject({ status: "published", verified: true, holdReason: null });

    const list = await browser.api<ReviewListResult>("review/list", { productCode: product.code, withMedia: true });
    const mine = list.envelope.data!.reviews.find((r) => r.id === envelope.data!.reviewId)!;
    expect(mine).toMatchObject({ verified: true, rating: 4, nickname: "Camille" });
    expect(mine.media.map((m) => m.kind)).toEqual(["image", "image"]);
    expect(mine.media[0]).toMatchObject({ width: 1200, height: 900 });
    const { summary } = list.envelope.data!;
    expect(await ratingOf(product.id)).toEqual({ rating_avg: summary.average, rating_count: summary.count });
    expect(summary.stars[3]).toBeGreaterThanOrEqual(1);

    // The same uploads cannot be attached twice.
    const again = await browser.api("review/submit", review(product.code, { email, media: [photos[0].envelope.data!.key] }));
    expect(again.status).toBe(400);
    expect(again.envelope.message).toBe("Une photo ou une vidéo est introuvable. Veuillez la téléverser à nouveau.");

    const gallery = await browser.api<{ items: GalleryItem[] }>("review/gallery", { page: 1 });
    expect(gallery.envelope.data!.items.filter((i) => i.reviewId === envelope.data!.reviewId)).toHaveLength(2);
  });

  it("keeps a review from someone who did not buy the product for moderation, and says so", async () => {
    const product = await productOf("us", 2);
    const before = await ratingOf(product.id);
    const { envelope } = await new TestBrowser().api<Submitted>("review/submit", review(product.code));
    expect(envelope.data).toMatchObject({ status: "pending", verified: false, holdReason: "unverified" });
    expect(envelope.message).toBe("Thank you! Your review will appear once our team has checked it.");
    expect(await ratingOf(product.id)).toEqual(before);
    const list = await new TestBrowser().api<ReviewListResult>("review/list", { productCode: product.code });
    expect(list.envelope.data!.reviews.some((r) => r.id === envelope.data!.reviewId)).toBe(false);
  });

  it("sends a buyer's review with a blocked word, or a text already posted, to moderation", async () => {
    const { product, email } = await verifiedBuyer("us", 3, "shipped");
    await env.DB.prepare("INSERT OR IGNORE INTO review_blocked_words (store, word) VALUES ('us', 'scam')").run();
    const blocked = await new TestBrowser().api<Submitted>("review/submit", review(product.code, { email, body: "Total SCAM, do not buy" }));
    expect(blocked.envelope.data).toMatchObject({ status: "pending", holdReason: "blockedWord", verified: true });
    // "scam" inside another word is not the word.
    const fine = await new TestBrowser().api<Submitted>("review/submit", review(product.code, { email, body: "Not a scampi fork, a lovely ring" }));
    expect(fine.envelope.data!.status).toBe("published");
    const copy = await new TestBrowser().api<Submitted>(
      "review/submit",
      review(product.code, { email, body: "not a SCAMPI fork... a lovely ring!" }),
    );
    expect(copy.envelope.data).toMatchObject({ status: "pending", holdReason: "duplicate" });
  });

  it("keeps links and HTML as the shopper typed them (shown as text)", async () => {
    const { product, email } = await verifiedBuyer("us", 4);
    const body = `<b>Great</b> <a href="https://spam.example">click</a> ${crypto.randomUUID()}`;
    const { envelope } = await new TestBrowser().api<Submitted>("review/submit", review(product.code, { email, body }));
    const list = await new TestBrowser().api<ReviewListResult>("review/list", { productCode: product.code });
    expect(list.envelope.data!.reviews.find((r) => r.id === envelope.data!.reviewId)!.body).toBe(body);
  });

  it("refuses media that another visitor uploaded", async () => {
    const product = await productOf("us");
    const other = await upload(new TestBrowser(), pngBytes());
    const { status, envelope } = await new TestBrowser().api("review/submit", review(product.code, { media: [other.envelope.data!.key] }));
    expect(status).toBe(400);
    expect(envelope.message).toBe("A photo or video could not be found. Please upload it again.");
  });
});

describe("review/list and review/helpful", () => {
  it("lists reviews in the shopper's language first, then the others", async () => {
    const { product, email } = await verifiedBuyer("de", 9);
    const german = await new TestBrowser("http://de.localhost").api<Submitted>("review/submit", review(product.code, { email }));
    const english = await new TestBrowser("http://us.localhost").api<Submitted>("review/submit", review(product.code, { email }));
    const order = async (origin: string) =>
      (await new TestBrowser(origin).api<ReviewListResult>("review/list", { productCode: product.code })).envelope.data!.reviews.map((r) => r.id);
    expect(await order("http://de.localhost")).toEqual([german.envelope.data!.reviewId, english.envelope.data!.reviewId]);
    expect(await order("http://us.localhost")).toEqual([english.envelope.data!.reviewId, german.envelope.data!.reviewId]);
  });

  it("filters by stars and pictures, sorts both ways, and counts a helpful vote once per visitor", async () => {
    const { product, email } = await verifiedBuyer("de", 5);
    const browser = new TestBrowser("http://de.localhost");
    const photo = await upload(browser, pngBytes());
    const video = await upload(browser, mp4Bytes());
    const ids: number[] = [];
    for (const [rating, media] of [
      [2, []],
      [5, [photo.envelope.data!.key, video.envelope.data!.key]],
      [5, []],
    ] as const) {
      const { envelope } = await browser.api<Submitted>("review/submit", review(product.code, { email, rating, media }));
      ids.push(envelope.data!.reviewId);
    }
    const list = (body: Record<string, unknown>) => browser.api<ReviewListResult>("review/list", { productCode: product.code, ...body });
    expect((await list({ stars: 5 })).envelope.data!.reviews.every((r) => r.rating === 5)).toBe(true);
    const withMedia = (await list({ withMedia: true })).envelope.data!.reviews;
    expect(withMedia.every((r) => r.media.length > 0)).toBe(true);
    expect(withMedia.find((r) => r.id === ids[1])!.media).toMatchObject([{ kind: "image" }, { kind: "video", durationMs: 12_500 }]);
    const newest = (await list({})).envelope.data!.reviews.map((r) => r.id);
    const oldest = (await list({ sort: "oldest" })).envelope.data!.reviews.map((r) => r.id);
    expect(newest.indexOf(ids[2])).toBeLessThan(newest.indexOf(ids[0]));
    expect(oldest.indexOf(ids[0])).toBeLessThan(oldest.indexOf(ids[2]));
    expect((await list({ sort: "best" })).status).toBe(400);

    const first = await browser.api<{ counted: boolean; helpfulCount: number }>("review/helpful", { reviewId: ids[1] });
    expect(first.envelope.data).toEqual({ counted: true, helpfulCount: 1 });
    const second = await browser.api<{ counted: boolean; helpfulCount: number }>("review/helpful", { reviewId: ids[1] });
    expect(second.envelope.data).toEqual({ counted: false, helpfulCount: 1 });
    expect(second.envelope.message).toBe("Sie haben diese Bewertung bereits als hilfreich markiert.");
    const someoneElse = await new TestBrowser("http://de.localhost").api<{ helpfulCount: number }>("review/helpful", { reviewId: ids[1] });
    expect(someoneElse.envelope.data!.helpfulCount).toBe(2);
    expect((await browser.api("review/helpful", { reviewId: 999_999_999 })).status).toBe(404);
  });
});

describe("review/gallery", () => {
  it("shows published customer photos of the store, by top category and by stars", async () => {
    const { product, email } = await verifiedBuyer("us", 10);
    const browser = new TestBrowser();
    const photo = await upload(browser, pngBytes());
    const { envelope } = await browser.api<Submitted>("review/submit", review(product.code, { email, rating: 4, media: [photo.envelope.data!.key] }));
    const reviewId = envelope.data!.reviewId;
    const top = await env.DB.prepare(
      `SELECT coalesce(parent.url_key, c.url_key) AS top FROM products p JOIN categories c ON c.id = p.category_id
       LEFT JOIN categories parent ON parent.id = c.parent_id WHERE p.id = ?`,
    )
      .bind(product.id)
      .first<{ top: string }>();
    const other = await env.DB.prepare("SELECT url_key FROM categories WHERE parent_id IS NULL AND url_key != ? LIMIT 1")
      .bind(top!.top)
      .first<{ url_key: string }>();
    const shown = async (query: Record<string, unknown>) => {
      const { envelope: page } = await browser.api<{ items: GalleryItem[]; categories: { key: string }[] }>("review/gallery", { page: 1, ...query });
      return page.data!.items.some((i) => i.reviewId === reviewId);
    };
    expect(await shown({ category: top!.top })).toBe(true);
    expect(await shown({ category: top!.top, stars: 4 })).toBe(true);
    expect(await shown({ stars: 5 })).toBe(false);
    expect(await shown({ category: other!.url_key })).toBe(false);
    const item = (await browser.api<{ items: GalleryItem[] }>("review/gallery", { page: 1, stars: 4 })).envelope.data!.items.find(
      (i) => i.reviewId === reviewId,
    )!;
    expect(item).toMatchObject({ productCode: product.code, rating: 4, media: { kind: "image" } });
    expect(item.productHref).toMatch(new RegExp(`-${product.code}\\.html$`));
  });
});
