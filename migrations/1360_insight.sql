-- Merchant insight's local stand-in for Workers Analytics Engine (docs/decisions/1360-merchant-insight.md):
-- the same columns as the production dataset, so the back office's queries read either. Written only
-- outside production; kept 92 days like Analytics Engine's own retention (operate/prune.ts).
CREATE TABLE insight_events (
  id INTEGER PRIMARY KEY,
  -- UTC, 'YYYY-MM-DD HH:MM:SS'.
  timestamp TEXT NOT NULL,
  index1 TEXT NOT NULL,
  blob1 TEXT NOT NULL DEFAULT '',
  blob2 TEXT NOT NULL DEFAULT '',
  blob3 TEXT NOT NULL DEFAULT '',
  blob4 TEXT NOT NULL DEFAULT '',
  blob5 TEXT NOT NULL DEFAULT '',
  blob6 TEXT NOT NULL DEFAULT '',
  blob7 TEXT NOT NULL DEFAULT '',
  blob8 TEXT NOT NULL DEFAULT '',
  double1 REAL NOT NULL DEFAULT 0,
  double2 REAL NOT NULL DEFAULT 0,
  -- Analytics Engine's sampling weight; every local row stands for itself.
  _sample_interval INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX insight_events_time ON insight_events (timestamp);

-- The visit an order was placed in, written when the consenting shopper starts paying, so the
-- provider's confirmation can record the paid order against its campaign. No row: no consent,
-- and the paid order is recorded nowhere but in the order itself.
CREATE TABLE insight_orders (
  order_number TEXT PRIMARY KEY,
  store TEXT NOT NULL,
  visit TEXT NOT NULL,
  campaign TEXT NOT NULL,
  landing TEXT NOT NULL,
  device TEXT NOT NULL,
  lcp TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX insight_orders_created ON insight_orders (created_at);
