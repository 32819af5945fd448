import { formatMoney, type CurrencyCode } from "~/shared/money";
import { STORE_KEYS, STORES } from "~/shared/stores";

/**
 * The day at a glance: orders paid today and their revenue per store, in the currency the
 * shoppers paid in (a store can take several), and the queues that need someone, each a row of
 * the kept counts (migrations/1470_status_counts.sql), exact at any size. Today's sales read
 * today's paid orders alone, through the index on paid_at (migration 1331; the unary + keeps
 * SQLite from walking every shipped order through the status index instead).
 */
export async function dashboard(db: D1Database, now = Date.now()) {
  const dayStart = now - (now % 86_400_000);
  const [sales, queues] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT store, currency, count(*) AS orders, sum(total_minor) AS revenue FROM orders
          WHERE paid_at >= ? AND +status IN ('processing', 'shipped', 'inReview') GROUP BY store, currency ORDER BY store, currency`,
      )
      .bind(dayStart),
    db.prepare(
      `SELECT subject, status, n FROM status_counts
        WHERE (subject, status) IN (VALUES ('orders', 'processing'), ('support_tickets', 'open'), ('reviews', 'pending'))`,
    ),
  ]);
  const queue = (subject: string) => Number(queues.results.find((row) => row.subject === subject)?.n ?? 0);
  const perStore = sales.results.map((r) => ({
    store: String(r.store),
    storeName: Object.hasOwn(STORES, String(r.store)) ? STORES[String(r.store) as (typeof STORE_KEYS)[number]].seriesName : String(r.store),
    currency: String(r.currency),
    orders: Number(r.orders),
    revenue: formatMoney(Number(r.revenue) / 100, r.currency as CurrencyCode),
  }));
  return {
    dayStart,
    perStore,
    waitingToShip: queue("orders"),
    openTickets: queue("support_tickets"),
    pendingReviews: queue("reviews"),
  };
}
