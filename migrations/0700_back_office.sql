-- The back office (/admin): staff, their sessions for the local sign-in, the audit log of
-- every staff action, internal order notes and the ticket queue's state. Times are epoch ms.

-- Who may use /admin. In production Cloudflare Access proves the email; locally a password
-- (PBKDF2, the customers' module) does. A row that is not active opens nothing.
CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'support', 'fulfilment')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  password_hash TEXT,
  password_salt TEXT,
  password_iterations INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Local sign-in sessions (the sealed staff cookie names one); revoking is deleting the row.
CREATE TABLE staff_sessions (
  id TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Every staff action: who, when, what, on which record, and the record before and after
-- (JSON). Written in the same batch as the action itself; never changed afterwards.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL,
  staff_email TEXT NOT NULL,
  action TEXT NOT NULL,
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  before_json TEXT CHECK (before_json IS NULL OR json_valid(before_json)),
  after_json TEXT CHECK (after_json IS NULL OR json_valid(after_json)),
  created_at INTEGER NOT NULL
);
CREATE INDEX audit_log_time ON audit_log (created_at, id);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;

-- Internal notes on an order: staff only, never shown to the shopper.
CREATE TABLE order_notes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  staff_email TEXT NOT NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at INTEGER NOT NULL
);
CREATE INDEX order_notes_order ON order_notes (order_id, id);

-- The ticket queue: open until staff close it; replies go out by email and are kept here.
ALTER TABLE support_tickets ADD COLUMN status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed'));
ALTER TABLE support_tickets ADD COLUMN closed_at INTEGER;
CREATE INDEX support_tickets_status ON support_tickets (status, id);

CREATE TABLE ticket_replies (
  id INTEGER PRIMARY KEY,
  ticket_id INTEGER NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  staff_email TEXT NOT NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  created_at INTEGER NOT NULL
);
CREATE INDEX ticket_replies_ticket ON ticket_replies (ticket_id, id);

-- Order search by email and by date.
CREATE INDEX orders_email ON orders (email, created_at);
CREATE INDEX orders_created ON orders (created_at);
