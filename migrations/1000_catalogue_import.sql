-- Catalogue import/export (docs/decisions/1000-catalogue-import.md): what a Shopify product CSV
-- carries that the catalogue had no place for, kept so an export gives back what was imported.

ALTER TABLE products ADD COLUMN vendor TEXT NOT NULL DEFAULT '';
-- The merchant's product type as written; the category comes from it through catalog_import_mappings.
ALTER TABLE products ADD COLUMN product_type TEXT NOT NULL DEFAULT '';

-- The description as sanitized HTML (paragraphs, lists, emphasis, links); `description` keeps
-- its plain text for search and for pages that show text only.
ALTER TABLE product_texts ADD COLUMN description_html TEXT NOT NULL DEFAULT '';
ALTER TABLE product_texts ADD COLUMN seo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE product_texts ADD COLUMN seo_description TEXT NOT NULL DEFAULT '';

ALTER TABLE product_images ADD COLUMN alt TEXT NOT NULL DEFAULT '';
-- Where an imported picture came from (its Image Src), so the export and a re-import name it the same.
ALTER TABLE product_images ADD COLUMN source_url TEXT;

ALTER TABLE skus ADD COLUMN grams INTEGER CHECK (grams IS NULL OR grams >= 0);
ALTER TABLE skus ADD COLUMN weight_unit TEXT CHECK (weight_unit IS NULL OR weight_unit IN ('g', 'kg', 'lb', 'oz'));
-- The product image shown for this SKU (Variant Image), by its position.
ALTER TABLE skus ADD COLUMN image_position INTEGER;

-- A SKU's options as the merchant named them (Color, Size, Engraving, …), Option1–3; colour and
-- size are also the SKU's colour/size attribute options so the listing filters find them.
CREATE TABLE sku_options (
  sku_id INTEGER NOT NULL REFERENCES skus (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
  name TEXT NOT NULL CHECK (length(name) > 0),
  value TEXT NOT NULL CHECK (length(value) > 0),
  PRIMARY KEY (sku_id, position)
);

-- The merchant's mapping of product types to categories and tags to collections (values
-- folded: lower case, trimmed). An unmapped type finds a category of the same name or makes one.
CREATE TABLE catalog_import_mappings (
  kind TEXT NOT NULL CHECK (kind IN ('type', 'tag')),
  value TEXT NOT NULL CHECK (length(value) > 0),
  category_id INTEGER REFERENCES categories (id) ON DELETE CASCADE,
  collection_id INTEGER REFERENCES collections (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, value),
  CHECK ((kind = 'type' AND category_id IS NOT NULL AND collection_id IS NULL) OR (kind = 'tag' AND collection_id IS NOT NULL AND category_id IS NULL))
);
