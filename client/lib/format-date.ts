/**
 * The shop's date styles, in UTC on both sides, so the server's text and the browser's first
 * render agree whatever the visitor's time zone.
 */
const STYLES = {
  date: { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" },
  dateTime: { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

/**
 * One formatter per language and style: making an `Intl.DateTimeFormat` costs far more than using
 * one, and a page's first costs 2–25 ms of main thread (ICU's data; docs/decisions/0011-mobile-speed.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, style: Style): Intl.DateTimeFormat {
  const key = `${style} ${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date as the shopper's language writes it. */
export function formatDate(ms: number, language: string): string {
  return formatterFor(language, "date").format(ms);
}

/** A date and time as the language writes them (the back office's tables). */
export function formatDateTime(ms: number, language: string): string {
  return formatterFor(language, "dateTime").format(ms);
}

/**
 * Makes the language's date formatter in a task of its own, for a screen that will show dates
 * once its data arrives: while the request is out, not inside the render that follows it.
 */
export function prepareDateFormat(language: string): void {
  if (!formatters.has(`date ${language}`)) setTimeout(() => formatterFor(language, "date"));
}
