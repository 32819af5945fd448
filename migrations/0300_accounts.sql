-- Customer accounts: customers, their sessions, one-time email codes, addresses, wishlist,
-- coupons and wallet. Times that logic compares (expiry, revocation) are epoch milliseconds
-- so services can be tested with a fake clock.

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  -- PBKDF2-SHA256 (WebCrypto); the iteration count is stored so it can be raised later and
  -- old hashes upgraded at their next sign-in.
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL CHECK (password_iterations > 0),
  store TEXT NOT NULL,
  language TEXT NOT NULL,
  newsletter INTEGER NOT NULL DEFAULT 0,
  privacy_accepted_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- One row per signed-in browser. The sealed he-token carries the id (claim `sid`); the
-- request context treats a token whose row is expired or gone as anonymous, so revoking a
-- session (sign-out, password change) is deleting its row.
CREATE TABLE customer_sessions (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  remember INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX customer_sessions_customer ON customer_sessions (customer_id);

-- Six-digit codes sent by email: password reset and sign-up confirmation. Only a keyed hash
-- of the code is stored; a new code replaces the previous one for the same purpose and email.
CREATE TABLE account_codes (
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'register')),
  email TEXT NOT NULL COLLATE NOCASE,
  code_hash TEXT NOT NULL,
  -- Sign-up: the pending account (password hash, names, store, language) as JSON.
  payload TEXT NOT NULL DEFAULT '{}',
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (purpose, email)
);

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address1 TEXT NOT NULL,
  address2 TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL CHECK (length(country) = 2),
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  postcode TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL,
  certificate_type TEXT NOT NULL DEFAULT '',
  certificate_number TEXT NOT NULL DEFAULT '',
  cpf TEXT NOT NULL DEFAULT '',
  id_number TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);
-- At most one default address per customer.
CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses (customer_id) WHERE is_default = 1;

-- Wishlist by owner: 'u:{uuid}' for a visitor, 'c:{customerId}' for a customer. Signing in
-- moves the visitor's rows to the customer.
CREATE TABLE wishlist_items (
  owner TEXT NOT NULL,
  spu_code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner, spu_code)
);

-- Coupons held by a customer (sign-up welcome, campaigns, customer service). Codes are
-- case-insensitive (spec §5). `value` is a percentage or an amount in USD cents.
CREATE TABLE customer_coupons (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  source TEXT NOT NULL CHECK (source IN ('welcome', 'campaign', 'service')),
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
  value INTEGER NOT NULL CHECK (value > 0),
  min_subtotal_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_subtotal_cents >= 0),
  starts_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  order_number TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (customer_id, code),
  CHECK (kind = 'amount' OR value <= 100)
);

-- Store credit in USD cents: credits are positive (refunds, campaigns), spending negative.
-- The balance is the sum; the idempotency key makes a retried credit or debit count once.
CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
  kind TEXT NOT NULL CHECK (kind IN ('refund', 'campaign', 'order', 'adjustment')),
  reference TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_transactions_customer ON wallet_transactions (customer_id, created_at);
