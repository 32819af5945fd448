import { bumpProductVersion } from "../catalog/product-version";

/**
 * After a review was published or rejected (its product's rating moved): the product's own
 * pages are rendered afresh from the next request, the rest of the catalogue keeps its copies.
 */
export async function renewRatingPages(env: { DB: D1Database; KV: KVNamespace }, reviewId: number): Promise<void> {
  const row = await env.DB.prepare("SELECT p.product_code AS code FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ?")
    .bind(reviewId)
    .first<{ code: string }>();
  if (row) await bumpProductVersion(env.KV, row.code);
}
