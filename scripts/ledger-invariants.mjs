// The ledger's invariants (docs/decisions/1310-nothing-lost.md): each is one read-only SELECT
// that answers the rows breaking it, so no rows is a pass. `npm run check:ledger` runs them on
// the local or the production database; the worker's randomised test runs them after every
// sequence of operations.

/** Statuses of an order that is waiting for its money (it holds stock, it is not sold). */
const WAITING = "('unpaid', 'bankConfirming')";
/** An order counts as paid once it reached processing (paid_at is set then and stays). */
const PAID = "(o.paid_at IS NOT NULL)";
/** Payments whose money the provider took (a refunded one was taken first). */
const CAPTURED = "('succeeded', 'refunded')";

export const LEDGER_INVARIANTS = [
  {
    key: "stock",
    title:
      "stock conserved: per SKU, opening + restocks = on hand + held by unpaid orders + sold (returned pieces stay off the shelf), and on hand = the sum of its movements",
    sql: `WITH moved AS (
            SELECT sku_code, sum(CASE WHEN kind IN ('opening', 'restock') THEN delta ELSE 0 END) AS supplied, sum(delta) AS net
              FROM stock_movements GROUP BY sku_code),
          ordered AS (
            SELECT l.sku_code, sum(CASE WHEN o.status IN ${WAITING} THEN l.quantity ELSE 0 END) AS held,
                   sum(CASE WHEN o.status IN ${WAITING} THEN 0 ELSE l.quantity END) AS sold
              FROM order_lines l JOIN orders o ON o.id = l.order_id
             WHERE l.reserved = 1 AND o.stock_released = 0 GROUP BY l.sku_code)
          SELECT s.sku_code AS subject,
                 'supplied ' || coalesce(m.supplied, 0) || ', on hand ' || s.stock || ', held ' || coalesce(d.held, 0) || ', sold ' || coalesce(d.sold, 0)
                   || ', movements ' || coalesce(m.net, 0) AS detail
            FROM skus s LEFT JOIN moved m ON m.sku_code = s.sku_code LEFT JOIN ordered d ON d.sku_code = s.sku_code
           WHERE s.stock IS NOT NULL
             AND (coalesce(m.supplied, 0) <> s.stock + coalesce(d.held, 0) + coalesce(d.sold, 0) OR coalesce(m.net, 0) <> s.stock)`,
  },
  {
    key: "orderStock",
    title: "each order took its reserved pieces once and gave them back once when cancelled",
    sql: `WITH lines AS (
            SELECT order_id, sku_code, sum(quantity) AS reserved FROM order_lines WHERE reserved = 1 GROUP BY order_id, sku_code),
          moved AS (
            SELECT order_id, sku_code, sum(delta) AS net FROM stock_movements WHERE order_id IS NOT NULL GROUP BY order_id, sku_code)
          SELECT o.order_number AS subject, l.sku_code || ': reserved ' || l.reserved || ', moved ' || coalesce(m.net, 0)
                   || CASE WHEN o.stock_released = 1 THEN ' (released)' ELSE '' END AS detail
            FROM lines l JOIN orders o ON o.id = l.order_id JOIN skus s ON s.sku_code = l.sku_code
            LEFT JOIN moved m ON m.order_id = l.order_id AND m.sku_code = l.sku_code
           WHERE s.stock IS NOT NULL AND coalesce(m.net, 0) <> CASE WHEN o.stock_released = 1 THEN 0 ELSE -l.reserved END`,
  },
  {
    key: "wallet",
    title:
      "each wallet's balance is the sum of its movements and never below zero; every order's wallet part was debited once and a cancelled order's came back once",
    sql: `SELECT 'customer ' || customer_id AS subject, 'balance ' || sum(amount_cents) AS detail
            FROM wallet_transactions GROUP BY customer_id HAVING sum(amount_cents) < 0
          UNION ALL
          SELECT o.order_number, 'wallet part ' || o.wallet_cents || ', debited ' || coalesce(-(SELECT sum(amount_cents) FROM wallet_transactions w
                   WHERE w.idempotency_key = 'order:' || o.order_number), 0)
            FROM orders o
           WHERE o.wallet_cents > 0 AND coalesce(-(SELECT sum(amount_cents) FROM wallet_transactions w WHERE w.idempotency_key = 'order:' || o.order_number), 0) <> o.wallet_cents
          UNION ALL
          SELECT o.order_number, 'cancelled, wallet part ' || o.wallet_cents || ', given back ' || coalesce((SELECT sum(amount_cents) FROM wallet_transactions w
                   WHERE w.idempotency_key = 'order-return:' || o.order_number), 0)
            FROM orders o
           WHERE o.status = 'cancelled' AND o.wallet_cents > 0 AND o.customer_id IS NOT NULL
             AND coalesce((SELECT sum(amount_cents) FROM wallet_transactions w WHERE w.idempotency_key = 'order-return:' || o.order_number), 0) <> o.wallet_cents
          UNION ALL
          SELECT w.reference, 'given back ' || w.amount_cents || ' without a debit, or more than the order took'
            FROM wallet_transactions w LEFT JOIN orders o ON w.idempotency_key = 'order-return:' || o.order_number
           WHERE w.idempotency_key LIKE 'order-return:%' AND (o.id IS NULL OR w.amount_cents > o.wallet_cents)`,
  },
  {
    key: "coupons",
    title: "each coupon's uses equal its orders that are not cancelled",
    sql: `SELECT c.code AS subject, 'uses ' || c.uses || ', orders not cancelled ' || (SELECT count(*) FROM orders o WHERE c.code = o.coupon_code AND o.status <> 'cancelled') AS detail
            FROM coupons c
           WHERE c.uses <> (SELECT count(*) FROM orders o WHERE c.code = o.coupon_code AND o.status <> 'cancelled')`,
  },
  {
    key: "paid",
    title: "every paid order has captured payments equal to its total less the wallet's part, and no unpaid or cancelled order keeps captured money",
    sql: `WITH taken AS (
            SELECT order_id, sum(amount_minor) AS captured, sum(refunded_minor) AS refunded FROM payments WHERE status IN ${CAPTURED} GROUP BY order_id)
          SELECT o.order_number AS subject, o.status || ', due ' || max(0, o.total_minor - o.wallet_minor) || ', captured ' || coalesce(t.captured, 0) AS detail
            FROM orders o LEFT JOIN taken t ON t.order_id = o.id
           WHERE (${PAID} AND coalesce(t.captured, 0) <> max(0, o.total_minor - o.wallet_minor))
              OR (NOT ${PAID} AND coalesce(t.captured, 0) > coalesce(t.refunded, 0))`,
  },
  {
    key: "refunds",
    title: "every refund is within what was paid (per payment, and the returns of an order within its captured money)",
    sql: `SELECT p.id AS subject, 'refunded ' || p.refunded_minor || ' of ' || p.amount_minor || ' (' || p.status || ')' AS detail
            FROM payments p WHERE p.refunded_minor > p.amount_minor OR (p.refunded_minor > 0 AND p.status NOT IN ${CAPTURED})
          UNION ALL
          SELECT o.order_number, 'returns refund ' || sum(r.provider_minor) || ', captured ' || coalesce((SELECT sum(amount_minor) FROM payments p
                   WHERE p.order_id = o.id AND p.status IN ${CAPTURED}), 0)
            FROM order_returns r JOIN orders o ON o.id = r.order_id WHERE r.status <> 'failed'
           GROUP BY o.id HAVING sum(r.provider_minor) > coalesce((SELECT sum(amount_minor) FROM payments p WHERE p.order_id = o.id AND p.status IN ${CAPTURED}), 0)`,
  },
  {
    key: "paidCancelled",
    title: "no order is both paid and cancelled: a cancelled order's captured money was refunded in full",
    sql: `SELECT o.order_number AS subject, 'cancelled, payment ' || p.id || ' captured ' || p.amount_minor || ', refunded ' || p.refunded_minor AS detail
            FROM orders o JOIN payments p ON p.order_id = o.id
           WHERE o.status = 'cancelled' AND p.status IN ${CAPTURED} AND p.refunded_minor < p.amount_minor`,
  },
  {
    key: "gifts",
    title: "gift units conserved: an order has at most one gift line, of one free piece, and a gift SKU's pieces are counted like any stock",
    sql: `SELECT o.order_number AS subject, count(*) || ' gift lines, ' || sum(l.quantity) || ' pieces, ' || sum(l.line_minor) || ' charged' AS detail
            FROM order_lines l JOIN orders o ON o.id = l.order_id
           WHERE l.gift_code IS NOT NULL
           GROUP BY o.id HAVING count(*) > 1 OR sum(l.quantity) <> 1 OR sum(l.line_minor) <> 0`,
  },
];

/** Runs every invariant through `query` (SQL in, rows out); answers each with its problems. */
export async function checkLedger(query) {
  const results = [];
  for (const invariant of LEDGER_INVARIANTS) {
    const problems = await query(invariant.sql);
    results.push({ key: invariant.key, title: invariant.title, problems });
  }
  return results;
}

/** The lines `npm run check:ledger` prints: PASS or FAIL per invariant, and the first problems. */
export function ledgerReport(results, shown = 10) {
  const lines = [];
  for (const { title, problems } of results) {
    lines.push(`${problems.length ? "FAIL" : "PASS"}  ${title}`);
    for (const p of problems.slice(0, shown)) lines.push(`        ${p.subject}: ${p.detail}`);
    if (problems.length > shown) lines.push(`        … and ${problems.length - shown} more`);
  }
  return lines;
}
