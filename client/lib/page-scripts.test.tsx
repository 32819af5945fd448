import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contextScript } from "./hydration-script";
import { PageScripts, PageScriptsProvider } from "./page-scripts";

/**
 * `<PageScripts>` writes what React Router's `<Scripts>` writes for the browser's `HydratedRouter`
 * (docs/decisions/0017-own-scripts.md). These read the installed React Router, both builds, and
 * fail when a release changes what the two sides agree on.
 */
const dist = (build: "production" | "development", file: string) =>
  readFileSync(join(process.cwd(), "node_modules/react-router/dist", build, file), "utf8");
const BUILDS = ["production", "development"] as const;

describe("PageScripts against the installed React Router", () => {
  it.each(BUILDS)("writes the context script <Scripts> writes (%s)", (build) => {
    const ours = contextScript("${serverHandoffString}");
    expect(dist(build, "lib/dom/ssr/components.js")).toContain(`let contextScript = staticContext ? \`${ours}\` : " ";`);
  });

  it.each(BUILDS)("sets the globals HydratedRouter reads (%s)", (build) => {
    expect(dist(build, "lib/dom-export/hydrated-router.js")).toContain(
      "window.__reactRouterContext && window.__reactRouterManifest && window.__reactRouterRouteModules",
    );
  });

  it.each(BUILDS)("gets the loader data streamed because the scripts are marked as rendered (%s)", (build) => {
    expect(dist(build, "lib/dom/ssr/single-fetch.js")).toContain("if (!context.renderMeta || !context.renderMeta.didRenderScripts) return null;");
  });

  // Our own scripts exist because <Scripts> has no option to leave out its modulepreload links or
  // to start hydration after the first paint (no upstream issue asks for one yet). When a release
  // adds an option, this fails: try the option and drop <PageScripts> if it does the same.
  it.each(BUILDS)("is still needed: <Scripts> takes no option but the nonce (%s)", (build) => {
    const types = dist(build, "lib/dom/ssr/components.d.ts");
    const declaration = /type ScriptsProps = [^&]*& \{([\s\S]*?)\n\};/.exec(types)?.[1] ?? "";
    expect([...declaration.matchAll(/^\s*(\w+)\??:/gm)].map((member) => member[1])).toEqual(["nonce"]);
  });
});

describe("PageScripts", () => {
  it("writes the server's two scripts, the module one async, and no modulepreload link", () => {
    const html = renderToStaticMarkup(
      <PageScriptsProvider value={{ context: "window.a = 1;", module: "await 0;" }}>
        <PageScripts nonce="n1" />
      </PageScriptsProvider>,
    );
    expect(html).toBe('<script nonce="n1">window.a = 1;</script><script nonce="n1" type="module" async="">await 0;</script>');
  });

  it("renders them empty where there is no server (the browser keeps the server's)", () => {
    expect(renderToStaticMarkup(<PageScripts />)).toBe('<script> </script><script type="module" async=""> </script>');
  });
});
