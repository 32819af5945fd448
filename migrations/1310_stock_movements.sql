-- Every change of a SKU's stock as a row (docs/decisions/1310-nothing-lost.md), so that
-- `npm run check:ledger` can prove stock conserved: opening + restocks = on hand + what
-- orders hold or sold. Orders write their own rows in the batch that moves the stock
-- ('order' when created, 'release' when cancelled); staff edits and imports write 'restock';
-- a new SKU's first stock is written here by a trigger, whoever inserts it. A SKU made to
-- order (stock NULL) counts as 0 on hand.
CREATE TABLE stock_movements (
  id INTEGER PRIMARY KEY,
  sku_code TEXT NOT NULL,
  delta INTEGER NOT NULL CHECK (delta <> 0),
  kind TEXT NOT NULL CHECK (kind IN ('opening', 'restock', 'order', 'release')),
  order_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX stock_movements_sku ON stock_movements (sku_code);
CREATE INDEX stock_movements_order ON stock_movements (order_id) WHERE order_id IS NOT NULL;

CREATE TRIGGER skus_opening_stock AFTER INSERT ON skus WHEN NEW.stock IS NOT NULL AND NEW.stock <> 0
BEGIN
  INSERT INTO stock_movements (sku_code, delta, kind, created_at) VALUES (NEW.sku_code, NEW.stock, 'opening', CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;

-- What the shop held when the ledger began: every reserved line of an order that has not
-- given its stock back is an 'order' row, and the opening is what is on hand plus those.
INSERT INTO stock_movements (sku_code, delta, kind, order_id, created_at)
  SELECT l.sku_code, -sum(l.quantity), 'order', l.order_id, CAST(strftime('%s', 'now') AS INTEGER) * 1000
    FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN skus s ON s.sku_code = l.sku_code
   WHERE l.reserved = 1 AND o.stock_released = 0 AND s.stock IS NOT NULL
   GROUP BY l.order_id, l.sku_code;
INSERT INTO stock_movements (sku_code, delta, kind, created_at)
  SELECT s.sku_code, s.stock + coalesce((SELECT -sum(m.delta) FROM stock_movements m WHERE m.sku_code = s.sku_code), 0), 'opening',
         CAST(strftime('%s', 'now') AS INTEGER) * 1000
    FROM skus s
   WHERE s.stock IS NOT NULL AND s.stock + coalesce((SELECT -sum(m.delta) FROM stock_movements m WHERE m.sku_code = s.sku_code), 0) <> 0;
