-- A product's filter options as one comma-separated list on its own row, kept by triggers on
-- product_options: a listing reads each candidate's options with the candidate (one row) instead
-- of the candidate's option rows one by one (about eight a product). The listing's cost still
-- follows its category's size; this divides it by about four.
-- Why: docs/decisions/1330-past-one-database.md.
ALTER TABLE products ADD COLUMN option_ids TEXT NOT NULL DEFAULT '';

UPDATE products SET option_ids = coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = products.id), '');

CREATE TRIGGER product_options_listed AFTER INSERT ON product_options
BEGIN
  UPDATE products SET option_ids = coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = new.product_id), '')
   WHERE id = new.product_id;
END;

CREATE TRIGGER product_options_unlisted AFTER DELETE ON product_options
BEGIN
  UPDATE products SET option_ids = coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = old.product_id), '')
   WHERE id = old.product_id;
END;

CREATE TRIGGER product_options_relisted AFTER UPDATE ON product_options
BEGIN
  UPDATE products SET option_ids = coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = old.product_id), '')
   WHERE id = old.product_id;
  UPDATE products SET option_ids = coalesce((SELECT group_concat(option_id) FROM product_options po WHERE po.product_id = new.product_id), '')
   WHERE id = new.product_id;
END;
