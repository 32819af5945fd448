import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AXE_JOURNEYS } from "./accessibility";

const journeys = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "pages" ? [] : journeys(path);
    return entry.name.endsWith(".spec.ts") ? [path] : [];
  });

describe("the accessibility statement's method", () => {
  it("names exactly the shopper journeys of npm test that run axe (the back office's are not the shop's)", () => {
    const withAxe = journeys("e2e")
      .filter((file) => !file.startsWith("e2e/admin/") && readFileSync(file, "utf8").includes("axeViolations("))
      .sort();
    expect([...AXE_JOURNEYS].sort()).toEqual(withAxe);
  });
});
