-- Figures the shopper pages used to count from the whole catalogue on every cold read, kept
-- instead by triggers on the rows they count, so every write path (staff editor, catalogue
-- import, review moderation, seeds) keeps them right without knowing about them.
-- Why: docs/decisions/1330-past-one-database.md.

-- Active products a store sells, per category (the category tree's counts: one row a category).
CREATE TABLE store_category_counts (
  store TEXT NOT NULL,
  category_id INTEGER NOT NULL,
  product_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store, category_id)
) WITHOUT ROWID;

INSERT INTO store_category_counts (store, category_id, product_count)
SELECT sp.store, p.category_id, count(*) FROM store_products sp
  JOIN products p ON p.id = sp.product_id AND p.active = 1
 GROUP BY sp.store, p.category_id;

CREATE TRIGGER store_products_counted AFTER INSERT ON store_products
BEGIN
  INSERT INTO store_category_counts (store, category_id, product_count)
  SELECT new.store, p.category_id, 1 FROM products p WHERE p.id = new.product_id AND p.active = 1
  ON CONFLICT (store, category_id) DO UPDATE SET product_count = product_count + 1;
END;

-- A product's own deletion is counted by products_uncounted (below): by the time its store rows
-- go with it the product row is gone, and this trigger finds nothing to subtract.
CREATE TRIGGER store_products_uncounted AFTER DELETE ON store_products
BEGIN
  UPDATE store_category_counts SET product_count = product_count - 1
   WHERE store = old.store
     AND category_id = (SELECT p.category_id FROM products p WHERE p.id = old.product_id AND p.active = 1);
END;

CREATE TRIGGER store_products_recounted AFTER UPDATE OF store, product_id ON store_products
WHEN old.store IS NOT new.store OR old.product_id IS NOT new.product_id
BEGIN
  UPDATE store_category_counts SET product_count = product_count - 1
   WHERE store = old.store
     AND category_id = (SELECT p.category_id FROM products p WHERE p.id = old.product_id AND p.active = 1);
  INSERT INTO store_category_counts (store, category_id, product_count)
  SELECT new.store, p.category_id, 1 FROM products p WHERE p.id = new.product_id AND p.active = 1
  ON CONFLICT (store, category_id) DO UPDATE SET product_count = product_count + 1;
END;

CREATE TRIGGER products_recounted AFTER UPDATE OF active, category_id ON products
WHEN old.active IS NOT new.active OR old.category_id IS NOT new.category_id
BEGIN
  UPDATE store_category_counts SET product_count = product_count - 1
   WHERE old.active = 1 AND category_id = old.category_id
     AND store IN (SELECT sp.store FROM store_products sp WHERE sp.product_id = old.id);
  INSERT INTO store_category_counts (store, category_id, product_count)
  SELECT sp.store, new.category_id, 1 FROM store_products sp WHERE sp.product_id = new.id AND new.active = 1
  ON CONFLICT (store, category_id) DO UPDATE SET product_count = product_count + 1;
END;

CREATE TRIGGER products_uncounted BEFORE DELETE ON products
WHEN old.active = 1
BEGIN
  UPDATE store_category_counts SET product_count = product_count - 1
   WHERE category_id = old.category_id
     AND store IN (SELECT sp.store FROM store_products sp WHERE sp.product_id = old.id);
END;

-- A category's picture is its store's best seller's first photo: read by walking the category's
-- active products best-selling first until one the store sells.
CREATE INDEX products_category_sellers ON products (category_id, sales_count DESC, id) WHERE active = 1;
-- The home page's and the search panel's best sellers and new arrivals, walked in their order.
CREATE INDEX products_best_selling ON products (sales_count DESC, id) WHERE active = 1;
CREATE INDEX products_new_arrivals ON products (new_arrival_on DESC, id DESC) WHERE active = 1;

-- A product's published reviews per star, with how many carry media (the rating breakdown).
CREATE TABLE product_rating_counts (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_count INTEGER NOT NULL DEFAULT 0,
  with_media INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, rating)
) WITHOUT ROWID;

INSERT INTO product_rating_counts (product_id, rating, review_count, with_media)
SELECT product_id, rating, count(*), sum(media_count > 0) FROM reviews
 WHERE status = 'published' GROUP BY product_id, rating;

-- Recounted with the product's rating: every write that changes which reviews are published
-- (a review posted published, moderation) recomputes rating_count in the same batch
-- (worker/services/reviews/summary.ts), and this recounts the product's stars with it, reading
-- only that product's reviews. A trigger on the reviews themselves would add its rows to the
-- review statement's meta.changes in D1, which moderation reads as "the review was found".
CREATE TRIGGER products_rating_stars AFTER UPDATE OF rating_count ON products
BEGIN
  DELETE FROM product_rating_counts WHERE product_id = new.id;
  INSERT INTO product_rating_counts (product_id, rating, review_count, with_media)
  SELECT product_id, rating, count(*), sum(media_count > 0) FROM reviews
   WHERE product_id = new.id AND status = 'published' GROUP BY rating;
END;

-- A review's media taken away (worker/services/reviews/media-access.ts) changes only the
-- with-photos figure, without a new rating.
CREATE TRIGGER reviews_media_recounted AFTER UPDATE OF media_count ON reviews
WHEN old.status = 'published' AND (old.media_count > 0) <> (new.media_count > 0)
BEGIN
  UPDATE product_rating_counts SET with_media = with_media + (new.media_count > 0) - (old.media_count > 0)
   WHERE product_id = new.product_id AND rating = new.rating;
END;
