-- Withdrawals from the contract through the withdrawal button (docs/decisions/1325-withdrawal-button.md).
-- One per order: UNIQUE makes a second confirm (two tabs, a double click) find the first.
CREATE TABLE order_withdrawals (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  -- What the consumer typed: the law asks for the name and a means to identify the contract.
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  -- The declaration as acknowledged on the durable medium, in the consumer's language.
  statement TEXT NOT NULL,
  language TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('customer', 'guest')),
  -- Everything paid, delivery included, due back within 14 days of created_at.
  refund_minor INTEGER NOT NULL CHECK (refund_minor >= 0),
  refund_due_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
