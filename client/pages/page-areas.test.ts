import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { CatalogArea } from "~/shared/i18n-config";
import { ROUTES, type PageId } from "~/shared/routes";
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

const REGISTRY = join(ROOT, "client/pages/registry.ts");
const SHELL = moduleGraph(["client/entry.client.tsx", "client/root.tsx", "client/routes/page-route.tsx"], new Set([REGISTRY]));

/** Page id → its screen's module, the one its ROUTES record names. */
function pageModules(): Map<string, string> {
  return new Map((Object.keys(ROUTES) as PageId[]).map((id) => [id, resolve(ROOT, "client/pages", `${ROUTES[id].screen}.tsx`)]));
}

describe("catalogue areas per page", () => {
  it("the shell's areas hold every key the shell uses", () => {
    const outside = [...areasUsed(SHELL)].filter(([area]) => !(SHELL_AREAS as readonly string[]).includes(area));
    expect(outside).toEqual([]);
  });

  const modules = pageModules();

  it("every page's screen module is read", () => {
    expect([...modules.keys()].sort()).toEqual(Object.keys(PAGE_AREAS).sort());
    expect([...modules.values()].filter((file) => !existsSync(file))).toEqual([]);
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
