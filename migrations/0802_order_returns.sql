-- Customer returns and partial refunds (docs/decisions/0803-returns.md).
-- When the carrier delivered the parcel: the return window counts from here.
ALTER TABLE orders ADD COLUMN delivered_at INTEGER;
-- Pieces of a line already returned; the CHECK makes two racing returns of the last piece
-- fail as a whole batch, like the stock CHECK of the catalogue.
ALTER TABLE order_lines ADD COLUMN returned_quantity INTEGER NOT NULL DEFAULT 0 CHECK (returned_quantity >= 0 AND returned_quantity <= quantity);

CREATE TABLE order_returns (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- [{"position": n, "quantity": q}, …]
  lines TEXT NOT NULL,
  -- What goes back, in the order's currency: through the provider, and to the wallet.
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  provider_minor INTEGER NOT NULL DEFAULT 0 CHECK (provider_minor >= 0),
  wallet_cents INTEGER NOT NULL DEFAULT 0 CHECK (wallet_cents >= 0),
  status TEXT NOT NULL CHECK (status IN ('refunding', 'refunded', 'failed')),
  source TEXT NOT NULL CHECK (source IN ('customer', 'staff')),
  reference TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX order_returns_order ON order_returns (order_id);
