import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newEmail } from "../../test/account-client";
import { productOf } from "../../test/review-fixtures";
import { answerQuestion, pendingReviews, publishReview, rejectQuestion, rejectReview, replyToReview } from "./moderation";
import { askQuestion, listQuestions } from "./questions";
import { ReviewError } from "./review-error";
import { listReviews } from "./review-list";
import { submitReview } from "./review-submit";

const scope = { db: env.DB, store: "us", language: "en", visitor: crypto.randomUUID() };
const rating = (id: number) =>
  env.DB.prepare("SELECT rating_avg, rating_count FROM products WHERE id = ?").bind(id).first<{ rating_avg: number; rating_count: number }>();
const submit = (productCode: string, stars: number) =>
  submitReview(scope, { productCode, rating: stars, nickname: "Sam", body: `Pending ${crypto.randomUUID()}`, email: newEmail(), media: [] });

describe("moderation", () => {
  it("publishes a waiting review and rejects it with a reason, recomputing the rating each time", async () => {
    const product = await productOf("us", 6);
    const { reviewId, status } = await submit(product.code, 1);
    expect(status).toBe("pending");
    expect((await pendingReviews(env.DB, 500)).some((r) => r.id === reviewId)).toBe(true);

    await publishReview(env.DB, reviewId);
    const published = await rating(product.id);
    const published1 = await env.DB.prepare("SELECT count(*) AS n, avg(rating) AS a FROM reviews WHERE product_id = ? AND status = 'published'")
      .bind(product.id)
      .first<{ n: number; a: number }>();
    expect(published).toEqual({ rating_count: published1!.n, rating_avg: Math.round(published1!.a * 100) / 100 });
    expect((await listReviews(env.DB, product.id, { productCode: product.code, page: 1, withMedia: false, sort: "newest" })).reviews[0].id).toBe(
      reviewId,
    );

    await expect(rejectReview(env.DB, reviewId, "  ")).rejects.toThrow(ReviewError);
    await rejectReview(env.DB, reviewId, "Off-topic");
    const row = await env.DB.prepare("SELECT status, reject_reason FROM reviews WHERE id = ?").bind(reviewId).first();
    expect(row).toEqual({ status: "rejected", reject_reason: "Off-topic" });
    expect((await rating(product.id))!.rating_count).toBe(published1!.n - 1);
    await expect(publishReview(env.DB, 999_999_999)).rejects.toThrow(ReviewError);
  });

  it("replies as the shop under a review", async () => {
    const product = await productOf("us", 7);
    const { reviewId } = await submit(product.code, 4);
    await publishReview(env.DB, reviewId);
    await replyToReview(env.DB, reviewId, "Thank you, Sam!");
    const { reviews } = await listReviews(env.DB, product.id, { productCode: product.code, page: 1, withMedia: false, sort: "newest" });
    expect(reviews.find((r) => r.id === reviewId)!.reply).toMatchObject({ body: "Thank you, Sam!" });
  });

  it("shows a question once the shop has answered it; a rejected one never", async () => {
    const product = await productOf("us", 8);
    const { questionId } = await askQuestion(scope, { productCode: product.code, body: "Is it nickel free?", email: "" });
    expect((await listQuestions(env.DB, product.id, 1)).questions.some((q) => q.id === questionId)).toBe(false);
    await expect(answerQuestion(env.DB, questionId, " ")).rejects.toThrow(ReviewError);
    await answerQuestion(env.DB, questionId, "Yes, it is nickel free.");
    const { questions } = await listQuestions(env.DB, product.id, 1);
    expect(questions.find((q) => q.id === questionId)!.answers).toEqual([expect.objectContaining({ body: "Yes, it is nickel free." })]);

    const other = await askQuestion(scope, { productCode: product.code, body: "Buy cheap watches at spam.example", email: "" });
    await rejectQuestion(env.DB, other.questionId);
    await expect(answerQuestion(env.DB, other.questionId, "No")).rejects.toThrow(ReviewError);
  });

  it("runs the caller's extra statements in the action's batch: if one fails, the action is undone too", async () => {
    const product = await productOf("us", 9);
    const { reviewId } = await submit(product.code, 3);
    const failing = [env.DB.prepare("INSERT INTO reviews (id) VALUES (NULL)")];
    await expect(publishReview(env.DB, reviewId, Date.now(), failing)).rejects.toThrow();
    await expect(replyToReview(env.DB, reviewId, "Thanks", Date.now(), failing)).rejects.toThrow();
    expect(await env.DB.prepare("SELECT status, reply FROM reviews WHERE id = ?").bind(reviewId).first()).toEqual({ status: "pending", reply: null });
  });
});
