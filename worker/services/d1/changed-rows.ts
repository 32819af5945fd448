/**
 * Whether a write changed its row. D1's `meta.changes` counts the rows the statement's triggers
 * wrote as well (the kept counts of migrations/1420_customer_order_counts.sql and
 * 1470_status_counts.sql), so a single-row UPDATE that fired them reports 2 or 3, never "1"; a
 * statement that matched nothing fires no trigger and reports 0. In SQL, `changes()` counts the
 * statement's own rows only.
 */
export const changedRows = (result: D1Result) => (result.meta.changes ?? 0) > 0;
