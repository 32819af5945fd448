-- Route rules that redirect (docs/decisions/0804-redirects.md): an old path of a store, or of
-- every store ('*'), to a path of the site or an absolute URL that leaves it.
CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  source_path TEXT NOT NULL CHECK (source_path LIKE '/%' AND source_path NOT LIKE '//%'),
  target TEXT NOT NULL CHECK (length(target) BETWEEN 1 AND 2000),
  status INTEGER NOT NULL CHECK (status IN (301, 302)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (store, source_path)
);
