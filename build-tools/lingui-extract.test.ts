// `npm run i18n:extract` on a copy of the project: it must keep every message the catalogues
// have (lingui marks a message it does not find "obsolete", which hides it from the app) and
// find every key the code asks for. The copy keeps the real catalogues untouched.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_AREAS, LOCALES, projectPath, ROOT, sourceFiles, usedKeys } from "./catalogue-scan";
import { keyExtractor } from "./lingui-extract";

const COPIED = ["client", "worker", "shared", "locales", "build-tools", "lingui.config.ts", "package.json"];
/** A key the code uses, taken out of every locale of the copy: extract must bring it back. */
const DROPPED = { key: "common.skipToContent", area: "common" } as const;

/** msgid → msgstr of a .po text (the header entry left out). */
function entries(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) if (JSON.parse(m[1])) out.set(JSON.parse(m[1]), JSON.parse(m[2]));
  return out;
}

const poPath = (dir: string, locale: string, area: string) => join(dir, "locales", locale, `${area}.po`);

describe("npm run i18n:extract", () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "i18n-extract-"));
    for (const entry of COPIED) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
    for (const locale of LOCALES) {
      const file = poPath(copy, locale, DROPPED.area);
      const text = readFileSync(file, "utf8");
      const without = text.replace(new RegExp(String.raw`\n?msgid "${DROPPED.key.replace(/\./g, "\\.")}"\nmsgstr ".*"\n`), "\n");
      expect(without, `${locale}/${DROPPED.area}.po has ${DROPPED.key}`).not.toBe(text);
      writeFileSync(file, without);
    }
    // The script's own command, under the Node that runs the tests (the project's Node 22).
    execFileSync(join(ROOT, "node_modules/.bin/lingui"), ["extract", "--workers", "1"], {
      cwd: copy,
      env: { ...process.env, PATH: [dirname(process.execPath), process.env.PATH].join(delimiter) },
      stdio: "pipe",
    });
  }, 180_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it.each([...LOCALES])("keeps every message of the %s catalogues, none marked obsolete, and adds none the code does not use", (locale) => {
    for (const area of CATALOG_AREAS) {
      const before = entries(readFileSync(poPath(ROOT, locale, area), "utf8"));
      const text = readFileSync(poPath(copy, locale, area), "utf8");
      expect(text, `${locale}/${area}.po`).not.toMatch(/^#~/m);
      const after = entries(text);
      if (area === DROPPED.area) {
        // Back in its area: in English with the key as its text until someone writes it, empty
        // elsewhere, so i18n:check asks for the translations.
        expect(after.get(DROPPED.key), `${locale} ${DROPPED.key}`).toBe(locale === "en" ? DROPPED.key : "");
        after.set(DROPPED.key, before.get(DROPPED.key)!);
      }
      expect(after, `${locale}/${area}.po`).toEqual(before);
    }
  });

  it("its extractor finds every key the code uses", () => {
    const found = new Set<string>();
    // The files lingui's `include` gives it (client, worker, shared) that the extractor takes.
    for (const file of sourceFiles("client", "worker", "shared").filter((f) => keyExtractor.match(projectPath(f)))) {
      void keyExtractor.extract(file, readFileSync(file, "utf8"), (message) => found.add(message.id), {} as never);
    }
    const missing = [...usedKeys().keys()].filter((key) => !found.has(key));
    expect(missing).toEqual([]);
    expect(found.size).toBeGreaterThan(300);
  }, 120_000);
});
