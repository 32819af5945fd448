import { changedRows } from "../d1/changed-rows";
import { forgetLists } from "./list-memo";
import { ReviewError } from "./review-error";
import { recomputeRating } from "./summary";
import type { PendingReview } from "~/shared/admin-types";

/**
 * The merchant's side of reviews and questions, for the back office: what waits, publish,
 * reject with a reason, reply as the shop, answer or reject a question. Every status change
 * recomputes the product's rating in the same batch. Each action takes `extra` statements (the
 * back office's audit row) that run in the same batch right after the action's write, so an
 * `changes() = 1` guard in them sees that write (docs/decisions/0700-back-office.md).
 */

/** Reviews waiting for moderation, oldest first. */
export async function pendingReviews(db: D1Database, limit = 50): Promise<PendingReview[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, p.product_code AS productCode, r.store, r.language, r.nickname, r.email, r.rating, r.body,
         r.hold_reason AS holdReason, r.verified, r.media_count AS mediaCount, r.created_at AS createdAt
       FROM reviews r JOIN products p ON p.id = r.product_id
       WHERE r.status = 'pending' ORDER BY r.created_at LIMIT ?`,
    )
    .bind(limit)
    .all<Omit<PendingReview, "verified"> & { verified: number }>();
  return results.map((r) => ({ ...r, verified: r.verified === 1 }));
}

async function changeStatus(db: D1Database, reviewId: number, update: D1PreparedStatement, extra: D1PreparedStatement[]): Promise<void> {
  const [result] = await db.batch([update, ...extra, recomputeRating(db, { reviewId })]);
  if (!changedRows(result)) throw new ReviewError("reviews.moderation.notFound", 404, "reviewId");
  forgetLists();
}

export async function publishReview(db: D1Database, reviewId: number, now = Date.now(), extra: D1PreparedStatement[] = []): Promise<void> {
  await changeStatus(
    db,
    reviewId,
    db
      .prepare(
        "UPDATE reviews SET status = 'published', published_at = coalesce(published_at, ?), hold_reason = NULL, reject_reason = NULL WHERE id = ?",
      )
      .bind(now, reviewId),
    extra,
  );
}

export async function rejectReview(db: D1Database, reviewId: number, reason: string, extra: D1PreparedStatement[] = []): Promise<void> {
  const why = reason.trim();
  if (!why) throw new ReviewError("reviews.moderation.reasonRequired", 400, "reason");
  await changeStatus(
    db,
    reviewId,
    db.prepare("UPDATE reviews SET status = 'rejected', reject_reason = ? WHERE id = ?").bind(why.slice(0, 500), reviewId),
    extra,
  );
}

/** The shop's public reply under a review (replacing an earlier one); empty text removes it. */
export async function replyToReview(
  db: D1Database,
  reviewId: number,
  text: string,
  now = Date.now(),
  extra: D1PreparedStatement[] = [],
): Promise<void> {
  const reply = text.trim().slice(0, 2000);
  const [result] = await db.batch([
    db.prepare("UPDATE reviews SET reply = ?, replied_at = ? WHERE id = ?").bind(reply || null, reply ? now : null, reviewId),
    ...extra,
  ]);
  if (result.meta.changes !== 1) throw new ReviewError("reviews.moderation.notFound", 404, "reviewId");
  forgetLists();
}

/** Answers a question as the shop; the question shows on the product page from then on. */
export async function answerQuestion(
  db: D1Database,
  questionId: number,
  text: string,
  now = Date.now(),
  extra: D1PreparedStatement[] = [],
): Promise<void> {
  const body = text.trim();
  if (!body) throw new ReviewError("reviews.moderation.answerRequired", 400, "answer");
  const [insert] = await db.batch([
    db
      .prepare("INSERT INTO answers (question_id, body, created_at) SELECT id, ?, ? FROM questions WHERE id = ? AND status != 'rejected'")
      .bind(body.slice(0, 2000), now, questionId),
    ...extra,
    db.prepare("UPDATE questions SET status = 'answered' WHERE id = ? AND status != 'rejected'").bind(questionId),
  ]);
  if (insert.meta.changes !== 1) throw new ReviewError("reviews.moderation.notFound", 404, "questionId");
  forgetLists();
}

export async function rejectQuestion(db: D1Database, questionId: number, extra: D1PreparedStatement[] = []): Promise<void> {
  const [result] = await db.batch([db.prepare("UPDATE questions SET status = 'rejected' WHERE id = ?").bind(questionId), ...extra]);
  if (!changedRows(result)) throw new ReviewError("reviews.moderation.notFound", 404, "questionId");
  forgetLists();
}
