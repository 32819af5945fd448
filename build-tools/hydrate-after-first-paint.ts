/**
 * React Router's <Scripts> announces every module a page hydrates with as
 * `<link rel="modulepreload">` and imports them statically: the browser fetches ~120 KB of
 * script while the page is still parsing, beside the stylesheet and the main image. On a
 * phone's 4G that bandwidth is the first paint's, and Lighthouse counts a script that finished
 * before the first paint as holding it back (docs/decisions/0011-mobile-speed.md,
 * "Scripts after the first paint"). This plugin edits <Scripts> in the app's build: it renders
 * no modulepreload links and its module script comes from `client/lib/hydration-script.ts`,
 * which fetches the same modules once the first frame is painted. React Router has no option
 * for it; the edits are checked against the installed version by the test beside this file.
 * The page's own stylesheet, main image and JSON-LD are untouched. Not in `npm run dev` (Vite's
 * dev server serves modules one by one anyway). Subresource integrity (React Router's
 * `future.unstable_subResourceIntegrity`, an import map) is not used by the shop and would be
 * dropped by the second edit.
 */
import type { Plugin } from "vite";
import { resolve } from "node:path";

const TARGET = /[\\/]react-router[\\/]dist[\\/].*\.m?js$/;
const HYDRATION_SCRIPT = resolve(import.meta.dirname, "../client/lib/hydration-script.ts");

const SCRIPT_HTML = "dangerouslySetInnerHTML: { __html: routeModulesScript },";
const SCRIPT_HTML_AFTER_PAINT =
  "dangerouslySetInnerHTML: { __html: __hydrationScript(routeModulesScript, [...(enableFogOfWar ? [] : [manifest.url]), manifest.entry.module, ...manifest.entry.imports, ...getModuleLinkHrefs(matches, manifest, { includeHydrateFallback: true })]) },";
// The links are the children of <Scripts>' fragment before its scripts: it returns the scripts alone.
const LINKS_AND_SCRIPTS =
  /return isHydrated \|\| isRSCRouterContext \? null : (?:\/\* @__PURE__ \*\/ )?([\w$]+)\.createElement\(\1\.Fragment, null, /;

/** React Router's module with <Scripts> edited, or null when the module has no <Scripts>. */
export function hydrateAfterFirstPaint(code: string, hydrationScriptPath = HYDRATION_SCRIPT): string | null {
  if (!code.includes("function Scripts(")) return null;
  const scriptEdits = code.split(SCRIPT_HTML).length - 1;
  if (scriptEdits !== 1 || !LINKS_AND_SCRIPTS.test(code)) {
    throw new Error(
      "hydrate-after-first-paint: React Router's <Scripts> no longer reads as expected; check build-tools/hydrate-after-first-paint.ts against the installed version",
    );
  }
  const edited = code
    .replace(SCRIPT_HTML, SCRIPT_HTML_AFTER_PAINT)
    .replace(
      LINKS_AND_SCRIPTS,
      (_whole, react: string) =>
        `return isHydrated || isRSCRouterContext ? null : ${react}.createElement(${react}.Fragment, null, initialScripts);\n  void ${react}.createElement(${react}.Fragment, null, `,
    );
  return `import { hydrationScript as __hydrationScript } from ${JSON.stringify(hydrationScriptPath)};\n${edited}`;
}

export function hydrateAfterFirstPaintPlugin(): Plugin {
  return {
    name: "hydrate-after-first-paint",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      const edited = hydrateAfterFirstPaint(code);
      return edited === null ? null : { code: edited, map: null };
    },
  };
}
