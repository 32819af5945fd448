import { formatMoney, type CurrencyCode } from "~/shared/money";
import { STORE_KEYS, STORES } from "~/shared/stores";
import { pendingCountStatement } from "../reviews/moderation";

/**
 * The day at a glance: orders paid today and their revenue per store, in the currency the
 * shoppers paid in (a store can take several), and the queues that need someone.
 */
export async function dashboard(db: D1Database, now = Date.now()) {
  const dayStart = now - (now % 86_400_000);
  const [sales, toShip, tickets, reviews] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT store, currency, count(*) AS orders, sum(total_minor) AS revenue FROM orders
          WHERE paid_at >= ? AND status IN ('processing', 'shipped', 'inReview') GROUP BY store, currency ORDER BY store, currency`,
      )
      .bind(dayStart),
    db.prepare("SELECT count(*) AS n FROM orders WHERE status = 'processing'"),
    db.prepare("SELECT count(*) AS n FROM support_tickets WHERE status = 'open'"),
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
