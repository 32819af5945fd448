import { setupI18n } from "@lingui/core";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadMessages } from "~/shared/i18n";
import { LOCALES } from "~/shared/i18n-config";

const dir = resolve(process.cwd(), "client/components/ui");

/** msgid → msgstr of a locale's ui catalogue. */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(resolve(process.cwd(), "locales", locale, "ui.po"), "utf8");
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1]) as string;
    if (id) entries.set(id, JSON.parse(match[2]) as string);
  }
  return entries;
}

const english = readPo("en");
const SAMPLE = { value: 2.5, count: 5, n: 3, total: 7, percent: 120, mb: 10, max: 4, name: "ring.png" };

describe("ui catalogues", () => {
  it("hold every key the kit's code asks for", () => {
    const used = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))) {
      for (const m of readFileSync(resolve(dir, file), "utf8").matchAll(/t\(\s*[`"](ui\.[\w.]+)/g)) used.add(m[1]);
    }
    // Keys built at run time: `ui.upload.badType.${accept}`.
    for (const accept of ["image", "media"]) used.add(`ui.upload.badType.${accept}`);
    used.delete("ui.upload.badType.");
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s has every key of en, translated", (locale) => {
    const own = readPo(locale);
    expect([...own.keys()]).toEqual([...english.keys()]);
    for (const [key, text] of own) expect(text.trim(), key).not.toBe("");
  });

  // Words that are spelt the same in French: "Pagination", "Page 3", "minimum", "maximum".
  const SAME_IN: Record<string, string[]> = { fr: ["ui.pagination.label", "ui.pagination.page", "ui.slider.min", "ui.slider.max"] };

  it.each(["de", "fr", "es"])("%s is really translated", (locale) => {
    const own = readPo(locale);
    const words = (text: string) => text.replace(/\{[^}]*\}/g, "");
    const same = [...english].filter(([key, text]) => own.get(key) === text && /[a-z]{3,}/i.test(words(text)) && !SAME_IN[locale]?.includes(key));
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it.each([...LOCALES])("%s formats every message", async (locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
    for (const key of english.keys()) {
      const text = i18n._(key, SAMPLE);
      expect(text, key).not.toBe(key);
      expect(text, key).not.toMatch(/[{}]/);
    }
  });

  it("keeps the English texts word for word", async () => {
    for (const locale of ["en", "en-GB"] as const) {
      const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
      expect(i18n._("ui.table.empty")).toBe("No Data");
      expect(i18n._("ui.upload.tip")).toBe("Upload");
      expect(i18n._("ui.upload.failed")).toBe("Upload failed");
      expect(i18n._("ui.select.placeholder")).toBe("Select");
      expect(i18n._("ui.button.loading")).toBe("loading...");
      expect(i18n._("ui.pagination.total", { n: 95 })).toBe("total 95 items");
    }
  });
});
