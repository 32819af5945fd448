-- A customer's orders per status, kept by triggers on `orders` so the account's order list
-- shows its totals from a row or two instead of counting the customer's every order on each
-- page (every write path — checkout, payments, the back office, a guest order attached at
-- sign-in, an erasure, the seeds — keeps it right without knowing about it).
-- Why: docs/decisions/1330-past-one-database.md.
CREATE TABLE customer_order_counts (
  customer_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  order_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (customer_id, status)
) WITHOUT ROWID;

-- Read through orders_customer_status (customer_id, status): the index alone.
INSERT INTO customer_order_counts (customer_id, status, order_count)
SELECT customer_id, status, count(*) FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id, status;

CREATE TRIGGER orders_customer_counted AFTER INSERT ON orders
WHEN new.customer_id IS NOT NULL
BEGIN
  INSERT INTO customer_order_counts (customer_id, status, order_count) VALUES (new.customer_id, new.status, 1)
  ON CONFLICT (customer_id, status) DO UPDATE SET order_count = order_count + 1;
END;

CREATE TRIGGER orders_customer_uncounted AFTER DELETE ON orders
WHEN old.customer_id IS NOT NULL
BEGIN
  UPDATE customer_order_counts SET order_count = order_count - 1 WHERE customer_id = old.customer_id AND status = old.status;
END;

-- A status change, a guest order attached to an account, an account's orders let go on erasure.
CREATE TRIGGER orders_customer_recounted AFTER UPDATE OF status, customer_id ON orders
WHEN old.status IS NOT new.status OR old.customer_id IS NOT new.customer_id
BEGIN
  UPDATE customer_order_counts SET order_count = order_count - 1 WHERE customer_id = old.customer_id AND status = old.status;
  INSERT INTO customer_order_counts (customer_id, status, order_count) SELECT new.customer_id, new.status, 1 WHERE new.customer_id IS NOT NULL
  ON CONFLICT (customer_id, status) DO UPDATE SET order_count = order_count + 1;
END;
