-- The client (IP, IPv6 by /64) that placed an order, so that what one client holds in unpaid
-- orders is capped as well as what one visitor holds: a script drawing a fresh visitor for
-- every order still comes from few addresses (docs/decisions/1300-abuse-budgets.md).
ALTER TABLE orders ADD COLUMN client_key TEXT;
CREATE INDEX orders_client_unpaid ON orders (client_key, created_at) WHERE status = 'unpaid';
