-- Stored cards (docs/decisions/0811-stored-cards.md). The card itself is kept by the payment
-- provider (Adyen's tokenization), never by the shop: the shop only remembers that the shopper
-- asked to save the card paying this attempt.
ALTER TABLE payments ADD COLUMN save_card INTEGER NOT NULL DEFAULT 0 CHECK (save_card IN (0, 1));

-- The sandbox provider's own card vault, standing in for Adyen's in development only (like
-- sandbox_transactions): a test card, never a real card number.
CREATE TABLE sandbox_stored_cards (
  id TEXT PRIMARY KEY,
  shopper_reference TEXT NOT NULL,
  brand TEXT NOT NULL,
  last_four TEXT NOT NULL CHECK (length(last_four) = 4),
  expiry_month TEXT NOT NULL,
  expiry_year TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sandbox_stored_cards_shopper ON sandbox_stored_cards (shopper_reference);
