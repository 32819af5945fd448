-- Cart, coupons, orders, payments and tracking. Money is integer USD cents (`*_cents`); an
-- order also keeps the currency, the rate it used and its totals in that currency's minor
-- units (`*_minor`), which is what the shopper saw and what the provider charges. Times are
-- epoch milliseconds so services can be tested with a fixed clock.

-- One cart per owner and store: 'u:{uuid}' for a visitor, 'c:{customerId}' for a customer
-- (the wishlist uses the same owners). Signing in merges the visitor's cart into the customer's.
CREATE TABLE carts (
  owner TEXT NOT NULL,
  store TEXT NOT NULL,
  coupon_code TEXT COLLATE NOCASE,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (owner, store)
);

CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  owner TEXT NOT NULL,
  store TEXT NOT NULL,
  sku_code TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  -- Personalization of spec §5: signature (engraving) up to 12 characters, message up to 150.
  signature TEXT NOT NULL DEFAULT '' CHECK (length(signature) <= 12),
  message TEXT NOT NULL DEFAULT '' CHECK (length(message) <= 150),
  jewel_safe INTEGER NOT NULL DEFAULT 0 CHECK (jewel_safe IN (0, 1)),
  created_at INTEGER NOT NULL,
  -- The same item with the same personalization is one line with a larger quantity.
  UNIQUE (owner, store, sku_code, signature, message, jewel_safe)
);
CREATE INDEX cart_lines_owner ON cart_lines (owner, store, id);

-- Store coupons (spec §5): case-insensitive codes, `value` a percentage or USD cents.
CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  -- NULL: valid in every store.
  store TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
  value INTEGER NOT NULL CHECK (value > 0),
  min_subtotal_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
  starts_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- Listed on /coupon; a private code works when typed but is not shown.
  public INTEGER NOT NULL DEFAULT 1 CHECK (public IN (0, 1)),
  max_uses INTEGER CHECK (max_uses IS NULL OR max_uses > 0),
  uses INTEGER NOT NULL DEFAULT 0,
  -- Orders count a use in the same transaction that creates them, so this check is the limit.
  CHECK (max_uses IS NULL OR uses <= max_uses),
  CHECK (kind = 'amount' OR value <= 100)
);
CREATE INDEX coupons_store ON coupons (store, expires_at);

-- Custom-jewelry payments (deposit and the 30/40/30 stages): customer service creates one,
-- the link /checkout?orderType=custommade&customMadeParam={param} pays it.
CREATE TABLE custom_payment_requests (
  param TEXT PRIMARY KEY,
  store TEXT NOT NULL,
  title TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  email TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  order_id INTEGER,
  created_at INTEGER NOT NULL
);

-- States and provinces for the countries whose addresses need one (countries.has_states).
-- A country with has_states but no rows here takes the state as free text.
CREATE TABLE country_states (
  country TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (country, code)
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  -- The client's key: the same key again answers with this order instead of a second one.
  idempotency_key TEXT NOT NULL UNIQUE,
  store TEXT NOT NULL,
  language TEXT NOT NULL,
  owner TEXT NOT NULL,
  customer_id INTEGER,
  email TEXT NOT NULL COLLATE NOCASE,
  phone TEXT NOT NULL,
  status TEXT NOT NULL,
  order_type TEXT NOT NULL CHECK (order_type IN ('normal', 'PriceDifferenceProduct', 'custommade')),
  custom_made_param TEXT,
  shipping_method TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  coupon_code TEXT,
  currency TEXT NOT NULL,
  rate REAL NOT NULL CHECK (rate > 0),
  subtotal_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  jewel_safe_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  subtotal_minor INTEGER NOT NULL,
  discount_minor INTEGER NOT NULL,
  jewel_safe_minor INTEGER NOT NULL,
  shipping_minor INTEGER NOT NULL,
  total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
  ship_country TEXT NOT NULL,
  shipping_address TEXT NOT NULL CHECK (json_valid(shipping_address)),
  billing_address TEXT NOT NULL CHECK (json_valid(billing_address)),
  carrier TEXT,
  tracking_number TEXT,
  logistics_order_id TEXT,
  -- Set once the reserved stock went back to the shelf (cancelled or expired unpaid).
  stock_released INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX orders_owner ON orders (owner, created_at);
CREATE INDEX orders_customer ON orders (customer_id, created_at);
CREATE INDEX orders_status ON orders (status, created_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('product', 'priceDifference', 'customMade')),
  sku_code TEXT,
  spu_code TEXT,
  product_code TEXT,
  slug TEXT,
  title TEXT NOT NULL,
  image_key TEXT,
  color TEXT,
  size TEXT,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- Whether the SKU had a stock limit, i.e. whether this line reserved stock.
  reserved INTEGER NOT NULL DEFAULT 0,
  unit_cents INTEGER NOT NULL,
  base_cents INTEGER NOT NULL,
  jewel_safe_cents INTEGER NOT NULL DEFAULT 0,
  unit_minor INTEGER NOT NULL,
  line_minor INTEGER NOT NULL,
  signature TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  UNIQUE (order_id, position)
);

-- Every status change with its reason: the order's history and the audit of the transitions.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status TEXT,
  to_status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- One row per payment attempt; an unpaid order can have several (Continue, another method).
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  method TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
  failure_reason TEXT,
  provider_reference TEXT,
  -- Where the shopper pays; a retried order/create sends them there again.
  redirect_url TEXT,
  refunded_minor INTEGER NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX payments_order ON payments (order_id, created_at);

-- Webhook deliveries already handled, so a provider's retry changes nothing twice.
CREATE TABLE payment_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  payment_id TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- The sandbox provider's own ledger: what the shopper chose on its payment page. The return
-- and the webhook are settled from here, never from the query string.
CREATE TABLE sandbox_transactions (
  payment_id TEXT PRIMARY KEY,
  outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure', 'insufficientFunds')),
  decided_at INTEGER NOT NULL
);

-- Carrier scans of a shipped order, newest shown first.
CREATE TABLE shipment_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  occurred_at INTEGER NOT NULL,
  description TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT ''
);
CREATE INDEX shipment_events_order ON shipment_events (order_id, occurred_at);
