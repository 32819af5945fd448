import { formatMoney, type CurrencyCode } from "~/shared/money";
import { STORE_KEYS, STORES } from "~/shared/stores";
import { pendingCountStatement } from "../reviews/moderation";
import { ADMIN_COUNT_CAP } from "~/shared/admin-types";

/**
 * The day at a glance: orders paid today and their revenue per store, in the currency the
 * shoppers paid in (a store can take several), and the queues that need someone, each counted
 * up to the back office's cap (a figure past it shows as "more than 1,000"). Today's sales read
 * today's paid orders alone, through the index on paid_at (migration 1331; the unary + keeps
 * SQLite from walking every shipped order through the status index instead).
 */
export async function dashboard(db: D1Database, now = Date.now()) {
  const dayStart = now - (now % 86_400_000);
  const [sales, toShip, tickets, reviews] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT store, currency, count(*) AS orders, sum(total_minor) AS revenue FROM orders
          WHERE paid_at >= ? AND +status IN ('processing', 'shipped', 'inReview') GROUP BY store, currency ORDER BY store, currency`,
      )
      .bind(dayStart),
    db.prepare("SELECT count(*) AS n FROM (SELECT 1 FROM orders WHERE status = 'processing' LIMIT ?)").bind(ADMIN_COUNT_CAP + 1),
    db.prepare("SELECT count(*) AS n FROM (SELECT 1 FROM support_tickets WHERE status = 'open' LIMIT ?)").bind(ADMIN_COUNT_CAP + 1),
    pendingCountStatement(db),
  ]);
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
    waitingToShip: Number(toShip.results[0]?.n ?? 0),
    openTickets: Number(tickets.results[0]?.n ?? 0),
    pendingReviews: Number(reviews.results[0]?.n ?? 0),
  };
}
