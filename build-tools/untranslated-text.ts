// What a page shows that its language does not: a bare message id (a key no catalogue of the
// page's language answered) or an English catalogue message on a page in another language.
// The browser journey e2e/foundation/translated-pages.spec.ts collects the visible texts of
// the main pages in de, fr and es; this module judges them against the catalogues.
import { CATALOG_AREAS, readCatalogue } from "./catalogue-scan";
import type { Locale } from "../shared/i18n-config";

export interface CatalogueTexts {
  /** Every message id of the English catalogues. */
  keys: Set<string>;
  /** English text → its id, for the messages the language translates differently. */
  english: Map<string, string>;
}

const normal = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The English messages a page in `locale` must not show: those whose text in `locale` differs
 * from the English one (a brand name or "PayPal" is the same everywhere) and that the language
 * does not use for another message itself (German "Filter" is the English "Filter" of another
 * key), without placeholders (a filled-in message is not the template's text), and not
 * shorter than four letters.
 */
export function catalogueTexts(locale: Locale): CatalogueTexts {
  const keys = new Set<string>();
  const english = new Map<string, string>();
  const own = new Map<string, string>();
  for (const area of CATALOG_AREAS) for (const [key, text] of readCatalogue(locale, area)) own.set(key, normal(text));
  const ownTexts = new Set(own.values());
  for (const area of CATALOG_AREAS) {
    for (const [key, text] of readCatalogue("en", area)) {
      keys.add(key);
      const en = normal(text);
      if (en.length < 4 || en.includes("{") || !/[a-z]/i.test(en) || ownTexts.has(en)) continue;
      english.set(en, key);
    }
  }
  return { keys, english };
}

const KEY = /\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+\b/g;

/** One finding per offending text: `id home.heroTitle` or `English "…" (home.heroTitle)`. */
export function untranslated(texts: string[], catalogue: CatalogueTexts): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    const text = normal(raw);
    if (!text) continue;
    for (const [id] of text.matchAll(KEY)) if (catalogue.keys.has(id)) found.add(`id ${id}`);
    const key = catalogue.english.get(text);
    if (key) found.add(`English "${text}" (${key})`);
  }
  return [...found];
}
