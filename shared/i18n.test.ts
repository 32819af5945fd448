import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadMessages } from "./i18n";
import { CATALOG_AREAS, LOCALES } from "./i18n-config";

// Every .po file, read as the build compiles it, to compare with what loadMessages returns.
const files = import.meta.glob<{ messages: Messages }>("../locales/*/*.po");

async function file(locale: string, area: string): Promise<Messages> {
  const load = files[`../locales/${locale}/${area}.po`];
  return load ? (await load()).messages : {};
}

describe("loadMessages", () => {
  // The browser loads one catalogue per area (not English beside it, docs/decisions/0011): that
  // is only right while a locale's compiled file carries the English text of every key it lacks.
  it.each(LOCALES.filter((locale) => locale !== "en"))("gives %s every English key, as English under it would", async (locale) => {
    for (const area of CATALOG_AREAS) {
      const english = await file("en", area);
      const expected = { ...english, ...(await file(locale, area)) };
      expect(await loadMessages(locale, [area])).toEqual(expected);
    }
  });
});
