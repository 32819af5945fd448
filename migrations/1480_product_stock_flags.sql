-- How many of a product's SKUs run low (1 to 5 in stock) and how many are sold out, kept on the
-- product by triggers on `skus`, with a partial index of each in the back office's product-list
-- order: its "low stock" and "sold out" filters walk only the products they list, instead of
-- every product with a probe of its SKUs (57,802 rows for a page at 100,000 products).
-- The 5 is the back office's LOW_STOCK (worker/services/admin/catalog-products.ts); a test keeps
-- them equal. Triggers fire only when a SKU crosses a bound, so an order taking stock from a
-- well-stocked SKU writes nothing more. Why: docs/decisions/1330-past-one-database.md.
ALTER TABLE products ADD COLUMN low_stock_skus INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN sold_out_skus INTEGER NOT NULL DEFAULT 0;

UPDATE products SET
  low_stock_skus = (SELECT count(*) FROM skus s WHERE s.product_id = products.id AND s.stock BETWEEN 1 AND 5),
  sold_out_skus = (SELECT count(*) FROM skus s WHERE s.product_id = products.id AND s.stock = 0);

CREATE INDEX products_low_stock ON products (updated_at DESC, id DESC) WHERE low_stock_skus > 0;
CREATE INDEX products_sold_out ON products (updated_at DESC, id DESC) WHERE sold_out_skus > 0;

CREATE TRIGGER skus_stock_flagged AFTER INSERT ON skus WHEN new.stock BETWEEN 0 AND 5
BEGIN
  UPDATE products SET low_stock_skus = low_stock_skus + (new.stock >= 1), sold_out_skus = sold_out_skus + (new.stock = 0)
   WHERE id = new.product_id;
END;

CREATE TRIGGER skus_stock_unflagged AFTER DELETE ON skus WHEN old.stock BETWEEN 0 AND 5
BEGIN
  UPDATE products SET low_stock_skus = low_stock_skus - (old.stock >= 1), sold_out_skus = sold_out_skus - (old.stock = 0)
   WHERE id = old.product_id;
END;

-- NULL stock (made to order) is neither low nor sold out.
CREATE TRIGGER skus_stock_reflagged AFTER UPDATE OF stock, product_id ON skus
WHEN coalesce(old.stock BETWEEN 1 AND 5, 0) IS NOT coalesce(new.stock BETWEEN 1 AND 5, 0)
  OR coalesce(old.stock = 0, 0) IS NOT coalesce(new.stock = 0, 0)
  OR old.product_id IS NOT new.product_id
BEGIN
  UPDATE products SET low_stock_skus = low_stock_skus - coalesce(old.stock BETWEEN 1 AND 5, 0), sold_out_skus = sold_out_skus - coalesce(old.stock = 0, 0)
   WHERE id = old.product_id;
  UPDATE products SET low_stock_skus = low_stock_skus + coalesce(new.stock BETWEEN 1 AND 5, 0), sold_out_skus = sold_out_skus + coalesce(new.stock = 0, 0)
   WHERE id = new.product_id;
END;
