import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { CATALOG_AREAS, type CatalogArea, type Locale } from "./i18n-config";

// Every catalogue of every area; Vite turns each .po into its own lazily loaded chunk.
const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*/*.po");

const areaCache = new Map<string, Promise<Messages>>();

/** One area of one locale (empty when that file does not exist). */
function loadArea(locale: Locale, area: CatalogArea): Promise<Messages> {
  const path = `../locales/${locale}/${area}.po`;
  let messages = areaCache.get(path);
  if (!messages) {
    const load = catalogs[path];
    messages = load ? load().then((m) => m.messages) : Promise.resolve({});
    messages.catch(() => areaCache.delete(path));
    areaCache.set(path, messages);
  }
  return messages;
}

async function loadAreas(locale: Locale, areas: readonly CatalogArea[]): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(areas.map((area) => loadArea(locale, area)))));
}

/**
 * The messages of a locale's areas (all of them unless named); a string not yet translated
 * reads in English, a key that exists nowhere is shown as the key itself. The English text of
 * an untranslated key is already in the locale's compiled catalogue (lingui.config.ts:
 * sourceLocale and fallbackLocales "en", which @lingui/vite-plugin fills in for every key of
 * the English file), so English is loaded only for an area the locale has no file of: a German
 * page no longer fetches the English catalogues too, ~15 KB gzip of its initial JS
 * (docs/decisions/0011-mobile-speed.md). The browser asks only for the areas of the page it
 * shows (client/pages/page-areas.ts).
 */
export async function loadMessages(locale: Locale, areas: readonly CatalogArea[] = CATALOG_AREAS): Promise<Messages> {
  const files = catalogueFiles(locale, areas);
  const own = areas.filter((_area, index) => files[index]!.locale === locale);
  const english = areas.filter((area) => !own.includes(area));
  const [en, mine] = await Promise.all([loadAreas("en", english), loadAreas(locale, own)]);
  return { ...en, ...mine };
}

/**
 * The catalogue file each area of a locale is read from (loadMessages): the locale's own, English
 * where it has none. `source` is the file's path in the repository, as the client build knows it
 * (client/lib/hydration-modules.ts names the page's files for the browser to fetch early).
 */
export function catalogueFiles(locale: Locale, areas: readonly CatalogArea[]): { locale: Locale; area: CatalogArea; source: string }[] {
  return areas.map((area) => {
    const own = locale !== "en" && `../locales/${locale}/${area}.po` in catalogs;
    const from: Locale = own ? locale : "en";
    return { locale: from, area, source: `locales/${from}/${area}.po` };
  });
}

/** An i18n instance with one locale loaded and active. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  return i18n;
}
