import { bumpCatalogVersion } from "./version";

/**
 * Stock shown on cached pages ("Only {n} left", sold out) changes with every order of a low
 * SKU, and each change would move the catalogue version, flushing every cached page of every
 * store: a burst of orders (or a script placing them) would keep the whole cache cold. So a
 * stock change moves the version at most once a minute; pages that miss a skipped change
 * catch up with the next one or expire (page-cache.ts PAGE_TTL_SECONDS). Orders never rely on
 * the page: stock is checked in the order's own transaction (docs/decisions/1300-abuse-budgets.md).
 */
export const STOCK_REFRESH_SECONDS = 60;
const LAST_KEY = "catalog:stock-refresh";

/** Moves the catalogue version for a stock change unless one did within the minute; whether it did. */
export async function refreshForStock(kv: KVNamespace, now = Date.now()): Promise<boolean> {
  const last = Number((await kv.get(LAST_KEY)) ?? 0);
  if (now - last < STOCK_REFRESH_SECONDS * 1000) return false;
  // KV's shortest expiry is 60 s; the time inside decides, the expiry only tidies up.
  await kv.put(LAST_KEY, String(now), { expirationTtl: STOCK_REFRESH_SECONDS * 2 });
  await bumpCatalogVersion(kv, now);
  return true;
}

/** Starts the minute afresh (tests that follow one stock change from a clean state). */
export const forgetStockRefresh = (kv: KVNamespace) => kv.delete(LAST_KEY);
