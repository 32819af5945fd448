/** Interface languages (BCP-47 tags, as written in `<html lang>`). */
export const LOCALES = ["en", "en-GB", "de", "fr", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** Message catalogues are split by area: locales/{locale}/{area}.po */
export const CATALOG_AREAS = ["common", "help", "ui", "catalog", "checkout", "account", "info", "lookbooks", "reviews", "custom", "insight"] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

/** Accepts the lower-case spelling the API's clients send (`en-gb`) as well as the BCP-47 tag. */
export function toLocale(value: string | undefined | null): Locale | null {
  if (!value) return null;
  const found = LOCALES.find((l) => l.toLowerCase() === value.toLowerCase());
  return found ?? null;
}

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English (US)",
  "en-GB": "English (UK)",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
};
