// Reviews (some with photos), questions and answers, then each scaled product's rating from
// its published reviews. Scaled product 0 gets the first reviews, enough for the bench's page
// 1,000. Photo reviews are dated more than a year back: their media rows name R2 keys that hold
// no file, and the gallery's first pages, which the demo journeys open, stay the demo's.
import { BUSY_PRODUCT_REVIEWS } from "./counts.mjs";
import { batchInserter } from "./batch-insert.mjs";
import { storeRows } from "./people.mjs";
import { seq } from "./random.mjs";

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;
const PHOTO_AGE = 400 * DAY;

/** A product where a few products get many rows and most get a few (a uniform number squared). */
const skewedProduct = (count, salt, base) => `${base} + 1 + CAST(${count} * u(i, ${salt}) * u(i, ${salt}) AS INTEGER)`;

export function seedReviews(db, { counts, ctx, draw }) {
  const { reviews, questions, products } = counts;
  const { anchor, productBase, reviewBase } = ctx;
  writeReviews(db, { reviews, products, anchor, productBase }, draw);
  db.exec(`
    INSERT INTO review_media (review_id, position, r2_key, kind, width, height)
    SELECT rv.id, m.p, 'scale/review/' || rv.id || '/' || m.p, 'image', 1024, 1024
    FROM reviews rv JOIN (SELECT 0 AS p UNION ALL SELECT 1) m ON m.p < rv.media_count
    WHERE rv.id > ${reviewBase} AND rv.media_count > 0;

    INSERT INTO questions (product_id, store, language, body, status, visitor, created_at)
    SELECT x.product_id, st.store, st.language, pick('question:' || st.language, x.i, 94), x.status, 'scale', x.at
    FROM (
      ${seq(questions)}
      SELECT i, ${skewedProduct(products, 95, productBase)} AS product_id, r(i, 96, 8) AS k, ${anchor} - r(i, 97, ${SPAN}) AS at,
        CASE WHEN u(i, 98) < 0.7 THEN 'answered' WHEN u(i, 98) < 0.95 THEN 'pending' ELSE 'rejected' END AS status
      FROM seq
    ) x
    JOIN scale_stores st ON st.k = x.k;
  `);
  // The answer matching each question: the same pick over the language's list of pairs.
  db.exec(`
    INSERT INTO answers (question_id, body, created_at)
    SELECT q.id, pick('answer:' || q.language, q.id - ${ctx.questionBase} - 1, 94), q.created_at + ${DAY}
    FROM questions q WHERE q.id > ${ctx.questionBase} AND q.status = 'answered';

  `);
}

const REVIEW_COLUMNS = [
  "product_id",
  "store",
  "language",
  "nickname",
  "email",
  "rating",
  "body",
  "body_hash",
  "status",
  "hold_reason",
  "reject_reason",
  "verified",
  "helpful_count",
  "media_count",
  "visitor",
  "created_at",
  "published_at",
];

/**
 * The reviews, drawn in JavaScript (two million rows, some twenty draws each): review i of the
 * seed gets id reviewBase + 1 + i. What each column draws is named by its salt, as in the SQL steps.
 */
function writeReviews(db, { reviews, products, anchor, productBase }, { r, u, pick }) {
  const stores = storeRows(db);
  const insert = batchInserter(db, "reviews", REVIEW_COLUMNS);
  const hex = (i, salt) => r(i, salt, 4294967296).toString(16).padStart(8, "0");
  for (let i = 0; i < reviews; i++) {
    const productId = i < BUSY_PRODUCT_REVIEWS ? productBase + 1 : productBase + 1 + Math.trunc(products * u(i, 87) * u(i, 87));
    const p = u(i, 88);
    const rating = p < 0.55 ? 5 : p < 0.8 ? 4 : p < 0.9 ? 3 : p < 0.95 ? 2 : 1;
    const s = u(i, 89);
    const status = s < 0.92 ? "published" : s < 0.97 ? "pending" : "rejected";
    const media = u(i, 90) < 0.04 ? 1 + r(i, 91, 2) : 0;
    const { store, language } = stores[r(i, 92, 8)];
    const at = media > 0 ? anchor - PHOTO_AGE - r(i, 93, SPAN - PHOTO_AGE) : anchor - r(i, 93, SPAN);
    const helpful = u(i, 86);
    insert.add(
      productId,
      store,
      language,
      pick(`nick:${language}`, i, 81),
      `reviewer${i}@scale.example`,
      rating,
      pick(`review:${language}:${rating}`, i, 82),
      hex(i, 83) + hex(i, 84),
      status,
      status === "pending" ? "unverified" : null,
      status === "rejected" ? "spam" : null,
      u(i, 85) < 0.6 ? 1 : 0,
      Math.trunc(20 * helpful * helpful * helpful),
      media,
      "scale",
      at,
      status === "published" ? at + DAY : null,
    );
  }
  insert.flush();
}

/** Each scaled product's rating from its published reviews: after the reviews' indexes are built. */
export function seedRatings(db, { ctx }) {
  db.exec(`
    UPDATE products SET
      rating_count = (SELECT count(*) FROM reviews WHERE product_id = products.id AND status = 'published'),
      rating_avg = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id AND status = 'published'), 0)
    WHERE id > ${ctx.productBase};
  `);
}
