-- Operate (docs/decisions/1100-deploy-and-operate.md).

-- The retention cron (worker/services/operate/prune.ts) deletes the oldest rows of the tables
-- that grow with traffic; these indexes let it find them without reading the whole table.
CREATE INDEX page_views_created ON page_views (created_at);
CREATE INDEX product_views_created ON product_views (created_at);
CREATE INDEX node_errors_created ON node_errors (created_at);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
CREATE INDEX customer_sessions_expires ON customer_sessions (expires_at);
CREATE INDEX staff_sessions_expires ON staff_sessions (expires_at);
CREATE INDEX account_codes_expires ON account_codes (expires_at);
CREATE INDEX reset_failures_day ON reset_failures (day);
CREATE INDEX carts_updated ON carts (updated_at);

-- Paid orders by store and payment time, for the merchant's "new paid orders" email.
CREATE INDEX orders_store_paid ON orders (store, paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX support_tickets_store_created ON support_tickets (store, created_at);

-- The merchant's notification emails (worker/services/operate/notify.ts): per store and kind,
-- everything up to `watermark` (ms) has been reported; `sent_at` is the last email, so a kind
-- mails a store at most once an hour.
CREATE TABLE merchant_notifications (
  store TEXT NOT NULL,
  kind TEXT NOT NULL,
  watermark INTEGER NOT NULL,
  sent_at INTEGER,
  PRIMARY KEY (store, kind)
);
