/**
 * A date as the shopper's language writes it. UTC on both sides, so the server's text and
 * the browser's first render agree whatever the visitor's time zone.
 */
export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(ms);
}
