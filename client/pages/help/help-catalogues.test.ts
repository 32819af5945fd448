import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/shared/i18n-config";

/** msgid → msgstr of a catalogue, read the way gettext writes it (one quoted line each). */
function readPo(locale: string, area: string): Map<string, string> {
  const text = readFileSync(resolve(process.cwd(), "locales", locale, `${area}.po`), "utf8");
  const entries = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = unquote(match[1]);
    if (id) entries.set(id, unquote(match[2]));
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Every locale carries every key, fully translated, with the same placeholders: the
// runtime falls back to English, so a gap would otherwise go unnoticed.
describe.each(["help", "common"])("%s catalogues", (area) => {
  const english = readPo("en", area);

  it.each(LOCALES.filter((l) => l !== "en"))("%s has the keys and placeholders of en", (locale) => {
    const own = readPo(locale, area);
    expect([...own.keys()]).toEqual([...english.keys()]);
    for (const [key, text] of english) {
      const translated = own.get(key)!;
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it.each(["de", "fr", "es"])("%s is really translated", (locale) => {
    const own = readPo(locale, area);
    const same = [...english].filter(([key, text]) => own.get(key) === text && /[a-z]{4,} [a-z]{4,}/i.test(text));
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

describe("spec texts", () => {
  it("keep the newsletter messages word for word in English", () => {
    for (const locale of ["en", "en-GB"]) {
      const common = readPo(locale, "common");
      expect(common.get("newsletter.invalidEmail")).toBe("The email you entered is invalid. Please check your email and try again.");
      expect(common.get("newsletter.failed")).toBe("Subscription failed, try later!");
    }
  });

  it("keeps the 404 texts in capitals everywhere", () => {
    for (const locale of LOCALES) {
      const common = readPo(locale, "common");
      for (const key of ["notFound.oops", "notFound.backHome"]) {
        const text = common.get(key)!;
        expect(text, `${locale} ${key}`).toBe(text.toUpperCase());
      }
    }
  });
});
