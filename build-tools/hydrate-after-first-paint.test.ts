import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint";

/** The installed React Router's module that defines <Scripts> (8 keeps one file per source module). */
const installed = (build: "production" | "development") => {
  const dist = join(process.cwd(), "node_modules/react-router/dist", build);
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => readFileSync(join(dist, name), "utf8"))
    .find((code) => code.includes("function Scripts("));
};

describe("hydrate after first paint", () => {
  it.each(["production", "development"] as const)("edits <Scripts> of the installed React Router (%s)", (build) => {
    const code = installed(build);
    expect(code).toBeDefined();
    const edited = hydrateAfterFirstPaint(code!, "/hydration-script.ts")!;
    expect(edited.startsWith('import { hydrationScript as __hydrationScript } from "/hydration-script.ts";\n')).toBe(true);
    expect(edited).toContain("__html: __hydrationScript(routeModulesScript, [");
    expect(edited).toMatch(/\? null : [\w$]+\.createElement\([\w$]+\.Fragment, null, initialScripts\);/);
  });

  it("leaves a module without <Scripts> alone", () => {
    expect(hydrateAfterFirstPaint("export const x = 1;")).toBeNull();
  });

  it("fails the build when <Scripts> reads differently", () => {
    expect(() => hydrateAfterFirstPaint("function Scripts(props) { return null; }")).toThrow(/no longer reads as expected/);
  });
});
