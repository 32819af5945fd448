-- Foundation tables: reference data, newsletter, head meta, statistics, support.

CREATE TABLE currency_rates (
  code TEXT PRIMARY KEY CHECK (length(code) = 3),
  rate REAL NOT NULL CHECK (rate > 0), -- units of this currency per 1 USD
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE countries (
  iso2 TEXT PRIMARY KEY CHECK (length(iso2) = 2),
  name TEXT NOT NULL,
  phone_code TEXT NOT NULL,
  has_states INTEGER NOT NULL DEFAULT 0,
  postal_required INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE freight_settings (
  store TEXT PRIMARY KEY,
  standard_free_from_cents INTEGER NOT NULL DEFAULT 0 CHECK (standard_free_from_cents >= 0),
  standard_fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (standard_fee_cents >= 0)
);

CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  store TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Per-route SEO meta; the API caches it in KV (head:…) and a write clears that cache.
CREATE TABLE page_meta (
  store TEXT NOT NULL,
  language TEXT NOT NULL,
  route_path TEXT NOT NULL, -- without the leading slash; '' is the home page
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  seo_keywords TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (store, language, route_path)
);

CREATE TABLE product_views (
  id INTEGER PRIMARY KEY,
  spu_code TEXT NOT NULL,
  store TEXT NOT NULL,
  uuid TEXT NOT NULL,
  country TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX product_views_spu ON product_views (spu_code, created_at);

-- First-party page views, written only with analytics consent.
CREATE TABLE page_views (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL,
  store TEXT NOT NULL,
  uuid TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE node_errors (
  id INTEGER PRIMARY KEY,
  error_code TEXT NOT NULL,
  error_content TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  store TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE support_tickets (
  id INTEGER PRIMARY KEY,
  ticket_number TEXT NOT NULL UNIQUE,
  store TEXT NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_number TEXT NOT NULL DEFAULT '',
  topic TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Fixed-window counters for rate limits (newsletter, tickets, error reports, …).
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
