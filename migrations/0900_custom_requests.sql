-- Custom-made jewelry requests (docs/decisions/0900-custom-jewelry.md): one row per request
-- with ONE status column; every change of it is a guarded UPDATE (WHERE status = the state it
-- leaves) in the same D1 batch as its event row, media and payment requests.
CREATE TABLE custom_requests (
  id INTEGER PRIMARY KEY,
  request_number TEXT NOT NULL UNIQUE,
  store TEXT NOT NULL,
  language TEXT NOT NULL,
  -- Who sent it: `u:{uuid}` for a guest, `c:{id}` for a customer (like orders.owner).
  owner TEXT NOT NULL,
  customer_id INTEGER,
  name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  country TEXT NOT NULL,
  piece_type TEXT NOT NULL,
  material TEXT NOT NULL DEFAULT '',
  stone TEXT NOT NULL DEFAULT '',
  details TEXT NOT NULL,
  -- The product the shopper came from ("customize" on a product page), if any.
  product_code TEXT,
  status TEXT NOT NULL CHECK (status IN (
    'requested', 'quoted', 'deposit_paid', 'draft_sent', 'revision_asked', 'approved',
    'mold_due', 'mold_paid', 'mold_photos', 'production_due', 'production_paid',
    'finished_photos', 'final_due', 'final_paid', 'shipped', 'delivered', 'cancelled')),
  -- Every amount is in the request's own currency (minor units), set by the merchant's quote.
  currency TEXT NOT NULL,
  total_minor INTEGER CHECK (total_minor IS NULL OR total_minor > 0),
  deposit_minor INTEGER CHECK (deposit_minor IS NULL OR deposit_minor > 0),
  revision_rounds INTEGER NOT NULL DEFAULT 0,
  carrier TEXT,
  tracking_number TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- The back office's list (per store, newest first) and the merchant digest ("new since").
CREATE INDEX custom_requests_store_created ON custom_requests (store, created_at);
CREATE INDEX custom_requests_status ON custom_requests (status, updated_at);
CREATE INDEX custom_requests_customer ON custom_requests (customer_id, created_at);
CREATE INDEX custom_requests_owner ON custom_requests (owner, created_at);

-- The timeline: every status change, who made it, and what was said (a revision's message).
CREATE TABLE custom_request_events (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES custom_requests (id),
  from_status TEXT,
  to_status TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('shopper', 'staff', 'payment')),
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX custom_request_events_request ON custom_request_events (request_id, id);

-- The shopper's reference pictures and the merchant's drafts and photos (uploads table keys).
CREATE TABLE custom_request_media (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES custom_requests (id),
  r2_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('reference', 'draft', 'mold', 'finished')),
  width INTEGER,
  height INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX custom_request_media_request ON custom_request_media (request_id, kind, id);

-- A payment request is either one stage of a custom request, or a price difference of an
-- existing order (for_order_id, with the merchant's reason). Its amount is fixed in its own
-- currency; a void one (a cancelled request's open stage) can no longer be paid.
ALTER TABLE custom_payment_requests ADD COLUMN custom_request_id INTEGER REFERENCES custom_requests (id);
ALTER TABLE custom_payment_requests ADD COLUMN stage TEXT CHECK (stage IS NULL OR stage IN ('deposit', 'mold', 'production', 'final', 'difference'));
ALTER TABLE custom_payment_requests ADD COLUMN currency TEXT;
ALTER TABLE custom_payment_requests ADD COLUMN amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor > 0);
ALTER TABLE custom_payment_requests ADD COLUMN for_order_id INTEGER REFERENCES orders (id);
ALTER TABLE custom_payment_requests ADD COLUMN reason TEXT;
ALTER TABLE custom_payment_requests ADD COLUMN voided_at INTEGER;
-- One payment request per stage of a request: a stage is never asked (or paid) twice.
CREATE UNIQUE INDEX custom_payment_requests_stage ON custom_payment_requests (custom_request_id, stage) WHERE custom_request_id IS NOT NULL;
CREATE INDEX custom_payment_requests_for_order ON custom_payment_requests (for_order_id) WHERE for_order_id IS NOT NULL;
