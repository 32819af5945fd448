/**
 * One formatter per language: making an `Intl.DateTimeFormat` costs far more than using one, and
 * a page's first costs 2–25 ms of main thread (ICU's data; docs/decisions/0011-mobile-speed.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * A date as the shopper's language writes it. UTC on both sides, so the server's text and
 * the browser's first render agree whatever the visitor's time zone.
 */
export function formatDate(ms: number, language: string): string {
  return formatterFor(language).format(ms);
}

/**
 * Makes the language's formatter in a task of its own, for a screen that will show dates once
 * its data arrives: while the request is out, not inside the render that follows it.
 */
export function prepareDateFormat(language: string): void {
  if (!formatters.has(language)) setTimeout(() => formatterFor(language));
}
