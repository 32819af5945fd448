/** The ten shop currencies, with the symbol each is shown with. */
export const CURRENCIES = {
  USD: { symbol: "$", name: "US Dollar" },
  CAD: { symbol: "C$", name: "Canadian Dollar" },
  EUR: { symbol: "€", name: "Euro" },
  GBP: { symbol: "£", name: "British Pound" },
  MXN: { symbol: "MX$", name: "Mexican Peso" },
  AUD: { symbol: "A$", name: "Australian Dollar" },
  NZD: { symbol: "NZ$", name: "New Zealand Dollar" },
  PHP: { symbol: "₱", name: "Philippine Peso" },
  SGD: { symbol: "S$", name: "Singapore Dollar" },
  INR: { symbol: "₹", name: "Indian Rupee" },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === "string" && Object.hasOwn(CURRENCIES, value);
}

/**
 * Currencies a payment provider charges in that no store shows prices in (Ozow takes South
 * African rand only): the rates table has them, the currency switcher does not.
 */
export type SettlementCurrency = "ZAR";

/** Units of a currency per 1 USD. */
export type Rates = Partial<Record<CurrencyCode | SettlementCurrency, number>>;

/** Rounds to 2 decimals the way a cashier would (half away from zero), free of float drift. */
export function round2(value: number): number {
  // Shifting by exponent notation avoids 1.005 * 100 = 100.49999….
  const shifted = Math.round(Number(`${Math.abs(value)}e2`));
  return Math.sign(value) * Number(`${shifted}e-2`) || 0;
}

/** USD minor units (cents) → an amount in `currency`, rounded to 2 decimals. */
export function convertFromUsdCents(cents: number, currency: CurrencyCode, rates: Rates): number {
  const rate = currency === "USD" ? 1 : rates[currency];
  if (rate === undefined || !(rate > 0)) throw new Error(`No rate for ${currency}`);
  return round2((cents / 100) * rate);
}

function group(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount: the euro with a decimal comma and a trailing symbol (`1.234,50 €`),
 * every other currency with a leading symbol and a decimal point (`$1,234.50`).
 */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const negative = amount < 0;
  const [integer, decimals] = Math.abs(round2(amount)).toFixed(2).split(".");
  const sign = negative ? "-" : "";
  if (currency === "EUR") return `${sign}${group(integer, ".")},${decimals} €`;
  return `${sign}${CURRENCIES[currency].symbol}${group(integer, ",")}.${decimals}`;
}

export function formatUsdCents(cents: number, currency: CurrencyCode, rates: Rates): string {
  return formatMoney(convertFromUsdCents(cents, currency, rates), currency);
}
