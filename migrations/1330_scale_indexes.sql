-- Indexes the query plans need at a real merchant's size (build-tools/query-plans.test.ts,
-- docs/decisions/1330-past-one-database.md): without them each of these statements reads a
-- whole table that grows with the shop.

-- Saving a product's collections deletes its other memberships (admin catalogue).
CREATE INDEX collection_products_product ON collection_products (product_id);
-- Catalogue import reuses a picture already stored under the same key.
CREATE INDEX product_images_key ON product_images (image_key);
-- A return gives back the coupon its order used.
CREATE INDEX customer_coupons_order ON customer_coupons (order_number) WHERE order_number IS NOT NULL;
-- A custom piece's price differences find the orders that paid them.
CREATE INDEX orders_custom_param ON orders (custom_made_param) WHERE custom_made_param IS NOT NULL;
-- Foreign keys: adding or removing a filter option checks the products and SKUs that name it.
CREATE INDEX products_material ON products (material_option_id) WHERE material_option_id IS NOT NULL;
CREATE INDEX products_stone ON products (stone_option_id) WHERE stone_option_id IS NOT NULL;
CREATE INDEX skus_color ON skus (color_option_id) WHERE color_option_id IS NOT NULL;
CREATE INDEX skus_size ON skus (size_option_id) WHERE size_option_id IS NOT NULL;
-- The newsletter screen's per-store totals and its export read the opted-in customers only.
CREATE INDEX customers_newsletter ON customers (store, email) WHERE newsletter = 1;
CREATE INDEX newsletter_subscribers_store ON newsletter_subscribers (store, email);
