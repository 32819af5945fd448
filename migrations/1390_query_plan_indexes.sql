-- Indexes the query-plan test (build-tools/query-plans.test.ts) asks for: erasing a customer's
-- data finds their reviews, questions and codes by email; the refund cap sums the wallet's
-- refunds of one order by its reference; the Omnibus price history is pruned by end date.
CREATE INDEX reviews_email ON reviews (email);
CREATE INDEX questions_email ON questions (email);
CREATE INDEX account_codes_email ON account_codes (email);
CREATE INDEX wallet_transactions_reference ON wallet_transactions (reference, kind);
CREATE INDEX price_history_ended ON price_history (ended_at) WHERE ended_at IS NOT NULL;
