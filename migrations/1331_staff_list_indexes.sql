-- Indexes for the back office at a merchant's size (docs/decisions/1330-past-one-database.md):
-- the dashboard's sales of today read today's paid orders alone, covered by the index; the
-- review and question queues walk one status in id order; the product list walks products
-- newest-changed first instead of sorting the whole catalogue.
CREATE INDEX orders_paid ON orders (paid_at, status, store, currency, total_minor) WHERE paid_at IS NOT NULL;
CREATE INDEX reviews_status ON reviews (status);
CREATE INDEX questions_status ON questions (status);
CREATE INDEX products_updated ON products (updated_at);
-- The reviews gallery walks published reviews with photos or videos newest first, and stops at
-- its page: it never joins every published review to its media.
CREATE INDEX reviews_gallery ON reviews (published_at, id) WHERE status = 'published' AND media_count > 0;
