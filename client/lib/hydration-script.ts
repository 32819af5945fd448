import type { EntryContext } from "react-router";

/**
 * The page's two scripts, written in place of React Router's `<Scripts>` (client/lib/page-scripts.tsx)
 * so that a page's scripts are fetched only after its first paint (docs/decisions/0011-mobile-speed.md,
 * "Scripts after the first paint"; docs/decisions/0017-own-scripts.md). React Router's module
 * script imports every module statically and announces each as a `<link rel="modulepreload">`:
 * the browser fetches all of them while the page is still parsing, beside the stylesheet and the
 * main image. `hydrationScript` waits for the first frame, then announces those modules and the
 * page's own (`<html data-hydration-modules>`, client/lib/hydration-modules.ts) all at once, makes
 * the page's number formatter in a task of its own, evaluates the libraries' chunks one per task,
 * imports the route manifest and the route modules, puts them where React Router's
 * `HydratedRouter` reads them and only then imports the client entry, which hydrates
 * (docs/decisions/0016-hydration-order.md).
 *
 * A tab opened in the background never renders a frame; it hydrates at once as it always did.
 */
/**
 * Starting a fetch costs the main thread ~0.7 ms on this machine, ~3 ms on a phone: the two dozen
 * files of a product page in one task would be one long task (Lighthouse's total blocking time).
 */
const LINKS_PER_TASK = 6;

/**
 * A page's first `Intl.NumberFormat` costs 12–15 ms of main thread on this machine (ICU's number
 * data, once per page), four times that on a phone; hydration needs one for every plural `#`
 * (the cart link's count is on every shop page). Made in a task of its own while the modules
 * download, it is no longer part of hydration's long task (docs/decisions/0011-mobile-speed.md).
 */
const WARM_NUMBER_FORMAT = "await pause(); new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);";

/**
 * Ends the task (after the next frame with `frame`), so the next step runs in a task of its own.
 * A hidden tab paints no frame and runs timers late: it goes on at once, as it always hydrated.
 */
const PAUSE =
  'const pause = (frame = false) => new Promise((go) => document.visibilityState !== "visible" ? go() : frame ? requestAnimationFrame(() => setTimeout(go)) : setTimeout(go));';

/**
 * The libraries with client chunks of their own (vite.config.ts, build-tools/shell-chunk.ts), by
 * the npm packages each holds, in the order the script evaluates them: one per task, before the
 * route modules. Evaluating the whole shell at once was one task of ~25 ms here and ~100 ms on a
 * phone, the longest after the first paint; in three pieces none is long.
 */
export const LIBRARY_CHUNKS = {
  "react-dom": ["react", "react-dom", "scheduler"],
  "react-router": ["react-router"],
} as const;

/** The library chunks among a page's modules, in LIBRARY_CHUNKS' order. */
function libraryChunks(modules: readonly string[]): string[] {
  return Object.keys(LIBRARY_CHUNKS).flatMap((name) => modules.find((href) => href.split("/").pop()!.startsWith(`${name}-`)) ?? []);
}

/** A URL or a list of them as a script literal that cannot close the `<script>` element it sits in. */
const scriptLiteral = (value: string | readonly string[]) => JSON.stringify(value).replace(/</g, "\\u003c");

/** What the module script imports, read from React Router's entry context (public: `handleRequest`'s argument). */
export interface HydrationPlan {
  /** Vite's HMR runtime, in development only: first, as React Router imports it. */
  hmrRuntime?: string;
  /** React Router's route manifest module: it sets `window.__reactRouterManifest`. */
  manifest: string;
  /** The matched routes, each with the modules that make its route module. */
  routes: { id: string; modules: string[] }[];
  /** The client entry, imported last: it hydrates as soon as it runs. */
  entry: string;
  /** Every module the page hydrates with, announced together after the first paint. */
  modules: string[];
}

type RouterEntry = Pick<EntryContext, "manifest" | "routeDiscovery" | "ssr" | "staticHandlerContext">;

/**
 * The plan for the routes the server matched, as React Router's `<Scripts>` works it out: the
 * route manifest is imported whole (the shop discovers no routes lazily: react-router.config.ts),
 * and a route split into chunks (client loader, client action…) is their modules merged.
 */
export function hydrationPlan({ manifest, routeDiscovery, ssr, staticHandlerContext }: RouterEntry): HydrationPlan {
  if (ssr && routeDiscovery.mode === "lazy") throw new Error("hydrationPlan: lazy route discovery is not supported (react-router.config.ts)");
  const routes = staticHandlerContext.matches.map(({ route }) => {
    const entry = manifest.routes[route.id];
    if (!entry) throw new Error(`hydrationPlan: route ${route.id} is not in the manifest`);
    const chunks = [entry.clientActionModule, entry.clientLoaderModule, entry.clientMiddlewareModule, entry.hydrateFallbackModule];
    return { id: route.id, modules: [...chunks.filter((href): href is string => !!href), entry.module], imports: entry.imports ?? [] };
  });
  const modules = [
    manifest.url,
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.flatMap((route) => [...route.modules, ...route.imports]),
  ];
  return {
    hmrRuntime: manifest.hmr?.runtime,
    manifest: manifest.url,
    routes: routes.map(({ id, modules }) => ({ id, modules })),
    entry: manifest.entry.module,
    modules: [...new Set(modules)],
  };
}

/**
 * The classic script before the module script: React Router's server handoff and the stream its
 * loader data arrives on (`HydratedRouter` reads both; the server's `StreamTransfer` writes into
 * the stream). A classic inline script runs as it is parsed, so it is always there first.
 */
export function contextScript(serverHandoffString: string): string {
  // React Router escapes the handoff for an inline script (createServerHandoffString).
  return `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
}

export function hydrationScript(plan: HydrationPlan): string {
  const imports = [plan.manifest, ...plan.routes.flatMap((route) => route.modules)];
  let at = 1;
  const names = plan.routes.map((route) => route.modules.map(() => `route${at++}`));
  const routeModules = plan.routes.map(
    (route, index) =>
      `${JSON.stringify(route.id)}: ${names[index]!.length === 1 ? names[index]![0] : `{ ${names[index]!.map((name) => `...${name}`).join(", ")} }`}`,
  );
  return [
    `${PAUSE}${plan.hmrRuntime ? ` await import(${scriptLiteral(plan.hmrRuntime)});` : ""} await pause(true);`,
    `const hrefs = [...new Set([...${scriptLiteral(plan.modules)}, ...(document.documentElement.dataset.hydrationModules ?? "").split(" ").filter(Boolean)])];`,
    `for (let at = 0; at < hrefs.length; at += ${LINKS_PER_TASK}) { if (at) await pause(); for (const href of hrefs.slice(at, at + ${LINKS_PER_TASK})) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); } }`,
    WARM_NUMBER_FORMAT,
    `for (const href of ${scriptLiteral(libraryChunks(plan.modules))}) { await import(href); await pause(); }`,
    `const [, ${names.flat().join(", ")}] = await Promise.all([${imports.map((url) => `import(${scriptLiteral(url)})`).join(", ")}]);`,
    `window.__reactRouterRouteModules = { ${routeModules.join(", ")} };`,
    `import(${scriptLiteral(plan.entry)});`,
  ].join("\n");
}
