/**
 * Order numbers: two letters of the store, the date (yymmdd) and six random digits, e.g.
 * `DE250423481920`. The track-order form checks the shape before asking the server.
 */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{2}\d{12}$/;

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value.trim().toUpperCase());
}

export function normalizeOrderNumber(value: string): string {
  return value.trim().toUpperCase();
}

const PREFIX: Record<string, string> = {
  us: "US",
  uk: "UK",
  de: "DE",
  fr: "FR",
  mx: "MX",
  us_vip: "VR",
  apparel: "AP",
  heycharm: "HC",
};

export function newOrderNumber(store: string, now: Date, random: () => number = Math.random): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  const digits = String(Math.floor(random() * 1_000_000)).padStart(6, "0");
  return `${Object.hasOwn(PREFIX, store) ? PREFIX[store] : "HE"}${date}${digits}`;
}
