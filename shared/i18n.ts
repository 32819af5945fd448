import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LOCALES, type Locale } from "./i18n-config";

// Every catalogue of every area; Vite turns each .po into its own lazily loaded chunk.
const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*/*.po");

async function loadLocale(locale: Locale): Promise<Messages> {
  const entries = Object.entries(catalogs).filter(([path]) => path.split("/").at(-2) === locale);
  const modules = await Promise.all(entries.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((m) => m.messages));
}

const cache = new Map<Locale, Promise<Messages>>();

/**
 * The messages of a locale over the English ones, so a string not yet translated reads in
 * English; a key that exists nowhere is shown as the key itself (spec §1).
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages =
      locale === "en"
        ? loadLocale("en")
        : Promise.all([loadLocale("en"), loadLocale(locale)]).then(([en, own]) => ({ ...en, ...own }));
    cache.set(locale, messages);
  }
  return messages;
}

/** An i18n instance with one locale loaded and active. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  return i18n;
}

export { LOCALES };
