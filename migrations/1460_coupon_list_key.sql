-- The back office's coupon list runs by expiry, newest first, then by code (docs/decisions/1330-past-one-database.md,
-- staff lists by key): this index walks that order, so a page read from a cursor seeks to it instead of sorting every coupon.
CREATE INDEX coupons_expiry ON coupons (expires_at DESC, code);
