// The demo catalogue's price history, every store in its own currency as the worker records it
// (worker/services/catalog/price-history.ts; docs/decisions/1326-omnibus-prices.md and 1323-eu-uk-compliance-audit.md):
// each price the seed set counts as a price change. A product the seed put on sale was at its base
// price for the 50 days before its sale began 10 days ago, so its struck-through price is the
// lowest of the 30 days before the sale. Does nothing when the history has rows.
const DAY = 24 * 60 * 60 * 1000;
/** Six values a row, at most 100 bound values a D1 statement. */
const ROWS_PER_INSERT = 16;
// Each store's own currency, as shared/stores.ts sets it (a test keeps the two the same).
export const STORE_CURRENCY = { us: "USD", uk: "GBP", de: "EUR", fr: "EUR", mx: "MXN", us_vip: "USD", apparel: "USD", heycharm: "USD" };

/** USD cents → the currency's minor units, as the shop rounds a price (shared/money.ts round2). */
const minorOf = (cents, rate) => Math.round(Number(`${Math.round(Number(`${(cents / 100) * rate}e2`))}e-2`) * 100);

export async function seed(env, { now = Date.now() } = {}) {
  const db = env.DB;
  if (await db.prepare("SELECT 1 AS found FROM price_history LIMIT 1").first()) return;
  const rows = [];
  for (const [store, currency] of Object.entries(STORE_CURRENCY)) {
    const rate = (await db.prepare("SELECT rate FROM currency_rates WHERE code = ?").bind(currency).first())?.rate;
    if (!rate) continue;
    const { results } = await db
      .prepare(
        `SELECT 'spu:' || p.spu_code AS item, p.sale_price_cents AS sale, p.base_price_cents AS base FROM products p
          WHERE p.active = 1 AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?1)
         UNION ALL
         SELECT s.sku_code, p.sale_price_cents + s.extra_cents, p.base_price_cents + s.extra_cents FROM skus s JOIN products p ON p.id = s.product_id
          WHERE p.active = 1 AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.product_id = p.id AND sp.store = ?1)`,
      )
      .bind(store)
      .all();
    for (const row of results) {
      const sale = minorOf(row.sale, rate);
      const base = minorOf(row.base, rate);
      if (base > sale) {
        rows.push([row.item, store, currency, base, now - 60 * DAY, now - 10 * DAY]);
        rows.push([row.item, store, currency, sale, now - 10 * DAY, null]);
      } else {
        rows.push([row.item, store, currency, sale, now - 60 * DAY, null]);
      }
    }
  }
  // One batch is one transaction: a seed cut short leaves no partial history behind, which the
  // "has rows" check above would otherwise keep for good. Several rows a statement (D1 binds at
  // most 100 values to one) keep the batch small: one statement a row, eight stores' worth, was
  // big enough for the local runtime to drop the connection on a loaded machine.
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const values = chunk.map(() => "(?, ?, ?, ?, ?, ?)").join(", ");
    statements.push(
      db.prepare(`INSERT INTO price_history (item, store, currency, price_minor, started_at, ended_at) VALUES ${values}`).bind(...chunk.flat()),
    );
  }
  if (statements.length) await db.batch(statements);
}
