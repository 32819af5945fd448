-- Providers that charge in a currency of their own (Ozow: South African rand only). The
-- amount due is converted when the attempt is written and kept with the rate used, so the
-- provider's record is checked against exactly what the shopper was shown
-- (docs/decisions/0201-payment-providers-in-production.md).
ALTER TABLE payments ADD COLUMN settle_currency TEXT;
ALTER TABLE payments ADD COLUMN settle_amount_minor INTEGER CHECK (settle_amount_minor IS NULL OR settle_amount_minor > 0);
-- Units of settle_currency per unit of the order's currency.
ALTER TABLE payments ADD COLUMN settle_rate REAL CHECK (settle_rate IS NULL OR settle_rate > 0);
-- The provider's own page for this attempt, when the shop shows a page of its own first.
ALTER TABLE payments ADD COLUMN provider_url TEXT;

-- ZAR is a settlement currency only: no store shows prices in it (shared/money.ts CURRENCIES).
INSERT INTO currency_rates (code, rate) VALUES ('ZAR', 18.1) ON CONFLICT (code) DO NOTHING;
