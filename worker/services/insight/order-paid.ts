import { STORES, type StoreKey } from "~/shared/stores";
import { convertFromUsdCents, type CurrencyCode } from "~/shared/money";
import type { Row } from "../../db/schema.generated";
import type { Env } from "../../env";
import { getRates } from "../rates";
import type { InsightPoint } from "./points";
import { recordInsight } from "./recorder";

/**
 * Ties an order to the visit it was placed in, when the consenting shopper starts paying it:
 * only the shopper's own unpaid order, and only once (the first payment start wins).
 */
export function tagOrderStatement(
  db: D1Database,
  tag: { orderNumber: string; owner: string; visit: string; campaign: string; landing: string; device: string; lcp: string },
  now = Date.now(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO insight_orders (order_number, store, visit, campaign, landing, device, lcp, created_at)
       SELECT order_number, store, ?, ?, ?, ?, ?, ? FROM orders WHERE order_number = ? AND owner = ? AND status IN ('unpaid', 'bankConfirming')`,
    )
    .bind(tag.visit, tag.campaign, tag.landing, tag.device, tag.lcp, now, tag.orderNumber, tag.owner);
}

/** The visit a paid order is tied to, as `orderTagStatement` reads it. */
export type OrderTag = Pick<Row<"insight_orders">, "store" | "visit" | "campaign" | "landing" | "device" | "lcp">;

/** The order's tie to its visit: read in the settling batch, so recording the sale costs no round trip of its own. */
export const orderTagStatement = (db: D1Database, orderNumber: string) =>
  db.prepare("SELECT store, visit, campaign, landing, device, lcp FROM insight_orders WHERE order_number = ?").bind(orderNumber);

/** The order's value in its store's own currency: what it was paid in, or its USD total converted. */
async function storeAmount(db: D1Database, order: { store: string; currency: string; total_cents: number; total_minor: number }): Promise<number> {
  const currency = (STORES[order.store as StoreKey]?.currency ?? "USD") as CurrencyCode;
  if (currency === order.currency) return order.total_minor / 100;
  return convertFromUsdCents(order.total_cents, currency, await getRates(db));
}

/**
 * Records a paid order against its visit (`tag`, read by `orderTagStatement` with the
 * settlement). Called once per order, where the provider's confirmation moved it to paid
 * (`settlePayment`'s justPaid). Without a tag (no consent, or paid without starting in a
 * browser that consented) nothing is recorded: the order itself is the shop's record. Never
 * throws: statistics must not fail a settlement.
 */
export async function recordOrderPaid(
  env: Env,
  order: { order_number: string; store: string; currency: string; total_cents: number; total_minor: number },
  tag: OrderTag | null,
): Promise<void> {
  if (!tag) return;
  try {
    const point: InsightPoint = {
      store: tag.store,
      kind: "paid",
      page: "payback",
      device: tag.device as InsightPoint["device"],
      visit: tag.visit,
      campaign: tag.campaign,
      landing: tag.landing,
      detail: order.currency,
      lcp: tag.lcp,
      value: order.total_cents / 100,
      value2: await storeAmount(env.DB, order),
    };
    // Once per order and off the shopper's page loads: the local stand-in's write is awaited
    // here, so the cron's settlement (which has no waitUntil) records it too.
    let pending: Promise<unknown> | undefined;
    recordInsight(env, [point], (work) => (pending = work));
    await pending;
  } catch (error) {
    console.warn("insight: paid order not recorded", order.order_number, String(error));
  }
}
