-- A free gift travels with the order as a zero-priced product line that names its campaign
-- (docs/decisions/0800-free-gift.md). NULL: a line the shopper chose and paid for.
ALTER TABLE order_lines ADD COLUMN gift_code TEXT;
