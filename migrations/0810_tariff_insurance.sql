-- Tariff insurance chosen at checkout (docs/decisions/0810-tariff-insurance.md): its price in USD
-- cents and in the order's currency, written with the order in its batch and included in the
-- totals. It is never refunded: refunds and returns leave it out.
ALTER TABLE orders ADD COLUMN tariff_insurance_cents INTEGER NOT NULL DEFAULT 0 CHECK (tariff_insurance_cents >= 0);
ALTER TABLE orders ADD COLUMN tariff_insurance_minor INTEGER NOT NULL DEFAULT 0 CHECK (tariff_insurance_minor >= 0);
