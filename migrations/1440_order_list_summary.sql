-- What a customer's order list shows of an order's lines, kept on the order's row: its units
-- and its first line's title. The list reads a page of orders without reading their lines, and
-- a customer's total without adding up a row a status. Kept by triggers like 1420's counts, so
-- every write path (checkout, the seeds, the test fixtures, a line changed by hand) keeps it
-- right without knowing about it. Why: docs/decisions/1330-past-one-database.md.
ALTER TABLE orders ADD COLUMN item_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN first_title TEXT NOT NULL DEFAULT '';

-- A walk of order_lines by (order_id, position), grouped by order; the title is that of the
-- row min(position) picked (SQLite's bare column beside min()). Orders without lines keep 0 and
-- ''. Cut by order id into statements of at most 500,000 orders each, so each stays well inside
-- D1's 30 s a statement (about 1.5 s per 100,000 orders measured locally; the decision record).
UPDATE orders SET item_count = s.units, first_title = s.title
  FROM (SELECT order_id, sum(quantity) AS units, title, min(position) FROM order_lines
         WHERE order_id <= 500000 GROUP BY order_id) AS s
 WHERE orders.id = s.order_id;
UPDATE orders SET item_count = s.units, first_title = s.title
  FROM (SELECT order_id, sum(quantity) AS units, title, min(position) FROM order_lines
         WHERE order_id > 500000 AND order_id <= 1000000 GROUP BY order_id) AS s
 WHERE orders.id = s.order_id;
UPDATE orders SET item_count = s.units, first_title = s.title
  FROM (SELECT order_id, sum(quantity) AS units, title, min(position) FROM order_lines
         WHERE order_id > 1000000 GROUP BY order_id) AS s
 WHERE orders.id = s.order_id;

-- A line written (checkout writes an order's lines in position order, one trigger run a line):
-- its units, and its title when no line comes before it. One index probe and one order row.
CREATE TRIGGER order_lines_summed AFTER INSERT ON order_lines
BEGIN
  UPDATE orders SET item_count = item_count + new.quantity,
    first_title = CASE WHEN EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = new.order_id AND l.position < new.position)
      THEN first_title ELSE new.title END
   WHERE id = new.order_id;
END;

-- A line taken away or changed (no screen does either today; a return only counts returned
-- units, which the list does not show): the order summed again from its lines. An order's own
-- deletion takes its lines with it; the order row is gone and this updates nothing.
CREATE TRIGGER order_lines_unsummed AFTER DELETE ON order_lines
BEGIN
  UPDATE orders SET item_count = coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = orders.id), 0),
    first_title = coalesce((SELECT l.title FROM order_lines l WHERE l.order_id = orders.id ORDER BY l.position LIMIT 1), '')
   WHERE id = old.order_id;
END;

CREATE TRIGGER order_lines_resummed AFTER UPDATE OF order_id, position, title, quantity ON order_lines
WHEN old.order_id IS NOT new.order_id OR old.position IS NOT new.position OR old.title IS NOT new.title OR old.quantity IS NOT new.quantity
BEGIN
  UPDATE orders SET item_count = coalesce((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = orders.id), 0),
    first_title = coalesce((SELECT l.title FROM order_lines l WHERE l.order_id = orders.id ORDER BY l.position LIMIT 1), '')
   WHERE id IN (old.order_id, new.order_id);
END;

-- A customer's orders of every status, beside 1420's row a status: the list without a status
-- filter reads one row instead of one a status.
CREATE TABLE customer_order_totals (
  customer_id INTEGER PRIMARY KEY,
  order_count INTEGER NOT NULL DEFAULT 0
);

INSERT INTO customer_order_totals (customer_id, order_count)
SELECT customer_id, sum(order_count) FROM customer_order_counts GROUP BY customer_id;

CREATE TRIGGER orders_customer_totalled AFTER INSERT ON orders
WHEN new.customer_id IS NOT NULL
BEGIN
  INSERT INTO customer_order_totals (customer_id, order_count) VALUES (new.customer_id, 1)
  ON CONFLICT (customer_id) DO UPDATE SET order_count = order_count + 1;
END;

CREATE TRIGGER orders_customer_untotalled AFTER DELETE ON orders
WHEN old.customer_id IS NOT NULL
BEGIN
  UPDATE customer_order_totals SET order_count = order_count - 1 WHERE customer_id = old.customer_id;
END;

-- A guest order attached to an account, an account's orders let go on erasure.
CREATE TRIGGER orders_customer_retotalled AFTER UPDATE OF customer_id ON orders
WHEN old.customer_id IS NOT new.customer_id
BEGIN
  UPDATE customer_order_totals SET order_count = order_count - 1 WHERE customer_id = old.customer_id;
  INSERT INTO customer_order_totals (customer_id, order_count) SELECT new.customer_id, 1 WHERE new.customer_id IS NOT NULL
  ON CONFLICT (customer_id) DO UPDATE SET order_count = order_count + 1;
END;
