import { describe, expect, it, vi } from "vitest";
import { contextScript, hydrationPlan, hydrationScript, type HydrationPlan } from "./hydration-script";

/** A page with a root and a page route, the page route split into its client loader and the rest. */
const plan = (modules: string[]): HydrationPlan => ({
  manifest: "/assets/manifest-1.js",
  routes: [
    { id: "root", modules: ["/assets/root-1.js"] },
    { id: "routes/page", modules: ["/assets/page-route-loader-1.js", "/assets/page-route-1.js"] },
  ],
  entry: "/assets/entry.client-1.js",
  modules,
});

describe("hydrationScript", () => {
  const script = hydrationScript(plan(["/assets/manifest-1.js", "/assets/shell-1.js"]));

  it("waits for the first frame before it fetches anything", () => {
    expect(script.split("\n")[0]).toContain("requestAnimationFrame(() => setTimeout(go))");
    expect(script).not.toMatch(/^import\s/m);
  });

  it("announces React Router's modules and the page's, each once, imports the route modules, sets them, then imports the entry", () => {
    expect(script).toContain(
      'const hrefs = [...new Set([...["/assets/manifest-1.js","/assets/shell-1.js"], ...(document.documentElement.dataset.hydrationModules',
    );
    expect(script.split("\n").slice(-3)).toEqual([
      'const [, route1, route2, route3] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/page-route-loader-1.js"), import("/assets/page-route-1.js")]);',
      'window.__reactRouterRouteModules = { "root": route1, "routes/page": { ...route2, ...route3 } };',
      'import("/assets/entry.client-1.js");',
    ]);
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
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/page-route-loader-1.js",
      "/assets/page-route-1.js",
      "/assets/entry.client-1.js",
    ]);
    expect((window as unknown as { __reactRouterRouteModules: object }).__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "routes/page": { url: "/assets/page-route-1.js" },
    });
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
    const lines = hydrationScript(plan(modules)).split("\n");
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
    await new AsyncFunction("load", hydrationScript(plan(modules)).replace(/\bimport\(/g, "load("))(load);
    expect(frame).not.toHaveBeenCalled();
    expect(timer).not.toHaveBeenCalled();
    expect(imported.slice(0, 2)).toEqual(["/assets/react-dom-3.js", "/assets/react-router-2.js"]);
    expect(imported.at(-1)).toBe("/assets/entry.client-1.js");
    hidden.mockRestore();
    frame.mockRestore();
    timer.mockRestore();
  });

  it("cannot close its <script> element", () => {
    expect(hydrationScript({ ...plan(["/x</script>.js"]), entry: "/y</script>.js" })).not.toContain("</script>");
  });

  it("imports Vite's HMR runtime first in development", () => {
    expect(hydrationScript({ ...plan([]), hmrRuntime: "/@id/__x00__virtual:react-router/inject-hmr-runtime" }).split("\n")[0]).toMatch(
      /await import\("\/@id\/__x00__virtual:react-router\/inject-hmr-runtime"\); await pause\(true\);$/,
    );
  });
});

describe("hydrationPlan", () => {
  const manifest = {
    url: "/assets/manifest-1.js",
    version: "1",
    entry: { module: "/assets/entry.client-1.js", imports: ["/assets/shell-1.js"] },
    routes: {
      root: { id: "root", module: "/assets/root-1.js", imports: ["/assets/shell-1.js"] },
      "routes/page": {
        id: "routes/page",
        module: "/assets/page-route-1.js",
        clientLoaderModule: "/assets/page-route-loader-1.js",
        imports: ["/assets/shell-1.js", "/assets/react-dom-1.js"],
      },
    },
  };
  const entry = (mode: "initial" | "lazy") =>
    ({
      manifest,
      ssr: true,
      routeDiscovery: { mode },
      staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "routes/page" } }] },
    }) as unknown as Parameters<typeof hydrationPlan>[0];

  it("takes the matched routes' modules, the client loader's first, and every module once, as React Router's <Scripts> does", () => {
    expect(hydrationPlan(entry("initial"))).toEqual({
      hmrRuntime: undefined,
      manifest: "/assets/manifest-1.js",
      routes: [
        { id: "root", modules: ["/assets/root-1.js"] },
        { id: "routes/page", modules: ["/assets/page-route-loader-1.js", "/assets/page-route-1.js"] },
      ],
      entry: "/assets/entry.client-1.js",
      modules: [
        "/assets/manifest-1.js",
        "/assets/entry.client-1.js",
        "/assets/shell-1.js",
        "/assets/root-1.js",
        "/assets/page-route-loader-1.js",
        "/assets/page-route-1.js",
        "/assets/react-dom-1.js",
      ],
    });
  });

  it("refuses lazy route discovery, whose partial manifest it does not write", () => {
    expect(() => hydrationPlan(entry("lazy"))).toThrow(/lazy route discovery/);
  });
});

describe("contextScript", () => {
  it("hands React Router its server handoff and the stream its loader data arrives on", () => {
    expect(contextScript('{"ssr":true}')).toBe(
      'window.__reactRouterContext = {"ssr":true};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());',
    );
  });
});
