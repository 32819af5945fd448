-- The catalogue: category tree, products with localized text, SKUs, attributes, collections,
-- store assortments and the FTS5 search index. Prices are USD cents (DESIGN.md "Data");
-- languages are the five interface locales (en, en-GB, de, fr, es), en is the fallback.

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  url_key TEXT NOT NULL UNIQUE CHECK (url_key GLOB '[a-z0-9]*' AND url_key NOT GLOB '*[^a-z0-9-]*'),
  parent_id INTEGER REFERENCES categories (id),
  position INTEGER NOT NULL DEFAULT 0,
  size_guide TEXT CHECK (size_guide IN ('ring', 'clothing', 'chain')),
  image_key TEXT
);
CREATE INDEX categories_parent ON categories (parent_id, position);

CREATE TABLE category_texts (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'en-GB', 'de', 'fr', 'es')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, language)
);

-- Words that send a search straight to a category (category/findCategoryUrlKey), besides its names.
CREATE TABLE category_synonyms (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  term TEXT NOT NULL, -- lower case, without diacritics
  PRIMARY KEY (term, category_id)
);

-- Which categories a store shows in its menu, in which order.
CREATE TABLE store_categories (
  store TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store, category_id)
);

-- Filterable attributes: material, color, stone, style, size.
CREATE TABLE attributes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (name GLOB '[a-z]*' AND name NOT GLOB '*[^a-z0-9]*'),
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE attribute_texts (
  attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (attribute_id, language)
);

-- Colour families (gold tones, silver tones, reds, …): the `colorgroupid` listing filter.
CREATE TABLE color_groups (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE
);

CREATE TABLE attribute_options (
  id INTEGER PRIMARY KEY,
  attribute_id INTEGER NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  hex TEXT CHECK (hex IS NULL OR hex GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
  color_group_id INTEGER REFERENCES color_groups (id),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (attribute_id, code)
);

CREATE TABLE attribute_option_texts (
  option_id INTEGER NOT NULL REFERENCES attribute_options (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (option_id, language)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  spu_code TEXT NOT NULL UNIQUE CHECK (spu_code NOT GLOB '*[^A-Za-z0-9_-]*'),
  -- The last dash segment of /product-{slug}-{product_code}.html, so it holds no dash.
  product_code TEXT NOT NULL UNIQUE CHECK (product_code NOT GLOB '*[^a-z0-9]*' AND length(product_code) > 0),
  slug TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories (id),
  material_option_id INTEGER REFERENCES attribute_options (id),
  stone_option_id INTEGER REFERENCES attribute_options (id),
  base_price_cents INTEGER NOT NULL CHECK (base_price_cents > 0),
  sale_price_cents INTEGER NOT NULL CHECK (sale_price_cents > 0 AND sale_price_cents <= base_price_cents),
  -- Price of the JewelSafe protection plan; NULL where it is not offered.
  jewel_safe_cents INTEGER CHECK (jewel_safe_cents IS NULL OR jewel_safe_cents > 0),
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
  new_arrival_on TEXT NOT NULL CHECK (new_arrival_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  rating_avg REAL NOT NULL DEFAULT 0 CHECK (rating_avg BETWEEN 0 AND 5),
  rating_count INTEGER NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  -- Units sold; orders add to it, "best selling" sorts by it.
  sales_count INTEGER NOT NULL DEFAULT 0 CHECK (sales_count >= 0),
  size_guide TEXT CHECK (size_guide IN ('ring', 'clothing', 'chain')),
  personalizable INTEGER NOT NULL DEFAULT 0 CHECK (personalizable IN (0, 1)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE product_texts (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'en-GB', 'de', 'fr', 'es')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  UNIQUE (product_id, language)
);

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  image_key TEXT NOT NULL, -- R2 (MEDIA) key prefix; renditions live under it
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  PRIMARY KEY (product_id, position)
);

-- Every option a product can be found by (its material, stone, style, SKU colours and sizes).
CREATE TABLE product_options (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  option_id INTEGER NOT NULL REFERENCES attribute_options (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, option_id)
);
CREATE INDEX product_options_option ON product_options (option_id);

CREATE TABLE skus (
  id INTEGER PRIMARY KEY,
  sku_code TEXT NOT NULL UNIQUE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  color_option_id INTEGER REFERENCES attribute_options (id),
  size_option_id INTEGER REFERENCES attribute_options (id),
  -- NULL: made to order, no stock limit.
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  -- Added to the product's base and sale price (bigger sizes, solid gold, …).
  extra_cents INTEGER NOT NULL DEFAULT 0 CHECK (extra_cents >= 0),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX skus_product ON skus (product_id, position);

-- Garment measurements in cm, one row per size (spec §3 "Product measurements").
CREATE TABLE product_measurements (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  size TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  bust REAL,
  shoulder REAL,
  length REAL,
  sleeve REAL,
  waist REAL,
  hip REAL,
  PRIMARY KEY (product_id, size)
);

-- The assortment: which products a store sells, in its default order.
CREATE TABLE store_products (
  store TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store, product_id)
);
CREATE INDEX store_products_product ON store_products (product_id);

-- Labels of product tags; a tag with a label is a list at /products/{tag}.
CREATE TABLE tag_texts (
  tag TEXT NOT NULL CHECK (tag NOT GLOB '*[^a-z0-9-]*' AND length(tag) > 0),
  language TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (tag, language)
);

-- standard: /collection/standard-{key}; lego: /collection/lego-{key = id}; keyed: /collections/{key}.
CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('standard', 'lego', 'keyed')),
  key TEXT NOT NULL CHECK (key NOT GLOB '*[^a-z0-9-]*' AND length(key) > 0),
  image_key TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (kind, key)
);

CREATE TABLE collection_texts (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (collection_id, language)
);

CREATE TABLE collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (collection_id, product_id)
);

CREATE TABLE store_collections (
  store TEXT NOT NULL,
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  PRIMARY KEY (store, collection_id)
);

-- Searches that found something, per store and language: the header's popular keywords.
-- Merchandised keywords are seeded with a count so a new shop has some.
CREATE TABLE search_keywords (
  store TEXT NOT NULL,
  language TEXT NOT NULL,
  term TEXT NOT NULL,
  searches INTEGER NOT NULL DEFAULT 1 CHECK (searches >= 0),
  last_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (store, language, term)
);

-- Full-text search over each localized product text, with its material/stone and category
-- names in the same language. unicode61 + remove_diacritics folds "Bracelet"/"bracelét";
-- the prefix index makes as-you-type prefix queries cheap.
CREATE VIRTUAL TABLE product_search USING fts5 (
  title,
  material,
  category,
  description,
  product_id UNINDEXED,
  language UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);

-- Every indexed word with its document count: the vocabulary for typo correction.
CREATE VIRTUAL TABLE product_search_vocab USING fts5vocab (product_search, 'row');

-- One FTS row per product_texts row; names fall back to English like the pages do.
CREATE VIEW product_search_source AS
SELECT
  pt.id AS text_id,
  pt.title AS title,
  trim(
    coalesce(mt.name, mten.name, '') || ' ' || coalesce(st.name, sten.name, '')
  ) AS material,
  trim(
    coalesce(ct.name, cten.name, '') || ' ' || coalesce(pct.name, pcten.name, '')
  ) AS category,
  pt.description AS description,
  pt.product_id AS product_id,
  pt.language AS language
FROM product_texts pt
JOIN products p ON p.id = pt.product_id
LEFT JOIN attribute_option_texts mt ON mt.option_id = p.material_option_id AND mt.language = pt.language
LEFT JOIN attribute_option_texts mten ON mten.option_id = p.material_option_id AND mten.language = 'en'
LEFT JOIN attribute_option_texts st ON st.option_id = p.stone_option_id AND st.language = pt.language
LEFT JOIN attribute_option_texts sten ON sten.option_id = p.stone_option_id AND sten.language = 'en'
LEFT JOIN categories c ON c.id = p.category_id
LEFT JOIN category_texts ct ON ct.category_id = c.id AND ct.language = pt.language
LEFT JOIN category_texts cten ON cten.category_id = c.id AND cten.language = 'en'
LEFT JOIN category_texts pct ON pct.category_id = c.parent_id AND pct.language = pt.language
LEFT JOIN category_texts pcten ON pcten.category_id = c.parent_id AND pcten.language = 'en';

-- Keeping the index in sync: a text row, its product's category/material, or a category name.
CREATE TRIGGER product_texts_ai AFTER INSERT ON product_texts BEGIN
  INSERT INTO product_search (rowid, title, material, category, description, product_id, language)
  SELECT text_id, title, material, category, description, product_id, language
  FROM product_search_source WHERE text_id = new.id;
END;

CREATE TRIGGER product_texts_au AFTER UPDATE ON product_texts BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
  INSERT INTO product_search (rowid, title, material, category, description, product_id, language)
  SELECT text_id, title, material, category, description, product_id, language
  FROM product_search_source WHERE text_id = new.id;
END;

CREATE TRIGGER product_texts_ad AFTER DELETE ON product_texts BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
END;

CREATE TRIGGER products_au_search AFTER UPDATE OF category_id, material_option_id, stone_option_id ON products BEGIN
  DELETE FROM product_search WHERE product_id = new.id;
  INSERT INTO product_search (rowid, title, material, category, description, product_id, language)
  SELECT text_id, title, material, category, description, product_id, language
  FROM product_search_source WHERE product_id = new.id;
END;

CREATE TRIGGER category_texts_au_search AFTER UPDATE OF name ON category_texts BEGIN
  DELETE FROM product_search WHERE product_id IN (
    SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE c.id = new.category_id OR c.parent_id = new.category_id
  );
  INSERT INTO product_search (rowid, title, material, category, description, product_id, language)
  SELECT s.text_id, s.title, s.material, s.category, s.description, s.product_id, s.language
  FROM product_search_source s JOIN products p ON p.id = s.product_id JOIN categories c ON c.id = p.category_id
  WHERE c.id = new.category_id OR c.parent_id = new.category_id;
END;

CREATE TRIGGER attribute_option_texts_au_search AFTER UPDATE OF name ON attribute_option_texts BEGIN
  DELETE FROM product_search WHERE product_id IN (
    SELECT id FROM products WHERE material_option_id = new.option_id OR stone_option_id = new.option_id
  );
  INSERT INTO product_search (rowid, title, material, category, description, product_id, language)
  SELECT s.text_id, s.title, s.material, s.category, s.description, s.product_id, s.language
  FROM product_search_source s JOIN products p ON p.id = s.product_id
  WHERE p.material_option_id = new.option_id OR p.stone_option_id = new.option_id;
END;
