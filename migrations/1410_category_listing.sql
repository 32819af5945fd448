-- A large category's page read through an index in the page's order, stopping after the page,
-- and its filter counts kept per store, category and option, so a category page's cost does not
-- follow the category's size. Both are kept by triggers, like migrations/1332_catalog_counts.sql,
-- so every write path (staff editor, catalogue import, orders, review moderation, seeds) keeps
-- them right without knowing about them.
-- Why: docs/decisions/1330-past-one-database.md ("Category pages at a merchant's size").

-- One row per active product a store sells, with what a listing filters and sorts it by.
CREATE TABLE store_listing (
  product_id INTEGER NOT NULL,
  store TEXT NOT NULL,
  category_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  sale_price_cents INTEGER NOT NULL,
  new_arrival_on TEXT NOT NULL,
  sales_count INTEGER NOT NULL,
  rating_avg REAL NOT NULL,
  rating_count INTEGER NOT NULL,
  option_ids TEXT NOT NULL,
  PRIMARY KEY (product_id, store)
) WITHOUT ROWID;

INSERT INTO store_listing (product_id, store, category_id, position, sale_price_cents, new_arrival_on, sales_count, rating_avg, rating_count, option_ids)
SELECT p.id, sp.store, p.category_id, sp.position, p.sale_price_cents, p.new_arrival_on, p.sales_count, p.rating_avg, p.rating_count, p.option_ids
  FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1;

-- One index per sort of the listing (worker/services/catalog/listing-engine.ts COMPARATORS), each
-- ending with the price and the options so a filtered walk reads the index alone.
CREATE INDEX store_listing_position ON store_listing (store, category_id, position, product_id, sale_price_cents, option_ids);
CREATE INDEX store_listing_price ON store_listing (store, category_id, sale_price_cents, position, product_id, option_ids);
CREATE INDEX store_listing_price_desc ON store_listing (store, category_id, sale_price_cents DESC, position, product_id, option_ids);
CREATE INDEX store_listing_newest ON store_listing (store, category_id, new_arrival_on DESC, product_id DESC, sale_price_cents, option_ids);
CREATE INDEX store_listing_sellers ON store_listing (store, category_id, sales_count DESC, position, product_id, sale_price_cents, option_ids);
CREATE INDEX store_listing_rating ON store_listing (store, category_id, rating_avg DESC, rating_count DESC, position, product_id, sale_price_cents, option_ids);

-- Active products a store sells per category and filter option (a category's facet counts).
CREATE TABLE store_category_options (
  store TEXT NOT NULL,
  category_id INTEGER NOT NULL,
  option_id INTEGER NOT NULL,
  product_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store, category_id, option_id)
) WITHOUT ROWID;

INSERT INTO store_category_options (store, category_id, option_id, product_count)
SELECT l.store, l.category_id, o.value, count(*) FROM store_listing l, json_each('[' || l.option_ids || ']') o
 GROUP BY l.store, l.category_id, o.value;

-- The option counts follow the listing rows, which are only ever inserted and deleted (below).
CREATE TRIGGER store_listing_options_counted AFTER INSERT ON store_listing
BEGIN
  INSERT INTO store_category_options (store, category_id, option_id, product_count)
  SELECT new.store, new.category_id, o.value, 1 FROM json_each('[' || new.option_ids || ']') o WHERE true
  ON CONFLICT (store, category_id, option_id) DO UPDATE SET product_count = product_count + 1;
END;

CREATE TRIGGER store_listing_options_uncounted AFTER DELETE ON store_listing
BEGIN
  UPDATE store_category_options SET product_count = product_count - 1
   WHERE store = old.store AND category_id = old.category_id
     AND option_id IN (SELECT o.value FROM json_each('[' || old.option_ids || ']') o);
END;

-- The listing rows follow the store's assortment. Deleted rather than updated on a move, so the
-- option counts above follow through their own insert and delete triggers.
CREATE TRIGGER store_products_listed AFTER INSERT ON store_products
BEGIN
  INSERT INTO store_listing (product_id, store, category_id, position, sale_price_cents, new_arrival_on, sales_count, rating_avg, rating_count, option_ids)
  SELECT p.id, new.store, p.category_id, new.position, p.sale_price_cents, p.new_arrival_on, p.sales_count, p.rating_avg, p.rating_count, p.option_ids
    FROM products p WHERE p.id = new.product_id AND p.active = 1;
END;

CREATE TRIGGER store_products_unlisted AFTER DELETE ON store_products
BEGIN
  DELETE FROM store_listing WHERE product_id = old.product_id AND store = old.store;
END;

CREATE TRIGGER store_products_relisted AFTER UPDATE OF store, product_id, position ON store_products
BEGIN
  DELETE FROM store_listing WHERE product_id = old.product_id AND store = old.store;
  INSERT INTO store_listing (product_id, store, category_id, position, sale_price_cents, new_arrival_on, sales_count, rating_avg, rating_count, option_ids)
  SELECT p.id, new.store, p.category_id, new.position, p.sale_price_cents, p.new_arrival_on, p.sales_count, p.rating_avg, p.rating_count, p.option_ids
    FROM products p WHERE p.id = new.product_id AND p.active = 1;
END;

-- ... and the product's own row: archived, restored, recategorised or given other options, it is
-- listed again.
CREATE TRIGGER products_relisted AFTER UPDATE OF active, category_id, option_ids ON products
WHEN old.active IS NOT new.active OR old.category_id IS NOT new.category_id OR old.option_ids IS NOT new.option_ids
BEGIN
  DELETE FROM store_listing WHERE product_id = new.id;
  INSERT INTO store_listing (product_id, store, category_id, position, sale_price_cents, new_arrival_on, sales_count, rating_avg, rating_count, option_ids)
  SELECT new.id, sp.store, new.category_id, sp.position, new.sale_price_cents, new.new_arrival_on, new.sales_count, new.rating_avg, new.rating_count, new.option_ids
    FROM store_products sp WHERE sp.product_id = new.id AND new.active = 1;
END;

-- A sale changes sales_count alone, and often: its own trigger rewrites only the best-selling
-- index. The other columns change with a staff edit or a review's moderation.
CREATE TRIGGER products_listing_sales AFTER UPDATE OF sales_count ON products
WHEN old.sales_count IS NOT new.sales_count
BEGIN
  UPDATE store_listing SET sales_count = new.sales_count WHERE product_id = new.id;
END;

CREATE TRIGGER products_listing_columns AFTER UPDATE OF sale_price_cents, rating_avg, rating_count, new_arrival_on ON products
WHEN old.sale_price_cents IS NOT new.sale_price_cents OR old.rating_avg IS NOT new.rating_avg
  OR old.rating_count IS NOT new.rating_count OR old.new_arrival_on IS NOT new.new_arrival_on
BEGIN
  UPDATE store_listing SET sale_price_cents = new.sale_price_cents, rating_avg = new.rating_avg, rating_count = new.rating_count,
         new_arrival_on = new.new_arrival_on
   WHERE product_id = new.id;
END;

-- A deleted product's store rows go by ON DELETE CASCADE, which fires store_products_unlisted;
-- this covers a delete with foreign keys off (the seeds write with them off).
CREATE TRIGGER products_unlisted BEFORE DELETE ON products
BEGIN
  DELETE FROM store_listing WHERE product_id = old.id;
END;
