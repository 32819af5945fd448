-- The visitor's random bucket (he-luckyCustomer, shared/random-bucket.ts) beside each page
-- view, so page views can be compared bucket by bucket; NULL for the band with no bucket and
-- for views recorded before.
ALTER TABLE page_views ADD COLUMN bucket INTEGER;
