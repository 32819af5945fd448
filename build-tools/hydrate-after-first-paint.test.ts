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

/**
 * The options `<Scripts>` declares beyond a `<script>` element's attributes, from the installed
 * React Router's types: the members of ScriptsProps' own object type.
 */
const scriptsOptions = (build: "production" | "development") => {
  const types = readFileSync(join(process.cwd(), "node_modules/react-router/dist", build, "lib/dom/ssr/components.d.ts"), "utf8");
  const declaration = /type ScriptsProps = [^&]*& \{([\s\S]*?)\n\};/.exec(types)?.[1] ?? "";
  return [...declaration.matchAll(/^\s*(\w+)\??:/gm)].map((member) => member[1]);
};

describe("hydrate after first paint", () => {
  // The edit exists because <Scripts> has no option to leave out its modulepreload links or to
  // start hydration after the first paint (docs/decisions/0014-vendor-edits.md; no upstream issue
  // asks for one yet). When a release adds an option, this fails: try the option instead of the
  // edit and drop build-tools/hydrate-after-first-paint.ts if it does the same.
  it.each(["production", "development"] as const)("is still needed: <Scripts> takes no option but the nonce (%s)", (build) => {
    expect(scriptsOptions(build)).toEqual(["nonce"]);
  });

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
