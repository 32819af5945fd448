// Reviews (some with photos), questions and answers, then each scaled product's rating from
// its published reviews. Scaled product 0 gets the first reviews, enough for the bench's page
// 1,000. Photo reviews are dated more than a year back: their media rows name R2 keys that hold
// no file, and the gallery's first pages, which the demo journeys open, stay the demo's.
import { BUSY_PRODUCT_REVIEWS } from "./counts.mjs";
import { seq } from "./random.mjs";

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;
const PHOTO_AGE = 400 * DAY;

/** A product where a few products get many rows and most get a few (a uniform number squared). */
const skewedProduct = (count, salt, base) => `${base} + 1 + CAST(${count} * u(i, ${salt}) * u(i, ${salt}) AS INTEGER)`;

export function seedReviews(db, { counts, ctx }) {
  const { reviews, questions, products } = counts;
  const { anchor, productBase, reviewBase } = ctx;
  db.exec(`
    INSERT INTO reviews (product_id, store, language, nickname, email, rating, body, body_hash, status, hold_reason, reject_reason,
      verified, helpful_count, media_count, visitor, created_at, published_at)
    SELECT x.product_id, st.store, st.language, pick('nick:' || st.language, x.i, 81), 'reviewer' || x.i || '@scale.example', x.rating,
      pick('review:' || st.language || ':' || x.rating, x.i, 82), printf('%08x%08x', r(x.i, 83, 4294967296), r(x.i, 84, 4294967296)),
      x.status, CASE WHEN x.status = 'pending' THEN 'unverified' END, CASE WHEN x.status = 'rejected' THEN 'spam' END,
      u(x.i, 85) < 0.6, CAST(20 * u(x.i, 86) * u(x.i, 86) * u(x.i, 86) AS INTEGER), x.media, 'scale',
      x.at, CASE WHEN x.status = 'published' THEN x.at + ${DAY} END
    FROM (
      SELECT y.*, CASE WHEN y.media > 0 THEN ${anchor - PHOTO_AGE} - r(y.i, 93, ${SPAN - PHOTO_AGE}) ELSE ${anchor} - r(y.i, 93, ${SPAN}) END AS at
      FROM (
        ${seq(reviews)}
        SELECT i, CASE WHEN i < ${BUSY_PRODUCT_REVIEWS} THEN ${productBase} + 1 ELSE ${skewedProduct(products, 87, productBase)} END AS product_id,
          CASE WHEN u(i, 88) < 0.55 THEN 5 WHEN u(i, 88) < 0.8 THEN 4 WHEN u(i, 88) < 0.9 THEN 3 WHEN u(i, 88) < 0.95 THEN 2 ELSE 1 END AS rating,
          CASE WHEN u(i, 89) < 0.92 THEN 'published' WHEN u(i, 89) < 0.97 THEN 'pending' ELSE 'rejected' END AS status,
          CASE WHEN u(i, 90) < 0.04 THEN 1 + r(i, 91, 2) ELSE 0 END AS media,
          r(i, 92, 8) AS k
        FROM seq
      ) y
    ) x
    JOIN scale_stores st ON st.k = x.k;

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

/** Each scaled product's rating from its published reviews: after the reviews' indexes are built. */
export function seedRatings(db, { ctx }) {
  db.exec(`
    UPDATE products SET
      rating_count = (SELECT count(*) FROM reviews WHERE product_id = products.id AND status = 'published'),
      rating_avg = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id AND status = 'published'), 0)
    WHERE id > ${ctx.productBase};
  `);
}
