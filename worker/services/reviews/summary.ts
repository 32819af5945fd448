/**
 * A product's rating (products.rating_avg / rating_count, which cards, listings and JSON-LD
 * read) comes from its published reviews. Every change of a review's status runs this in the
 * same batch, so the numbers never disagree with the list.
 */
export function recomputeRating(db: D1Database, productIdSql: { reviewId: number } | { productId: number }): D1PreparedStatement {
  const product = "reviewId" in productIdSql ? "(SELECT product_id FROM reviews WHERE id = ?1)" : "?1";
  return db
    .prepare(
      `UPDATE products SET
         rating_count = (SELECT count(*) FROM reviews WHERE product_id = products.id AND status = 'published'),
         rating_avg = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id AND status = 'published'), 0)
       WHERE id = ${product}`,
    )
    .bind("reviewId" in productIdSql ? productIdSql.reviewId : productIdSql.productId);
}
