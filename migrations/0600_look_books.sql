-- Look books (/lookBooks): editorial images per store, each look an image with hotspots that
-- name products. Written by the demo seed (scripts/seeds/600-look-books.mjs); see
-- docs/decisions/0600-look-books.md.
CREATE TABLE look_books (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  url_key TEXT NOT NULL CHECK (url_key GLOB '[a-z0-9]*' AND url_key NOT GLOB '*[^a-z0-9-]*'),
  position INTEGER NOT NULL DEFAULT 0,
  published_on TEXT NOT NULL, -- YYYY-MM-DD
  UNIQUE (store, url_key)
);

CREATE TABLE look_book_texts (
  look_book_id INTEGER NOT NULL REFERENCES look_books (id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (look_book_id, language)
);

CREATE TABLE looks (
  id INTEGER PRIMARY KEY,
  look_book_id INTEGER NOT NULL REFERENCES look_books (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  image_key TEXT NOT NULL, -- R2 (MEDIA) key of the rendition bundle, as product_images
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  UNIQUE (look_book_id, position)
);

-- A hotspot: where on the look's image a product is, in percent of its width and height.
CREATE TABLE look_hotspots (
  look_id INTEGER NOT NULL REFERENCES looks (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  x REAL NOT NULL CHECK (x >= 0 AND x <= 100),
  y REAL NOT NULL CHECK (y >= 0 AND y <= 100),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (look_id, product_id)
);
CREATE INDEX look_hotspots_product ON look_hotspots (product_id);
