-- How many orders, reviews, questions and support tickets stand in each status, kept by triggers
-- so the back office's dashboard and the unfiltered queues read their figures from a row each
-- instead of counting up to the lists' cap (1,001 index rows a figure at a merchant's size).
-- Every write path (checkout, payments, moderation, the cron's expiry, erasure, the seeds) keeps
-- them right without knowing about them, like migrations/1420_customer_order_counts.sql.
-- Why: docs/decisions/1330-past-one-database.md ("Staff figures from kept counts").
CREATE TABLE status_counts (
  subject TEXT NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (subject, status)
) WITHOUT ROWID;

-- Each read through the table's status index alone.
INSERT INTO status_counts (subject, status, n) SELECT 'orders', status, count(*) FROM orders GROUP BY status;
INSERT INTO status_counts (subject, status, n) SELECT 'reviews', status, count(*) FROM reviews GROUP BY status;
INSERT INTO status_counts (subject, status, n) SELECT 'questions', status, count(*) FROM questions GROUP BY status;
INSERT INTO status_counts (subject, status, n) SELECT 'support_tickets', status, count(*) FROM support_tickets GROUP BY status;

CREATE TRIGGER orders_status_counted AFTER INSERT ON orders
BEGIN
  INSERT INTO status_counts (subject, status, n) VALUES ('orders', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER orders_status_uncounted AFTER DELETE ON orders
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'orders' AND status = old.status;
END;
CREATE TRIGGER orders_status_recounted AFTER UPDATE OF status ON orders WHEN old.status IS NOT new.status
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'orders' AND status = old.status;
  INSERT INTO status_counts (subject, status, n) VALUES ('orders', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER reviews_status_counted AFTER INSERT ON reviews
BEGIN
  INSERT INTO status_counts (subject, status, n) VALUES ('reviews', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER reviews_status_uncounted AFTER DELETE ON reviews
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'reviews' AND status = old.status;
END;
CREATE TRIGGER reviews_status_recounted AFTER UPDATE OF status ON reviews WHEN old.status IS NOT new.status
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'reviews' AND status = old.status;
  INSERT INTO status_counts (subject, status, n) VALUES ('reviews', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER questions_status_counted AFTER INSERT ON questions
BEGIN
  INSERT INTO status_counts (subject, status, n) VALUES ('questions', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER questions_status_uncounted AFTER DELETE ON questions
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'questions' AND status = old.status;
END;
CREATE TRIGGER questions_status_recounted AFTER UPDATE OF status ON questions WHEN old.status IS NOT new.status
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'questions' AND status = old.status;
  INSERT INTO status_counts (subject, status, n) VALUES ('questions', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER support_tickets_status_counted AFTER INSERT ON support_tickets
BEGIN
  INSERT INTO status_counts (subject, status, n) VALUES ('support_tickets', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER support_tickets_status_uncounted AFTER DELETE ON support_tickets
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'support_tickets' AND status = old.status;
END;
CREATE TRIGGER support_tickets_status_recounted AFTER UPDATE OF status ON support_tickets WHEN old.status IS NOT new.status
BEGIN
  UPDATE status_counts SET n = n - 1 WHERE subject = 'support_tickets' AND status = old.status;
  INSERT INTO status_counts (subject, status, n) VALUES ('support_tickets', new.status, 1) ON CONFLICT (subject, status) DO UPDATE SET n = n + 1;
END;
