import type { ReviewSubmission } from "~/shared/schemas/reviews";
import { boughtBy, productInStore } from "./products";
import { ReviewError } from "./review-error";
import { recomputeRating } from "./summary";
import { bodyHash, findBlockedWord } from "./text-rules";

type HoldReason = "unverified" | "blockedWord" | "duplicate";

export interface SubmitScope {
  db: D1Database;
  store: string;
  language: string;
  visitor: string;
}

export interface SubmitResult {
  reviewId: number;
  status: "published" | "pending";
  holdReason: HoldReason | null;
  verified: boolean;
}

/**
 * A shopper's review. It is published at once when its email bought the product (verified)
 * and its text passes the store's blocked words and the duplicate check; otherwise it waits
 * for moderation. Its photos and videos must be this visitor's own unattached uploads.
 */
export async function submitReview(scope: SubmitScope, input: ReviewSubmission, now = Date.now()): Promise<SubmitResult> {
  const { db } = scope;
  const product = await productInStore(db, scope.store, input.productCode);
  if (!product) throw new ReviewError("reviews.productUnknown", 404, "productCode");

  const keys = [...new Set(input.media)];
  const media = keys.length
    ? (
        await db
          .prepare(
            `SELECT r2_key, kind, width, height, duration_ms FROM uploads
             WHERE r2_key IN (${keys.map(() => "?").join(",")}) AND visitor = ? AND purpose = 'review' AND attached_at IS NULL`,
          )
          .bind(...keys, scope.visitor)
          .all<{ r2_key: string; kind: "image" | "video"; width: number | null; height: number | null; duration_ms: number | null }>()
      ).results
    : [];
  if (media.length !== keys.length) throw new ReviewError("reviews.mediaUnknown", 400, "media");
  const byKey = new Map(media.map((m) => [m.r2_key, m]));

  const hash = await bodyHash(input.body);
  const [verified, blockedRows, duplicate] = await Promise.all([
    boughtBy(db, input.email, product.productCode),
    db.prepare("SELECT word FROM review_blocked_words WHERE store = ?").bind(scope.store).all<{ word: string }>(),
    db.prepare("SELECT 1 AS yes FROM reviews WHERE body_hash = ? LIMIT 1").bind(hash).first<{ yes: number }>(),
  ]);
  const blocked = findBlockedWord(
    `${input.nickname} ${input.body}`,
    blockedRows.results.map((r) => r.word),
  );
  const holdReason: HoldReason | null = blocked ? "blockedWord" : duplicate ? "duplicate" : verified ? null : "unverified";
  const status = holdReason ? "pending" : "published";

  // One batch: the review, its media, the uploads marked taken and (published) the rating.
  // The review's id is the largest: the batch is one transaction on the single writer.
  const statements = [
    db
      .prepare(
        `INSERT INTO reviews (product_id, store, language, nickname, email, rating, body, body_hash, status, hold_reason,
           verified, media_count, visitor, created_at, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        product.id,
        scope.store,
        scope.language,
        input.nickname,
        input.email.toLowerCase(),
        input.rating,
        input.body,
        hash,
        status,
        holdReason,
        verified ? 1 : 0,
        keys.length,
        scope.visitor,
        now,
        status === "published" ? now : null,
      ),
    ...keys.map((key, position) => {
      const m = byKey.get(key)!;
      return db
        .prepare(
          "INSERT INTO review_media (review_id, position, r2_key, kind, width, height, duration_ms) VALUES ((SELECT max(id) FROM reviews), ?, ?, ?, ?, ?, ?)",
        )
        .bind(position, key, m.kind, m.width, m.height, m.duration_ms);
    }),
    ...keys.map((key) => db.prepare("UPDATE uploads SET attached_at = ? WHERE r2_key = ? AND attached_at IS NULL").bind(now, key)),
  ];
  if (status === "published") statements.push(recomputeRating(db, { productId: product.id }));
  let results: D1Result[];
  try {
    results = await db.batch(statements);
  } catch (error) {
    // Another submission took one of these uploads a moment earlier.
    if (String(error).includes("review_media.r2_key")) throw new ReviewError("reviews.mediaUnknown", 400, "media");
    throw error;
  }
  const reviewId = Number(results[0].meta.last_row_id);
  return { reviewId, status, holdReason, verified };
}
