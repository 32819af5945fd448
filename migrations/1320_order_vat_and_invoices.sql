-- VAT at checkout (docs/decisions/1320-vat-at-checkout.md) and invoices
-- (docs/decisions/1321-invoices.md). Amounts are the order's minor units.

-- One row per order: what VAT was collected, under which scheme and rate, or why none was.
CREATE TABLE order_vat (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('collected', 'notCollected')),
  scheme TEXT CHECK (scheme IN ('IOSS', 'UK_VAT')),
  -- Why nothing was collected: euAboveThreshold, ukAboveThreshold, usSalesTax, importRules.
  reason TEXT,
  country TEXT NOT NULL,
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
  prices_include_vat INTEGER NOT NULL CHECK (prices_include_vat IN (0, 1)),
  -- The taxable amounts as the shopper saw them (goods after the coupon, plans, shipping).
  shown_minor INTEGER NOT NULL,
  net_minor INTEGER NOT NULL,
  vat_minor INTEGER NOT NULL CHECK (vat_minor >= 0),
  gross_minor INTEGER NOT NULL,
  vat_cents INTEGER NOT NULL,
  CHECK (net_minor + vat_minor = gross_minor),
  CHECK ((status = 'collected') = (scheme IS NOT NULL)),
  CHECK (status = 'collected' OR (reason IS NOT NULL AND vat_minor = 0))
);

-- Net, VAT and gross per order line (position of order_lines) and for shipping (position -1).
CREATE TABLE order_vat_lines (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  net_minor INTEGER NOT NULL,
  vat_minor INTEGER NOT NULL CHECK (vat_minor >= 0),
  gross_minor INTEGER NOT NULL,
  CHECK (net_minor + vat_minor = gross_minor),
  PRIMARY KEY (order_id, position)
);

-- The last number of each series ('{store}:invoice', '{store}:credit'). A number is taken in the
-- same batch as the document that carries it, so a failed document takes none: no gaps.
CREATE TABLE invoice_counters (
  series TEXT PRIMARY KEY,
  last INTEGER NOT NULL CHECK (last > 0)
);

-- Invoices and credit notes as issued: their content is frozen in `body` (seller, buyer, lines,
-- amounts), never rewritten; tax law keeps them with the order.
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  series TEXT NOT NULL,
  seq INTEGER NOT NULL CHECK (seq > 0),
  number TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit')),
  -- No foreign key: an invoice outlives anything done to its order.
  order_id INTEGER NOT NULL,
  -- 'invoice' for the order's invoice; the refund's own key for a credit note (once per refund).
  document_key TEXT NOT NULL,
  net_minor INTEGER NOT NULL,
  vat_minor INTEGER NOT NULL,
  gross_minor INTEGER NOT NULL,
  body TEXT NOT NULL CHECK (json_valid(body)),
  issued_at INTEGER NOT NULL,
  UNIQUE (series, seq),
  UNIQUE (order_id, document_key)
);
CREATE INDEX invoices_order ON invoices (order_id, id);
