-- Omnibus prices (docs/decisions/1326-omnibus-prices.md): every price a store shows for a SKU
-- (`item` = its SKU code) or on a product card (`item` = "spu:" + the product's SPU code), in
-- the store's currency, from `started_at` until `ended_at` (NULL: the price now).
CREATE TABLE price_history (
  id INTEGER PRIMARY KEY,
  item TEXT NOT NULL,
  store TEXT NOT NULL,
  currency TEXT NOT NULL,
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  started_at INTEGER NOT NULL,
  ended_at INTEGER CHECK (ended_at IS NULL OR ended_at >= started_at)
);
-- One price now per item, store and currency: two recorders racing cannot open two.
CREATE UNIQUE INDEX price_history_open ON price_history (item, store, currency) WHERE ended_at IS NULL;
CREATE INDEX price_history_item ON price_history (item, store, currency, started_at);
