-- Tracking an order by its carrier's tracking number (docs/decisions/0801-tracking-number.md).
CREATE INDEX orders_tracking_number ON orders (tracking_number) WHERE tracking_number IS NOT NULL;
