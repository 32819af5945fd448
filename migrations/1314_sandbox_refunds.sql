-- The sandbox provider's own record of what it gave back, as a real provider keeps one: the
-- reconciliation compares the shop's refunded amounts with it (docs/decisions/1310-nothing-lost.md).
-- A refund is keyed by its idempotency key, so a retried refund is recorded once.
CREATE TABLE sandbox_refunds (
  refund_key TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  refunded_at INTEGER NOT NULL
);
CREATE INDEX sandbox_refunds_payment ON sandbox_refunds (payment_id);
