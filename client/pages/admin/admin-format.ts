import { STORES, type StoreKey } from "~/shared/stores";
import { formatDateTime } from "../../lib/format-date";

/** Dates in the order's store format (its language), in UTC so server and browser agree. */
export function storeDateTime(ms: number | null, store: string): string {
  if (ms === null || !Number.isFinite(ms)) return "—";
  const language = Object.hasOwn(STORES, store) ? STORES[store as StoreKey].language : "en";
  return formatDateTime(ms, language);
}

/** USD cents (the wallet's unit) as the back office shows them. */
export const usd = (cents: number) => `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;
