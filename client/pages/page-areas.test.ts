import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CatalogArea } from "~/shared/i18n-config";
import { ROOT, calledKeys, keyAreas, keyLiterals, moduleGraph, projectPath, templatePatterns } from "../../build-tools/catalogue-scan";
import { PAGE_AREAS, SHELL_AREAS, areasFor } from "./page-areas";

const known = keyAreas("en");

/** Areas whose keys the modules use, each with one example (key @ file) for the message. */
function areasUsed(files: string[]): Map<CatalogArea, string> {
  const used = new Map<CatalogArea, string>();
  const note = (area: CatalogArea | undefined, example: string) => area && !used.has(area) && used.set(area, example);
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const key of [...calledKeys(source), ...keyLiterals(source)]) note(known.get(key), `${key} @ ${projectPath(file)}`);
    for (const pattern of templatePatterns(source)) {
      for (const [key, area] of known) if (pattern.test(key)) note(area, `${key} (${pattern.source}) @ ${projectPath(file)}`);
    }
  }
  return used;
}

const RECORDS = join(ROOT, "client/pages/pages.ts");
const REGISTRY = join(ROOT, "client/pages/registry.ts");
const SHELL = moduleGraph(["client/entry.client.tsx", "client/root.tsx", "client/routes/page-route.tsx"], new Set([REGISTRY, RECORDS]));

/** Page id → its screen's module, read from the page records' lazy component imports. */
function pageModules(): Map<string, string> {
  const source = readFileSync(RECORDS, "utf8");
  const shared = Object.fromEntries([...source.matchAll(/^const (\w+) = \(\) => import\("(.+?)"\);$/gm)].map((m) => [m[1], m[2]]));
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/^\s+(\w+): definePage\(\{\s*component: (?:\(\) => import\("(.+?)"\)|(\w+))/gm)) {
    const specifier = m[2] ?? shared[m[3]];
    if (specifier) modules.set(m[1], resolve(ROOT, "client/pages", `${specifier}.tsx`));
  }
  return modules;
}

describe("catalogue areas per page", () => {
  it("the shell's areas hold every key the shell uses", () => {
    const outside = [...areasUsed(SHELL)].filter(([area]) => !(SHELL_AREAS as readonly string[]).includes(area));
    expect(outside).toEqual([]);
  });

  const modules = pageModules();

  it("the registry is read for every page", () => {
    expect([...modules.keys()].sort()).toEqual(Object.keys(PAGE_AREAS).sort());
  });

  it.each(Object.keys(PAGE_AREAS) as (keyof typeof PAGE_AREAS)[])("%s loads the areas its modules use", (page) => {
    const files = moduleGraph([modules.get(page)!]).filter((file) => !SHELL.includes(file));
    const areas = areasFor(page);
    const missing = [...areasUsed(files)].filter(([area]) => !areas.includes(area));
    expect(missing).toEqual([]);
  });

  it("help pages alone load the help catalogue", () => {
    const withHelp = Object.keys(PAGE_AREAS).filter((page) => areasFor(page as keyof typeof PAGE_AREAS).includes("help"));
    expect(withHelp).toEqual(["help"]);
  });

  it("an error screen gets the shell's areas", () => {
    expect(areasFor(undefined)).toEqual([...SHELL_AREAS]);
  });
});
