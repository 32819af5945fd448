import { convertFromUsdCents, formatMoney, type CurrencyCode, type Rates } from "~/shared/money";
import type { Price } from "~/shared/catalog-types";

/** USD cents → the shopper's currency, rounded to 2 decimals and formatted. */
export function priceOf(cents: number, currency: CurrencyCode, rates: Rates): Price {
  const amount = convertFromUsdCents(cents, currency, rates);
  return { amount, currency, formatted: formatMoney(amount, currency) };
}

/** Whole percent off, as the badge shows it; 0 when not discounted. */
export function discountPercent(baseCents: number, saleCents: number): number {
  if (!(baseCents > 0) || saleCents >= baseCents) return 0;
  return Math.round(((baseCents - saleCents) / baseCents) * 100);
}

/** A price bound typed by the shopper (own currency) → USD cents, for comparing stored prices. */
export function toUsdCents(amount: number, currency: CurrencyCode, rates: Rates): number {
  const rate = currency === "USD" ? 1 : rates[currency];
  if (rate === undefined || !(rate > 0)) throw new Error(`No rate for ${currency}`);
  return (amount / rate) * 100;
}
