-- Wallet part payment (store credit) on orders. total_* stays what the order costs; the
-- provider is charged total_minor - wallet_minor. The debit itself is a wallet_transactions
-- row with idempotency key 'order:{order_number}', written in the order's own batch.
ALTER TABLE orders ADD COLUMN wallet_cents INTEGER NOT NULL DEFAULT 0 CHECK (wallet_cents >= 0);
ALTER TABLE orders ADD COLUMN wallet_minor INTEGER NOT NULL DEFAULT 0 CHECK (wallet_minor >= 0);
