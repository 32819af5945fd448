import { describe, expect, it, vi } from "vitest";
import { hydrationScript } from "./hydration-script";

// The script React Router writes for a page with a root and a page route (its exact shape).
const REACT_ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/page-route-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};

import("/assets/entry.client-1.js");`;

describe("hydrationScript", () => {
  const script = hydrationScript(REACT_ROUTER_SCRIPT, ["/assets/manifest-1.js", "/assets/shell-1.js"]);

  it("waits for the first frame before it fetches anything", () => {
    expect(script.split("\n")[0]).toContain("requestAnimationFrame(() => setTimeout(go))");
    expect(script).not.toMatch(/^import\s/m);
  });

  it("announces React Router's modules and the page's, each once, then imports the route modules under React Router's names", () => {
    expect(script).toContain(
      'const hrefs = [...new Set([...["/assets/manifest-1.js","/assets/shell-1.js"], ...(document.documentElement.dataset.hydrationModules',
    );
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/page-route-1.js")]);',
    );
    expect(script).toMatch(/route1\};\n\nimport\("\/assets\/entry\.client-1\.js"\);$/);
  });

  it("runs: after the first frame it announces every module once and imports the route modules", async () => {
    const own = [
      "/assets/product-page-1.js",
      "/assets/card-1.js",
      "/assets/rate-1.js",
      "/assets/chrome-1.js",
      "/assets/common-1.js",
      "/assets/catalog-1.js",
    ];
    document.documentElement.dataset.hydrationModules = [...own, "/assets/shell-1.js"].join(" ");
    const imported: string[] = [];
    const load = (url: string) => (imported.push(url), Promise.resolve({ url }));
    // A module body with top-level await runs as the body of an async function; `import(` as a call of `load`.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    const run = new AsyncFunction("load", script.replace(/\bimport\(/g, "load("));
    const frame = vi.spyOn(window, "requestAnimationFrame");
    await run(load);
    expect(frame).toHaveBeenCalledOnce();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    // Eight links, in two tasks of six and two (a fetch's start costs the main thread).
    expect(links).toEqual(["/assets/manifest-1.js", "/assets/shell-1.js", ...own]);
    expect(imported).toEqual(["/assets/manifest-1.js", "/assets/root-1.js", "/assets/page-route-1.js", "/assets/entry.client-1.js"]);
    expect(Object.keys((window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules)).toEqual(["root", "routes/page"]);
  });

  it("makes the page's first number formatter in a task of its own, before the imports", () => {
    const lines = script.split("\n");
    const warm = lines.findIndex((line) => line.includes("new Intl.NumberFormat(document.documentElement.lang"));
    expect(lines[warm]).toMatch(/^await pause\(\);/);
    expect(warm).toBeGreaterThan(lines.findIndex((line) => line.startsWith("const hrefs")));
    expect(warm).toBeLessThan(lines.findIndex((line) => line.includes("await Promise.all([import(")));
  });

  it("evaluates the libraries' chunks one per task, React DOM first, before the route modules", async () => {
    const modules = ["/assets/manifest-1.js", "/assets/shell-1.js", "/assets/react-router-2.js", "/assets/react-dom-3.js"];
    const lines = hydrationScript(REACT_ROUTER_SCRIPT, modules).split("\n");
    const libraries = lines.findIndex((line) => line.includes("await import(href)"));
    expect(lines[libraries]).toBe(
      'for (const href of ["/assets/react-dom-3.js","/assets/react-router-2.js"]) { await import(href); await pause(); }',
    );
    expect(libraries).toBeLessThan(lines.findIndex((line) => line.includes("await Promise.all([import(")));
  });

  it("runs in a hidden tab without waiting for a frame or a timer, libraries first", async () => {
    const modules = ["/assets/manifest-1.js", "/assets/react-router-2.js", "/assets/react-dom-3.js"];
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const frame = vi.spyOn(window, "requestAnimationFrame");
    const timer = vi.spyOn(window, "setTimeout");
    const imported: string[] = [];
    const load = (url: string) => (imported.push(url), Promise.resolve({ url }));
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    await new AsyncFunction("load", hydrationScript(REACT_ROUTER_SCRIPT, modules).replace(/\bimport\(/g, "load("))(load);
    expect(frame).not.toHaveBeenCalled();
    expect(timer).not.toHaveBeenCalled();
    expect(imported.slice(0, 2)).toEqual(["/assets/react-dom-3.js", "/assets/react-router-2.js"]);
    expect(imported.at(-1)).toBe("/assets/entry.client-1.js");
    hidden.mockRestore();
    frame.mockRestore();
    timer.mockRestore();
  });

  it("cannot close its <script> element", () => {
    expect(hydrationScript('import "/a.js";', ["/x</script>.js"])).not.toContain("</script>");
  });

  it("keeps the browser's empty script as it is", () => {
    expect(hydrationScript(" ", ["/assets/shell-1.js"])).toBe(" ");
  });
});
