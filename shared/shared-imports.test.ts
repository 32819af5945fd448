import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * shared/ is read by the worker and the browser alike, so it imports nothing from worker/ or
 * client/ (docs/decisions/0008-one-record-per-page.md): a wire type both sides need lives here.
 */
const SHARED = resolve(__dirname);
const ROOT = resolve(SHARED, "..");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s+\*\s+from\s*)["']([^"']+)["']/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Where a specifier points, as a path from the repository root, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return relative(ROOT, resolve(dirname(file), specifier));
  return null;
}

function outsideImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((m) => m[1])
    .filter((specifier) => {
      const path = target(file, specifier);
      return path !== null && !path.startsWith("shared/");
    })
    .map((specifier) => `${relative(ROOT, file)} → ${specifier}`);
}

describe("shared/ stands alone", () => {
  it("no module in shared/ imports from worker/, client/ or elsewhere in the repository", () => {
    // This file's own samples below are strings, not imports.
    const found = files(SHARED)
      .filter((file) => file !== __filename)
      .flatMap((file) => outsideImports(file, readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("the check sees aliased, relative, type-only and dynamic imports", () => {
    const file = join(SHARED, "schemas", "x.ts");
    const source = [
      'import type { A } from "~/worker/services/a";',
      'import { B } from "../../client/b";',
      'const c = await import("../../worker/c");',
      'import { D } from "../money";',
      'import { z } from "zod";',
    ].join("\n");
    expect(outsideImports(file, source)).toEqual([
      "shared/schemas/x.ts → ~/worker/services/a",
      "shared/schemas/x.ts → ../../client/b",
      "shared/schemas/x.ts → ../../worker/c",
    ]);
  });
});
