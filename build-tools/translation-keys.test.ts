import { describe, expect, it } from "vitest";
import { CATALOG_AREAS, LOCALES, readCatalogue, usedKeys } from "./catalogue-scan";

describe("translation keys", () => {
  const used = usedKeys();

  it("finds the keys the code uses (the scan itself works)", () => {
    expect(used.get("common.skipToContent")).toBe("client/components/shell/app-shell.tsx");
    expect(used.has("error.email.invalid")).toBe(true);
    // A permission named like a catalogue area is not a message.
    expect(used.has("newsletter.view")).toBe(false);
    expect(used.size).toBeGreaterThan(300);
  });

  it.each([...LOCALES])("every key used in code is in the %s catalogues", (locale) => {
    const known = new Set(CATALOG_AREAS.flatMap((area) => [...readCatalogue(locale, area).keys()]));
    const missing = [...used].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s has the keys of en in each area, none empty", (locale) => {
    for (const area of CATALOG_AREAS) {
      const english = [...readCatalogue("en", area).keys()].sort();
      const own = readCatalogue(locale, area);
      expect([...own.keys()].sort(), `${locale}/${area}.po`).toEqual(english);
      for (const [key, text] of own) expect(text.trim(), `${locale} ${key}`).not.toBe("");
    }
  });

  it("holds each key in one area only", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of CATALOG_AREAS) {
      for (const key of readCatalogue("en", area).keys()) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
  });
});
