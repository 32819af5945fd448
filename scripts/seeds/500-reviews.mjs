// Demo reviews and questions: a few thousand reviews in the five languages, written in the
// stores that sell each product (so a French product page has French reviews), some with
// photos, some answered by the shop; questions with answers; each store's blocked words.
// Product ratings are then computed from the published reviews, replacing the catalogue's
// drawn numbers. Does nothing when reviews exist.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bodyHash } from "../../shared/fold-text.mjs";
import { CACHE_DIR as CATALOG_CACHE } from "./100-catalog.mjs";
import { createRng } from "./catalog/prng.mjs";
import { BLOCKED_WORDS, NICKNAMES, QUESTIONS, REVIEW_TEXTS, SHOP_REPLIES } from "./reviews/texts.mjs";

const DAY = 24 * 60 * 60 * 1000;
const LANGUAGE = { us: "en", uk: "en-GB", de: "de", fr: "fr", mx: "es", us_vip: "en", apparel: "en", heycharm: "en" };
/** How many demo reviews get photos: each is a copy of a product picture under an upload key. */
const PHOTO_REVIEWS = 160;
const CHUNK = 80;

const hex = (rng) => Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join("");

/** Today's drawn count, kept in proportion but in the thousands overall, not tens of thousands. */
const reviewCountFor = (drawn) => (drawn === 0 ? 0 : Math.min(40, Math.max(1, Math.round(Math.sqrt(drawn) * 1.4))));

function ratingDraw(rng) {
  return rng.weighted([
    [5, 62],
    [4, 24],
    [3, 8],
    [2, 3],
    [1, 3],
  ]);
}

function textFor(rng, language, rating) {
  const texts = REVIEW_TEXTS[language];
  const parts = [rng.pick(texts.open[rating]), rng.pick(texts.detail)];
  if (rng.chance(0.5)) parts.push(rng.pick(texts.detail.filter((d) => d !== parts[1])));
  parts.push(rng.pick(texts.close));
  return parts.filter(Boolean).join(" ");
}

export async function seed(env, { log = console.log, now = Date.now() } = {}) {
  const db = env.DB;
  if (await db.prepare("SELECT 1 AS found FROM reviews LIMIT 1").first()) return;
  const { results: products } = await db
    .prepare(
      `SELECT p.id, p.product_code, p.rating_count, group_concat(sp.store) AS stores,
         (SELECT image_key FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) AS image_key
       FROM products p JOIN store_products sp ON sp.product_id = p.id GROUP BY p.id ORDER BY p.id`,
    )
    .all();
  if (!products.length) return;
  const started = Date.now();
  const rng = createRng("heliora-reviews");
  // Groups of statements that must stay in one batch (a review and its photo, a question and its answer).
  const groups = [];
  let reviews = 0;
  let questions = 0;
  let photoBudget = PHOTO_REVIEWS;

  for (const product of products) {
    const stores = String(product.stores).split(",");
    const count = reviewCountFor(product.rating_count);
    for (let i = 0; i < count; i++) {
      const store = rng.pick(stores);
      const language = LANGUAGE[store] ?? "en";
      const rating = ratingDraw(rng);
      const nickname = rng.pick(NICKNAMES[language]);
      const body = textFor(rng, language, rating);
      const created = now - rng.int(1, 540) * DAY - rng.int(0, DAY);
      const withPhoto = photoBudget > 0 && product.image_key && rating >= 4 && rng.chance(0.12);
      const key = withPhoto && (await copyPicture(env, product.image_key, `u/${hex(rng)}`));
      if (key) photoBudget--;
      const reply = rating <= 2 && rng.chance(0.7) ? SHOP_REPLIES[language] : null;
      const group = [
        db
          .prepare(
            `INSERT INTO reviews (product_id, store, language, nickname, email, rating, body, body_hash, status, verified,
               helpful_count, media_count, reply, replied_at, visitor, created_at, published_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?, ?, ?, 'seed', ?, ?)`,
          )
          .bind(
            product.id,
            store,
            language,
            nickname,
            `reviewer${reviews}@example.com`,
            rating,
            body,
            await bodyHash(body),
            rng.chance(0.75) ? 1 : 0,
            rng.weighted([
              [0, 60],
              [rng.int(1, 5), 30],
              [rng.int(6, 40), 10],
            ]),
            key ? 1 : 0,
            reply,
            reply ? created + 2 * DAY : null,
            created,
            created,
          ),
      ];
      if (key) {
        group.push(
          db
            .prepare(
              "INSERT INTO review_media (review_id, position, r2_key, kind, width, height) VALUES ((SELECT max(id) FROM reviews), 0, ?, 'image', ?, ?)",
            )
            .bind(key, 1024, 1024),
        );
      }
      groups.push(group);
      reviews++;
    }
    if (rng.chance(0.35)) {
      const store = rng.pick(stores);
      const language = LANGUAGE[store] ?? "en";
      const [question, answer] = rng.pick(QUESTIONS[language]);
      const asked = now - rng.int(5, 300) * DAY;
      groups.push([
        db
          .prepare(
            "INSERT INTO questions (product_id, store, language, email, body, status, visitor, created_at) VALUES (?, ?, ?, '', ?, 'answered', 'seed', ?)",
          )
          .bind(product.id, store, language, question, asked),
        db.prepare("INSERT INTO answers (question_id, body, created_at) VALUES ((SELECT max(id) FROM questions), ?, ?)").bind(answer, asked + DAY),
      ]);
      questions++;
    }
  }
  for (const [store, words] of Object.entries(BLOCKED_WORDS)) {
    for (const word of words) groups.push([db.prepare("INSERT OR IGNORE INTO review_blocked_words (store, word) VALUES (?, ?)").bind(store, word)]);
  }
  // Ratings from the published reviews, as every status change keeps them.
  groups.push([
    db.prepare(
      `UPDATE products SET
         rating_count = (SELECT count(*) FROM reviews WHERE product_id = products.id AND status = 'published'),
         rating_avg = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id AND status = 'published'), 0)`,
    ),
  ]);

  let batch = [];
  for (const group of groups) {
    batch.push(...group);
    if (batch.length >= CHUNK) {
      await db.batch(batch);
      batch = [];
    }
  }
  if (batch.length) await db.batch(batch);
  // Ratings changed: pages cached with the drawn numbers must not be served again.
  await env.KV.put("catalog:version", `reviews-${Date.now().toString(36)}`);
  log(
    `Seeded ${reviews} reviews (${PHOTO_REVIEWS - photoBudget} with photos) and ${questions} answered questions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * A demo photo is the product's own drawn picture (all its renditions) under the review's key,
 * read from the catalogue seed's on-disk cache: reading it back out of R2 through the local
 * platform proxy fails under load and leaves the proxy unusable. Its key, or null when the
 * picture is not in the cache (the review then goes without it).
 */
async function copyPicture(env, from, to) {
  const file = join(CATALOG_CACHE, from.replace("/", "-"));
  if (!existsSync(file) || !existsSync(`${file}.idx`)) return null;
  const body = new Uint8Array(readFileSync(file));
  await env.MEDIA.put(to, body, {
    httpMetadata: { contentType: "application/octet-stream" },
    customMetadata: { renditions: readFileSync(`${file}.idx`, "utf8") },
  });
  return to;
}
