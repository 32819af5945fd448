-- Double opt-in (docs/decisions/1303-newsletter-double-opt-in.md): an address from the footer is
-- on the list once its owner followed the link mailed to it; until then it is neither listed,
-- exported nor mailed. Addresses given before confirmation existed keep their place.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at INTEGER;
UPDATE newsletter_subscribers SET confirmed_at = CAST(round((julianday(created_at) - 2440587.5) * 86400000) AS INTEGER);
CREATE INDEX newsletter_confirmed ON newsletter_subscribers (email) WHERE confirmed_at IS NOT NULL;
