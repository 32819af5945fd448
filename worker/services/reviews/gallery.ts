import { GALLERY_PAGE_SIZE, type GalleryItem, type GalleryQuery } from "~/shared/schemas/reviews";
import { productHref } from "../catalog/cards";
import { toMediaItem } from "./review-list";
import type { Row } from "../../db/schema.generated";

export interface GalleryCategory {
  key: string;
  name: string;
}

/** A review's picture or video with the review's rating and author and the product's link and title. */
type GalleryRow = Omit<Row<"review_media">, "position"> &
  Pick<Row<"reviews">, "rating" | "nickname"> &
  Pick<Row<"products">, "product_code" | "slug"> & { title: string };

/** The pager reaches this many pages past the current one: the count stops there. */
const PAGES_AHEAD = 5;

/**
 * Customers' photos and videos of published reviews, of products this store sells, newest
 * first; by category (the category or its children) and star rating. Both statements walk the
 * index of published reviews with media (migration 1331) newest first and stop at their LIMIT,
 * so a page reads rows in proportion to the page, not to the shop's reviews: the total is
 * counted only as far as the pager shows (a few pages ahead, one item past them when there is
 * more), never every item of the gallery.
 */
export async function galleryPage(
  db: D1Database,
  scope: { store: string; language: string },
  query: GalleryQuery,
): Promise<{ items: GalleryItem[]; total: number }> {
  const where = ["r.status = 'published'", "r.media_count > 0"];
  const binds: unknown[] = [scope.store];
  if (query.stars) {
    where.push("r.rating = ?");
    binds.push(query.stars);
  }
  if (query.category) {
    where.push("p.category_id IN (SELECT id FROM categories WHERE url_key = ? OR parent_id = (SELECT id FROM categories WHERE url_key = ?))");
    binds.push(query.category, query.category);
  }
  // INDEXED BY: SQLite would otherwise pick (status, media_count) and sort every photo review.
  const from = `FROM reviews r INDEXED BY reviews_gallery
    JOIN review_media m ON m.review_id = r.id
    JOIN products p ON p.id = r.product_id AND p.active = 1
    JOIN store_products sp ON sp.product_id = p.id AND sp.store = ?
    WHERE ${where.join(" AND ")}`;
  const [page, total] = await db.batch([
    db
      .prepare(
        `SELECT m.review_id, r.rating, r.nickname, m.r2_key, m.kind, m.width, m.height, m.duration_ms, p.product_code, p.slug,
           coalesce((SELECT title FROM product_texts WHERE product_id = p.id AND language = ?),
                    (SELECT title FROM product_texts WHERE product_id = p.id AND language = 'en'), '') AS title
         ${from} ORDER BY r.published_at DESC, r.id DESC, m.position LIMIT ? OFFSET ?`,
      )
      .bind(scope.language, ...binds, GALLERY_PAGE_SIZE, (query.page - 1) * GALLERY_PAGE_SIZE),
    db
      .prepare(`SELECT count(*) AS n FROM (SELECT 1 ${from} ORDER BY r.published_at DESC, r.id DESC LIMIT ?)`)
      .bind(...binds, (query.page + PAGES_AHEAD) * GALLERY_PAGE_SIZE + 1),
  ]);
  return {
    total: (total.results[0] as { n: number }).n,
    items: (page.results as GalleryRow[]).map((row) => ({
      reviewId: row.review_id,
      rating: row.rating,
      nickname: row.nickname,
      productCode: row.product_code,
      productTitle: row.title,
      productHref: productHref(row.slug, row.product_code),
      media: toMediaItem(row),
    })),
  };
}

/** The store's top categories, for the gallery's filter. */
export async function galleryCategories(db: D1Database, scope: { store: string; language: string }): Promise<GalleryCategory[]> {
  const { results } = await db
    .prepare(
      `SELECT c.url_key, coalesce(t.name, en.name, c.url_key) AS name FROM store_categories sc
       JOIN categories c ON c.id = sc.category_id AND c.parent_id IS NULL
       LEFT JOIN category_texts t ON t.category_id = c.id AND t.language = ?
       LEFT JOIN category_texts en ON en.category_id = c.id AND en.language = 'en'
       WHERE sc.store = ? ORDER BY sc.position`,
    )
    .bind(scope.language, scope.store)
    .all<{ url_key: string; name: string }>();
  return results.map((r) => ({ key: r.url_key, name: r.name }));
}
