-- A product's most helpful published reviews in order (worker/services/reviews/review-list.ts,
-- jsonLdReviews: every fresh product render reads three for its structured data). With only
-- reviews_product_rating, D1 read all of the product's reviews and sorted them for three rows
-- (docs/decisions/0005-server-render-cost.md).
CREATE INDEX reviews_product_helpful ON reviews (product_id, status, helpful_count DESC, created_at DESC);
