-- Consent records (GDPR Art. 7(1); docs/decisions/1327-data-rights.md): each choice made in the
-- cookie banner or the cookie settings, under a random consent id the browser's cc_cookie
-- carries (no account, address or visitor id), so the shop can show what consent it holds.
CREATE TABLE consent_records (
  id INTEGER PRIMARY KEY,
  consent_id TEXT NOT NULL,
  store TEXT NOT NULL,
  -- The accepted categories, a JSON array ("necessary" always among them).
  categories TEXT NOT NULL CHECK (json_valid(categories)),
  -- The banner's version (ConsentRecord.revision in shared/consent.ts).
  revision INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('banner', 'settings')),
  -- A choice that takes back a category granted before is recorded as a withdrawal.
  kind TEXT NOT NULL CHECK (kind IN ('grant', 'withdrawal')),
  created_at INTEGER NOT NULL
);
CREATE INDEX consent_records_consent ON consent_records (consent_id, created_at);
