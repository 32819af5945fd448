-- Until when an unpaid order holds its stock (docs/decisions/1310-nothing-lost.md). NULL: its
-- first 24 hours. Before cancelling, the shop asks the provider of each open attempt; one still
-- pending there moves this on, up to a limit (worker/services/payments/expiry.ts).
ALTER TABLE orders ADD COLUMN hold_until INTEGER;
CREATE INDEX orders_unpaid_hold ON orders (coalesce(hold_until, created_at + 86400000)) WHERE status = 'unpaid';
