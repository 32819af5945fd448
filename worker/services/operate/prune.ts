/**
 * The retention cron: rows that grow with traffic are kept only as long as they are of use,
 * then deleted, oldest first, a bounded number per table and run so one run stays short
 * (docs/decisions/1100-deploy-and-operate.md lists the retention and why).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per table and run; the cron runs every 15 minutes. */
const PRUNE_BATCH = 2000;

const isoBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

interface RetentionRule {
  table: string;
  /** Why the rows may go, for the decision record and the log. */
  keep: string;
  /** Condition on the rows that may go, and the column the oldest come first by. */
  where: string;
  order: string;
  cutoff: (now: number) => string | number;
}

const RETENTION: readonly RetentionRule[] = [
  { table: "page_views", keep: "90 days", where: "created_at < ?1", order: "created_at", cutoff: (now) => isoBefore(now, 90) },
  { table: "product_views", keep: "90 days", where: "created_at < ?1", order: "created_at", cutoff: (now) => isoBefore(now, 90) },
  // Merchant insight's local stand-in: Analytics Engine's own retention (docs/decisions/1360-merchant-insight.md).
  {
    table: "insight_events",
    keep: "92 days",
    where: "timestamp < ?1",
    order: "timestamp",
    cutoff: (now) => isoBefore(now, 92).slice(0, 19).replace("T", " "),
  },
  { table: "insight_orders", keep: "92 days", where: "created_at < ?1", order: "created_at", cutoff: (now) => now - 92 * DAY_MS },
  { table: "node_errors", keep: "30 days", where: "created_at < ?1", order: "created_at", cutoff: (now) => isoBefore(now, 30) },
  // Windows are at most an hour long: after two days every counter is over.
  { table: "rate_limits", keep: "2 days", where: "window_start < ?1", order: "window_start", cutoff: (now) => Math.floor((now - 2 * DAY_MS) / 1000) },
  { table: "customer_sessions", keep: "until expired", where: "expires_at < ?1", order: "expires_at", cutoff: (now) => now },
  { table: "staff_sessions", keep: "until expired", where: "expires_at < ?1", order: "expires_at", cutoff: (now) => now },
  { table: "account_codes", keep: "until expired", where: "expires_at < ?1", order: "expires_at", cutoff: (now) => now },
  // Only today's count locks a reset; yesterday's is kept for the day boundary.
  { table: "reset_failures", keep: "2 days", where: "day < ?1", order: "day", cutoff: (now) => isoBefore(now, 2).slice(0, 10) },
  // A visitor's (not a customer's) bag untouched for 90 days: its lines first, then the bag.
  {
    table: "cart_lines",
    keep: "visitors' bags: 90 days idle",
    where: "(owner, store) IN (SELECT owner, store FROM carts WHERE owner LIKE 'u:%' AND updated_at < ?1)",
    order: "id",
    cutoff: (now) => now - 90 * DAY_MS,
  },
  {
    table: "carts",
    keep: "visitors' bags: 90 days idle",
    where: "owner LIKE 'u:%' AND updated_at < ?1 AND NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.owner = carts.owner AND l.store = carts.store)",
    order: "updated_at",
    cutoff: (now) => now - 90 * DAY_MS,
  },
];

/**
 * Batches a run may take, one after the other, for the tables whose last batch was full: a
 * backlog (a first deploy on old data, traffic above 2,000 rows a table per 15 minutes) is
 * caught up at up to 20,000 rows a table per run, each run still bounded.
 */
const PRUNE_ROUNDS = 10;

/** Deletes what the retention allows, a D1 batch per round; returns the rows deleted per table. */
export async function pruneTables(db: D1Database, now = Date.now(), batch = PRUNE_BATCH, rounds = PRUNE_ROUNDS): Promise<Record<string, number>> {
  const deleted: Record<string, number> = Object.fromEntries(RETENTION.map((rule) => [rule.table, 0]));
  let pending = RETENTION;
  for (let round = 0; round < rounds && pending.length; round++) {
    const results = await db.batch(
      pending.map((rule) =>
        db
          .prepare(`DELETE FROM ${rule.table} WHERE rowid IN (SELECT rowid FROM ${rule.table} WHERE ${rule.where} ORDER BY ${rule.order} LIMIT ?2)`)
          .bind(rule.cutoff(now), batch),
      ),
    );
    const counts = results.map((result) => result.meta.changes ?? 0);
    pending.forEach((rule, i) => (deleted[rule.table] += counts[i]));
    pending = pending.filter((_, i) => counts[i] >= batch);
  }
  return deleted;
}
