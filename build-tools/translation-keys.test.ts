import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOG_AREAS, LOCALES, calledKeys, keyAreas, keyLiterals, projectPath, readCatalogue, sourceFiles } from "./catalogue-scan";

/**
 * Where each key the code asks for is used: `t("key")` anywhere; any key-shaped literal in a
 * schema (its messages are keys); elsewhere any key-shaped literal whose first part is one the
 * catalogues use ("menu.myOrders" in a list of links translated later).
 */
function usedKeys(): Map<string, string> {
  const prefixes = new Set([...keyAreas("en").keys()].map((key) => key.split(".")[0]));
  const used = new Map<string, string>();
  for (const file of sourceFiles("client", "worker", "shared")) {
    const source = readFileSync(file, "utf8");
    const keys = projectPath(file).startsWith("shared/schemas/")
      ? keyLiterals(source)
      : [...calledKeys(source), ...keyLiterals(source).filter((key) => prefixes.has(key.split(".")[0]))];
    for (const key of keys) if (!used.has(key)) used.set(key, projectPath(file));
  }
  return used;
}

describe("translation keys", () => {
  const used = usedKeys();

  it("finds the keys the code uses (the scan itself works)", () => {
    expect(used.get("common.skipToContent")).toBe("client/components/shell/app-shell.tsx");
    expect(used.has("error.email.invalid")).toBe(true);
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
