-- The reconciliation with the payment providers (worker/services/payments/reconcile.ts,
-- docs/decisions/1310-nothing-lost.md): what a provider says of an attempt and what the shop
-- recorded disagree. One row per attempt and kind; `resolved_at` is set when a later look
-- finds them agreeing. The back office lists the open ones, the merchant's digest new ones.
CREATE TABLE payment_mismatches (
  id INTEGER PRIMARY KEY,
  payment_id TEXT NOT NULL,
  order_number TEXT NOT NULL,
  store TEXT NOT NULL,
  provider TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('moneyWithoutPaidOrder', 'paidWithoutMoney', 'refundDiffers', 'stuckRefunding')),
  detail TEXT NOT NULL,
  found_at INTEGER NOT NULL,
  resolved_at INTEGER,
  UNIQUE (payment_id, kind)
);
CREATE INDEX payment_mismatches_open ON payment_mismatches (resolved_at, found_at);
CREATE INDEX payment_mismatches_store_found ON payment_mismatches (store, found_at);

-- When the reconciliation last asked the provider about an attempt: each run takes the ones
-- asked longest ago within its window of days.
ALTER TABLE payments ADD COLUMN reconciled_at INTEGER;
CREATE INDEX payments_reconciled ON payments (created_at, reconciled_at);
