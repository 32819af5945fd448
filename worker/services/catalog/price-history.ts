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

/** What one run of the cron's sweep may read and write (docs/decisions/1326-omnibus-prices.md). */
export interface SweepBound {
  /** Products a run looks at, each with all its SKUs in every store. */
  products: number;
  /** Price rows a run writes (opened plus closed); one product's changes are never split. */
  writes: number;
}
/** 1,000 products a run: a 100,000-product catalogue in 101 runs, about 25 hours at the cron's 15 minutes. */
const SWEEP_BOUND: SweepBound = { products: 1000, writes: 20_000 };
/** Where the sweep goes on from: the last product id it finished, in KV. */
export const SWEEP_CURSOR_KEY = "price-history:sweep-after";
/** Products a catalogue save records per statement set; rows a write statement carries. */
const SAVE_CHUNK = 200;
const ROWS_PER_WRITE = 500;

interface Change {
  productId: number;
  /** Open rows to close, by id; prices to open as [item, store, currency, price]. */
  close: number[];
  open: [string, StoreKey, CurrencyCode, number][];
}

const IDS = "(SELECT value FROM json_each(?1))";

/**
 * What changed for some products, by product in id order: a price that differs from the open
 * row closes it and opens a new one; an item no longer sold (archived, out of a store) closes
 * its row. Reads only these products' prices and open rows, whatever the catalogue's size.
 */
async function changesOf(db: D1Database, ids: number[], rates: Rates): Promise<Change[]> {
  const json = JSON.stringify(ids);
  const [items, prices] = await db.batch<{ product_id: number; item: string; store: StoreKey; cents: number }>([
    db
      .prepare(
        `SELECT id AS product_id, 'spu:' || spu_code AS item FROM products WHERE id IN ${IDS}
                UNION ALL SELECT product_id, sku_code FROM skus WHERE product_id IN ${IDS}`,
      )
      .bind(json),
    db
      .prepare(
        `SELECT p.id AS product_id, s.sku_code AS item, sp.store, p.sale_price_cents + s.extra_cents AS cents
           FROM products p JOIN store_products sp ON sp.product_id = p.id JOIN skus s ON s.product_id = p.id
          WHERE p.id IN ${IDS} AND p.active = 1
         UNION ALL
         SELECT p.id, 'spu:' || p.spu_code, sp.store, p.sale_price_cents
           FROM products p JOIN store_products sp ON sp.product_id = p.id
          WHERE p.id IN ${IDS} AND p.active = 1`,
      )
      .bind(json),
  ]);
  const productOf = new Map(items.results.map((r) => [r.item, r.product_id]));
  const open = await db
    .prepare(`SELECT id, item, store, currency, price_minor FROM price_history WHERE ended_at IS NULL AND item IN ${IDS}`)
    .bind(JSON.stringify([...productOf.keys()]))
    .all<{ id: number; item: string; store: StoreKey; currency: string; price_minor: number }>();
  const key = (item: string, store: string) => `${store}\u0000${item}`;
  // Only each recorded store's own currency counts, as a store shows it.
  const was = new Map(
    open.results.filter((r) => RECORDED_STORES.includes(r.store) && STORES[r.store].currency === r.currency).map((r) => [key(r.item, r.store), r]),
  );
  const changes = new Map(ids.map((id) => [id, { productId: id, close: [], open: [] } as Change]));
  for (const price of prices.results) {
    if (!RECORDED_STORES.includes(price.store)) continue;
    const currency = STORES[price.store].currency;
    const minor = minorOf(price.cents, currency, rates);
    const before = was.get(key(price.item, price.store));
    was.delete(key(price.item, price.store));
    if (before?.price_minor === minor) continue;
    const change = changes.get(price.product_id)!;
    if (before) change.close.push(before.id);
    change.open.push([price.item, price.store, currency, minor]);
  }
  for (const row of was.values()) changes.get(productOf.get(row.item)!)?.close.push(row.id);
  return [...changes.values()].sort((a, b) => a.productId - b.productId);
}

/** The statements of some changes: rows closed before their item's new price opens (one open price an item). */
function writesOf(db: D1Database, changes: Change[], now: number): D1PreparedStatement[] {
  const close = changes.flatMap((c) => c.close);
  const open = changes.flatMap((c) => c.open);
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < close.length; i += ROWS_PER_WRITE) {
    statements.push(
      db
        .prepare(`UPDATE price_history SET ended_at = ?2 WHERE id IN ${IDS} AND ended_at IS NULL`)
        .bind(JSON.stringify(close.slice(i, i + ROWS_PER_WRITE)), now),
    );
  }
  for (let i = 0; i < open.length; i += ROWS_PER_WRITE) {
    statements.push(
      db
        .prepare(
          // A save and the sweep may record the same item at once: the one that writes second
          // finds the price already open and leaves it (one open price an item).
          `INSERT INTO price_history (item, store, currency, price_minor, started_at)
           SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, ?2 FROM json_each(?1) WHERE true
           ON CONFLICT (item, store, currency) WHERE ended_at IS NULL DO NOTHING`,
        )
        .bind(JSON.stringify(open.slice(i, i + ROWS_PER_WRITE)), now),
    );
  }
  return statements;
}

/**
 * Records the prices of the products a catalogue save changed, at once, so a merchant's edit is
 * in the history as it goes live (admin edits, imports). `handles` are the products' SPU codes.
 */
export async function recordProductPrices(env: { DB: D1Database }, handles: string[], now = Date.now(), rates?: Rates): Promise<number> {
  const db = env.DB;
  const usedRates = rates ?? (await getRates(db));
  let changed = 0;
  for (let i = 0; i < handles.length; i += SAVE_CHUNK) {
    const { results } = await db
      .prepare(`SELECT id FROM products WHERE spu_code IN ${IDS} ORDER BY id`)
      .bind(JSON.stringify(handles.slice(i, i + SAVE_CHUNK)))
      .all<{ id: number }>();
    const changes = await changesOf(
      db,
      results.map((r) => r.id),
      usedRates,
    );
    const statements = writesOf(db, changes, now);
    if (statements.length) await db.batch(statements);
    changed += changes.reduce((n, c) => n + c.open.length, 0);
  }
  return changed;
}

/**
 * One run of the cron's sweep: the next products in id order after the kept cursor, all their
 * prices in every store, as far as the run's writes allow; past the last product it starts
 * again from the first. Catches what a save does not record (rate changes) and anything missed,
 * within a known number of runs; a backlog of opening prices (a bulk load) is spread over runs.
 * The seed's prices are the history's start.
 */
export async function recordPriceChanges(
  env: { DB: D1Database; KV: KVNamespace },
  now = Date.now(),
  rates?: Rates,
  bound = SWEEP_BOUND,
): Promise<number> {
  const db = env.DB;
  const after = Number((await env.KV.get(SWEEP_CURSOR_KEY)) ?? 0) || 0;
  const { results } = await db.prepare("SELECT id FROM products WHERE id > ? ORDER BY id LIMIT ?").bind(after, bound.products).all<{ id: number }>();
  const changes = results.length
    ? await changesOf(
        db,
        results.map((r) => r.id),
        rates ?? (await getRates(db)),
      )
    : [];
  // Whole products only, up to the write bound (or the first product alone, should it be bigger).
  const taken: Change[] = [];
  let writes = 0;
  for (const change of changes) {
    const size = change.close.length + change.open.length;
    if (taken.length && writes + size > bound.writes) break;
    taken.push(change);
    writes += size;
  }
  const statements = writesOf(db, taken, now);
  if (statements.length) await db.batch(statements);
  const reachedEnd = taken.length === changes.length && results.length < bound.products;
  await env.KV.put(SWEEP_CURSOR_KEY, String(reachedEnd ? 0 : taken.at(-1)!.productId));
  return taken.reduce((n, c) => n + c.open.length, 0);
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
