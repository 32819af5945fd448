import type { CurrencyCode, Rates } from "~/shared/money";
import { STORES, type StoreKey } from "~/shared/stores";
import { getRates } from "../rates";
import { priceOf } from "./pricing";

/**
 * Omnibus prices (Art. 6a of Directive 98/6/EC as inserted by Directive (EU) 2019/2161;
 * docs/decisions/1326-omnibus-prices.md): the price history, and the reference a reduction is
 * shown against — the lowest price of the 30 days before it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const REFERENCE_DAYS = 30;
/** How long a price no reference uses any more is kept: at least 30 days past its use. */
const KEEP_AFTER_USE_DAYS = 30;

/** The stores whose shoppers the rule protects: the shop shows reductions there only against the reference. */
const OMNIBUS_STORES: readonly StoreKey[] = ["de", "fr"];
export const isOmnibusStore = (store: StoreKey) => OMNIBUS_STORES.includes(store);
/**
 * Every store's prices are recorded, each in its own currency, so the history exists before a
 * store needs it as a reference (docs/decisions/1323-eu-uk-compliance-audit.md); a currency a
 * shopper picks instead is a conversion at the day's rate, shown with no reduction.
 */
const RECORDED_STORES = Object.keys(STORES) as StoreKey[];

/** A product card's item: the price the card shows (no SKU extra). */
export const cardItem = (spuCode: string) => `spu:${spuCode}`;

/** A price as a whole number of the currency's minor units, as the shop shows it. */
const minorOf = (usdCents: number, currency: CurrencyCode, rates: Rates) => Math.round(priceOf(usdCents, currency, rates).amount * 100);

/** Every price a store shows now in its own currency, by item: SKUs and product cards. */
async function currentPrices(db: D1Database, store: StoreKey, currency: CurrencyCode, rates: Rates): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      // From the store's own products (store_products' key), not a read of the whole catalogue.
      `SELECT s.sku_code AS item, p.sale_price_cents + s.extra_cents AS cents
         FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1 JOIN skus s ON s.product_id = p.id
        WHERE sp.store = ?1
       UNION ALL
       SELECT 'spu:' || p.spu_code, p.sale_price_cents
         FROM store_products sp JOIN products p ON p.id = sp.product_id AND p.active = 1
        WHERE sp.store = ?1`,
    )
    .bind(store)
    .all<{ item: string; cents: number }>();
  return new Map(results.map((r) => [r.item, minorOf(r.cents, currency, rates)]));
}

const BATCH = 400;

/**
 * Records what changed since the last call: a price that differs from the open row closes it
 * and opens a new one; an item no longer sold closes its row. Called after every catalogue
 * change (admin edits, imports, rates) and by the cron; the seed's prices are its first call.
 */
export async function recordPriceChanges(env: { DB: D1Database }, now = Date.now(), rates?: Rates): Promise<number> {
  const db = env.DB;
  const usedRates = rates ?? (await getRates(db));
  let changed = 0;
  for (const store of RECORDED_STORES) {
    const currency = STORES[store].currency;
    const [prices, open] = await Promise.all([
      currentPrices(db, store, currency, usedRates),
      db
        .prepare("SELECT item, price_minor FROM price_history WHERE store = ? AND currency = ? AND ended_at IS NULL")
        .bind(store, currency)
        .all<{ item: string; price_minor: number }>(),
    ]);
    const was = new Map(open.results.map((r) => [r.item, r.price_minor]));
    const statements: D1PreparedStatement[] = [];
    const close = (item: string) =>
      db
        .prepare("UPDATE price_history SET ended_at = ? WHERE item = ? AND store = ? AND currency = ? AND ended_at IS NULL")
        .bind(now, item, store, currency);
    for (const [item, price] of prices) {
      const before = was.get(item);
      if (before === price) continue;
      if (before !== undefined) statements.push(close(item));
      statements.push(
        db
          .prepare("INSERT INTO price_history (item, store, currency, price_minor, started_at) VALUES (?, ?, ?, ?, ?)")
          .bind(item, store, currency, price, now),
      );
      changed++;
    }
    for (const item of was.keys()) if (!prices.has(item)) statements.push(close(item));
    for (let i = 0; i < statements.length; i += BATCH) await db.batch(statements.slice(i, i + BATCH));
  }
  return changed;
}

/**
 * Drops prices no one can see or use any more, 30 days after their last use: a closed price
 * was shown until it ended, and is a reference for every later price of its item that started
 * within 30 days of its end, for as long as that price is shown.
 */
export async function prunePriceHistory(db: D1Database, now = Date.now()): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM price_history AS h
        WHERE h.ended_at IS NOT NULL AND h.ended_at < ?1
          AND NOT EXISTS (SELECT 1 FROM price_history o
                           WHERE o.item = h.item AND o.store = h.store AND o.currency = h.currency
                             AND o.started_at > h.started_at AND o.started_at < h.ended_at + ?2
                             AND (o.ended_at IS NULL OR o.ended_at >= ?1))`,
    )
    .bind(now - KEEP_AFTER_USE_DAYS * DAY_MS, REFERENCE_DAYS * DAY_MS)
    .run();
  return result.meta.changes ?? 0;
}

export interface Reference {
  /** The price now, in minor units, and since when. */
  priceMinor: number;
  since: number;
  /** The lowest price of the 30 days before `since`; null when there is none (a new item). */
  lowestMinor: number | null;
}

/**
 * The SQL of a genuine reduction for a card (`p` the product): the card's price now is below
 * every price of the 30 days before it started, and there was one. Binds: store, currency.
 */
export const GENUINE_REDUCTION_SQL = `EXISTS (
  SELECT 1 FROM price_history cur
   WHERE cur.item = 'spu:' || p.spu_code AND cur.store = ? AND cur.currency = ? AND cur.ended_at IS NULL
     AND EXISTS (SELECT 1 FROM price_history prev WHERE prev.item = cur.item AND prev.store = cur.store AND prev.currency = cur.currency
                  AND prev.started_at < cur.started_at AND prev.ended_at > cur.started_at - ${REFERENCE_DAYS * DAY_MS})
     AND NOT EXISTS (SELECT 1 FROM price_history prev WHERE prev.item = cur.item AND prev.store = cur.store AND prev.currency = cur.currency
                  AND prev.started_at < cur.started_at AND prev.ended_at > cur.started_at - ${REFERENCE_DAYS * DAY_MS}
                  AND prev.price_minor <= cur.price_minor))`;

/** The references of some items in a store and currency, one statement for a page of them. */
export async function referencesOf(db: D1Database, store: StoreKey, currency: CurrencyCode, items: string[]): Promise<Map<string, Reference>> {
  if (!items.length) return new Map();
  const { results } = await db
    .prepare(
      `SELECT cur.item, cur.price_minor, cur.started_at,
              (SELECT min(prev.price_minor) FROM price_history prev
                WHERE prev.item = cur.item AND prev.store = cur.store AND prev.currency = cur.currency
                  AND prev.started_at < cur.started_at AND prev.ended_at > cur.started_at - ?4) AS lowest
         FROM price_history cur
        WHERE cur.store = ?1 AND cur.currency = ?2 AND cur.ended_at IS NULL AND cur.item IN (SELECT value FROM json_each(?3))`,
    )
    .bind(store, currency, JSON.stringify(items), REFERENCE_DAYS * DAY_MS)
    .all<{ item: string; price_minor: number; started_at: number; lowest: number | null }>();
  return new Map(results.map((r) => [r.item, { priceMinor: r.price_minor, since: r.started_at, lowestMinor: r.lowest }]));
}

/**
 * What an omnibus store may show for a price: a reduction only against the reference. The
 * percent is off the reference; `reference` is null when nothing may be shown as reduced (no
 * history, no lower price, or the shopper's currency is not the one recorded).
 */
export function reductionOf(reference: Reference | undefined, shownMinor: number): { referenceMinor: number; percent: number } | null {
  if (!reference || reference.lowestMinor === null || reference.priceMinor !== shownMinor) return null;
  if (reference.lowestMinor <= shownMinor) return null;
  return { referenceMinor: reference.lowestMinor, percent: Math.round(((reference.lowestMinor - shownMinor) / reference.lowestMinor) * 100) };
}
