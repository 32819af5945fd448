import type { CurrencyCode, Rates } from "~/shared/money";

const TTL_MS = 60_000;
let cached: { at: number; rates: Promise<Rates> } | null = null;

/** Currency rates from D1, held for a minute per isolate: every priced page needs them. */
export function getRates(db: D1Database, now = Date.now()): Promise<Rates> {
  if (cached && now - cached.at < TTL_MS) return cached.rates;
  const rates = db
    .prepare("SELECT code, rate FROM currency_rates")
    .all<{ code: CurrencyCode; rate: number }>()
    .then(({ results }) => Object.fromEntries(results.map((r) => [r.code, r.rate])) as Rates);
  cached = { at: now, rates };
  rates.catch(() => (cached = null));
  return rates;
}
