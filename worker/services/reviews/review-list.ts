import { rememberList } from "./list-memo";
import { PRODUCT_IN_STORE, productInStoreStatement } from "./products";
import {
  REVIEW_PAGE_SIZE,
  type RatingBreakdown,
  type ReviewItem,
  type ReviewListQuery,
  type ReviewListResult,
  type ReviewMediaItem,
} from "~/shared/schemas/reviews";
import type { Row } from "../../db/schema.generated";

type ReviewRow = Pick<
  Row<"reviews">,
  "id" | "nickname" | "rating" | "body" | "language" | "verified" | "helpful_count" | "created_at" | "reply" | "replied_at"
>;

type MediaRow = Omit<Row<"review_media">, "position">;

export const toMediaItem = (m: Omit<MediaRow, "review_id">): ReviewMediaItem => ({
  key: m.r2_key,
  kind: m.kind,
  width: m.width,
  height: m.height,
  durationMs: m.duration_ms,
});

/**
 * Whose reviews: a product's id, or its code in a store, looked up inside each statement (a
 * product the store does not sell matches no review), so the lookup costs no round trip.
 */
type ProductRef = number | { store: string; productCode: string };

const productOf = (ref: ProductRef): { sql: string; binds: unknown[] } =>
  typeof ref === "number" ? { sql: "?", binds: [ref] } : { sql: `(SELECT p.id ${PRODUCT_IN_STORE})`, binds: [ref.store, ref.productCode] };

/** The media of the reviews a subquery or list of placeholders names, in their order. */
const MEDIA_OF = (reviews: string) =>
  `SELECT review_id, r2_key, kind, width, height, duration_ms FROM review_media WHERE review_id IN (${reviews}) ORDER BY review_id, position`;

/** Stars, average and how many have photos, over a product's published reviews. */
function breakdownStatement(db: D1Database, ref: ProductRef): D1PreparedStatement {
  const product = productOf(ref);
  return db
    .prepare(
      // One row per star, kept with the product's rating (migrations/1332_catalog_counts.sql).
      `SELECT rating, review_count AS n, with_media FROM product_rating_counts WHERE product_id = ${product.sql} AND review_count > 0`,
    )
    .bind(...product.binds);
}

type BreakdownRow = { rating: number; n: number; with_media: number };

function toBreakdown(results: BreakdownRow[]): RatingBreakdown {
  const stars: RatingBreakdown["stars"] = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  let withMedia = 0;
  for (const row of results) {
    stars[row.rating - 1] = row.n;
    count += row.n;
    sum += row.rating * row.n;
    withMedia += row.with_media;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, stars, withMedia };
}

/** The pager reaches this many pages past the current one: the total it is told stops there. */
const PAGES_AHEAD = 5;

const PAGE_COLUMNS = "id, nickname, rating, body, language, verified, helpful_count, created_at, reply, replied_at";

/**
 * The text of a page's read: the reviews in the shopper's language (part 0), then the others
 * (part 1), each part a walk of the product's reviews in the order asked through
 * `reviews_product` (product, status, date, then the id), from the cursor's key when the part
 * holds it and stopping at its LIMIT (`INDEXED BY`: with the photos filter SQLite would
 * otherwise take `reviews_media`, every published review with photos of the shop, and sort
 * them). The parts are read one after the other and the second only while the first has not
 * filled the page (UNION ALL without an outer ORDER BY), so a deep page reached by key reads
 * about a page's rows. Exported for the query-plan test.
 */
export function reviewPageSql(query: Pick<ReviewListQuery, "withMedia" | "stars" | "sort">, keyedPart: 0 | 1 | null, productSql = "?"): string {
  const filters = [query.withMedia ? "media_count > 0" : "1", query.stars ? "rating = ?" : "1"];
  // The product and status written out, so build-tools/query-plans.test.ts plans the index they read through.
  const where = `product_id = ${productSql} AND status = 'published' AND ${filters.join(" AND ")}`;
  const oldest = query.sort === "oldest";
  const order = oldest ? "created_at ASC, id ASC" : "created_at DESC, id DESC";
  const key = oldest ? "(created_at, id) >= (?, ?)" : "(created_at, id) <= (?, ?)";
  const part = (n: 0 | 1) =>
    `SELECT * FROM (SELECT ${PAGE_COLUMNS}, ${n} AS part FROM reviews INDEXED BY reviews_product
       WHERE ${where} AND substr(language, 1, 2) ${n === 0 ? "=" : "<>"} ? AND ${keyedPart === n ? key : "1"} ORDER BY ${order} LIMIT ?)`;
  return `${part(0)} UNION ALL ${part(1)} LIMIT ? OFFSET ?`;
}

/**
 * One page of a product's published reviews, filtered and sorted as asked, and its media: two
 * statements for one batch. Without a cursor the page is counted from the list's start (only
 * the first pages, the schema's refinement); with one, from the cursor's first review, at most
 * a few pages on. A part before the cursor's is not read (LIMIT 0). The media are those of the
 * same page, read through it.
 */
function pageStatements(db: D1Database, ref: ProductRef, query: ReviewListQuery, language: string): D1PreparedStatement[] {
  const product = productOf(ref);
  const from = query.from ?? null;
  const skip = (query.page - (from?.page ?? 1)) * REVIEW_PAGE_SIZE;
  const reach = skip + REVIEW_PAGE_SIZE;
  const partBinds = (n: 0 | 1) => [
    ...product.binds,
    ...(query.stars ? [query.stars] : []),
    language.slice(0, 2),
    ...(from?.part === n ? [from.at, from.id] : []),
    from && from.part > n ? 0 : reach,
  ];
  const page = reviewPageSql(query, from?.part ?? null, product.sql);
  const pageBinds = [...partBinds(0), ...partBinds(1), REVIEW_PAGE_SIZE, skip];
  return [db.prepare(page).bind(...pageBinds), db.prepare(`WITH page AS (${page}) ${MEDIA_OF("SELECT id FROM page")}`).bind(...pageBinds)];
}

type PageRow = ReviewRow & { part: 0 | 1 };

/**
 * The page `pageStatements` read, with its total from the breakdown's kept counts (the stars
 * and photos filters are its columns): counted as far as the pager shows, a few pages ahead and
 * one past them when there is more, as the list has always told it.
 */
function toPage(query: ReviewListQuery, breakdown: BreakdownRow[], [page, media]: D1Result[]): Omit<ReviewListResult, "summary" | "pageSize"> {
  const byReview = mediaByReview(media.results as MediaRow[]);
  const rows = page.results as PageRow[];
  const kept = breakdown.filter((row) => !query.stars || row.rating === query.stars);
  const exact = kept.reduce((n, row) => n + (query.withMedia ? row.with_media : row.n), 0);
  const first = rows[0];
  return {
    total: Math.min(exact, (query.page + PAGES_AHEAD) * REVIEW_PAGE_SIZE + 1),
    page: query.page,
    start: first ? { page: query.page, part: first.part, at: first.created_at, id: first.id } : null,
    reviews: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      rating: r.rating,
      body: r.body,
      language: r.language,
      verified: r.verified === 1,
      helpfulCount: r.helpful_count,
      createdAt: r.created_at,
      media: byReview.get(r.id) ?? [],
      reply: r.reply ? { body: r.reply, at: r.replied_at ?? r.created_at } : null,
    })),
  };
}

/** One page of a product's published reviews with their media (reviewListBody's query). */
export async function listReviews(
  db: D1Database,
  productId: number,
  query: ReviewListQuery,
  language = "en",
): Promise<{ reviews: ReviewItem[]; total: number }> {
  const [breakdown, ...page] = await db.batch([breakdownStatement(db, productId), ...pageStatements(db, productId, query, language)]);
  return toPage(query, breakdown.results as BreakdownRow[], page);
}

/**
 * `review/list`: the rating breakdown and one page of the reviews of a product the store sells,
 * in one round trip (the product is found inside each statement); null when it does not sell it.
 */
export async function productReviews(
  db: D1Database,
  store: string,
  query: ReviewListQuery,
  language: string,
): Promise<Omit<ReviewListResult, "pageSize"> | null> {
  const ref = { store, productCode: query.productCode };
  const [product, breakdown, ...page] = await db.batch([
    productInStoreStatement(db, store, query.productCode),
    breakdownStatement(db, ref),
    ...pageStatements(db, ref, query, language),
  ]);
  if (!product.results.length) return null;
  const rows = breakdown.results as BreakdownRow[];
  return { summary: toBreakdown(rows), ...toPage(query, rows, page) };
}

function mediaByReview(rows: MediaRow[]): Map<number, ReviewMediaItem[]> {
  const byReview = new Map<number, ReviewMediaItem[]>();
  for (const row of rows) {
    const list = byReview.get(row.review_id) ?? [];
    list.push(toMediaItem(row));
    byReview.set(row.review_id, list);
  }
  return byReview;
}

/** The photos and videos of the reviews `ids`, in their order, by review. */
export async function mediaOf(db: D1Database, ids: number[]): Promise<Map<number, ReviewMediaItem[]>> {
  if (!ids.length) return new Map();
  const { results } = await db
    .prepare(MEDIA_OF(ids.map(() => "?").join(",")))
    .bind(...ids)
    .all<MediaRow>();
  return mediaByReview(results);
}

/**
 * Counts a visitor's "helpful" once per review (published ones only). The count is recounted
 * from the votes, so two clicks at once cannot both add.
 */
export async function voteHelpful(
  db: D1Database,
  reviewId: number,
  visitor: string,
  now = Date.now(),
): Promise<{ counted: boolean; helpfulCount: number } | null> {
  const [insert, , read] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO review_votes (review_id, visitor, created_at)
         SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM reviews WHERE id = ?1 AND status = 'published')`,
      )
      .bind(reviewId, visitor, now),
    db.prepare("UPDATE reviews SET helpful_count = (SELECT count(*) FROM review_votes WHERE review_id = ?1) WHERE id = ?1").bind(reviewId),
    db.prepare("SELECT helpful_count FROM reviews WHERE id = ? AND status = 'published'").bind(reviewId),
  ]);
  const row = read.results[0] as { helpful_count: number } | undefined;
  if (!row) return null;
  return { counted: insert.meta.changes === 1, helpfulCount: row.helpful_count };
}

export type JsonLdReview = { author: string; rating: number; body: string; date: number };

/**
 * `jsonLdReviews` kept like the review lists (list-memo.ts: 30 seconds per isolate, forgotten on
 * any review write here): a fresh render of a product page skips its one D1 query, about half the
 * floor's CPU per render (docs/decisions/0005-server-render-cost.md).
 */
export function keptJsonLdReviews(db: D1Database, productCode: string): Promise<JsonLdReview[]> {
  return rememberList(`json-ld:${productCode}`, () => jsonLdReviews(db, productCode));
}

/** The three most helpful recent published reviews of a product, for its structured data (read in order from reviews_product_helpful, migration 1101). */
async function jsonLdReviews(db: D1Database, productCode: string): Promise<JsonLdReview[]> {
  const { results } = await db
    .prepare(
      `SELECT r.nickname, r.rating, r.body, r.created_at FROM reviews r JOIN products p ON p.id = r.product_id
       WHERE p.product_code = ? AND r.status = 'published' ORDER BY r.helpful_count DESC, r.created_at DESC LIMIT 3`,
    )
    .bind(productCode)
    .all<{ nickname: string; rating: number; body: string; created_at: number }>();
  return results.map((r) => ({ author: r.nickname, rating: r.rating, body: r.body, date: r.created_at }));
}
