-- Found by the bench's scale section (docs/decisions/1330-past-one-database.md). order/create's
-- hold caps count a visitor's and a client address's unpaid orders (worker/services/orders/
-- order-budgets.ts); through orders_owner and orders_client they read every order the holder ever
-- placed, a busy address's thousands. Only unpaid ones are wanted, a few at most.
CREATE INDEX orders_unpaid_owner ON orders (owner, created_at) WHERE status = 'unpaid';
CREATE INDEX orders_unpaid_client ON orders (client_key, created_at) WHERE status = 'unpaid';
-- A customer's order list counts their orders by status and looks for their overdue unpaid ones
-- (worker/services/orders/account.ts): from the index alone, not each order's row.
CREATE INDEX orders_customer_status ON orders (customer_id, status);
