-- The client (IP, IPv6 by /64) that placed an order, so that what one client holds in unpaid
-- orders, and the declined payments of its orders, are capped as well as one visitor's: a
-- script drawing a fresh visitor for every order still comes from few addresses
-- (docs/decisions/1300-abuse-budgets.md).
ALTER TABLE orders ADD COLUMN client_key TEXT;
CREATE INDEX orders_client ON orders (client_key, created_at);
