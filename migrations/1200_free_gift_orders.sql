-- The back office counts the orders that took each free-gift campaign's gift
-- (docs/decisions/0800-free-gift.md, "Staff side"). Only gift lines are indexed: the other
-- lines, nearly all of them, have no code.
CREATE INDEX order_lines_gift_code ON order_lines (gift_code, order_id) WHERE gift_code IS NOT NULL;
