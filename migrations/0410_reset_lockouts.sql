-- Wrong password-reset codes per email and UTC day, across every code issued that day: at
-- RESET_LOCKOUT.maxFailuresPerDay the email's reset is locked until the next day and the
-- account's owner is told once (notified_at). The email is kept as a hash, as in rate_limits.
CREATE TABLE reset_failures (
  email_key TEXT NOT NULL,
  day TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  notified_at INTEGER,
  PRIMARY KEY (email_key, day)
);
