/**
 * The module script that starts hydration, rewritten so that a page's scripts are fetched only
 * after its first paint (docs/decisions/0011-mobile-speed.md, "Scripts after the first
 * paint"). React Router writes it with static imports and announces every module as a
 * `<link rel="modulepreload">`: the browser fetches all of them while the page is still parsing,
 * beside the stylesheet and the main image. `build-tools/hydrate-after-first-paint.ts` hands the
 * script and the module list to `hydrationScript`, which waits for the first frame, then announces
 * those modules and the page's own (`<html data-hydration-modules>`, client/lib/hydration-modules.ts)
 * all at once, makes the page's number formatter in a task of its own, evaluates the libraries' chunks one
 * per task and imports the route modules.
 *
 * A tab opened in the background never renders a frame; it hydrates at once as it always did.
 */
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("(?:[^"\\]|\\.)*")\s*;?/g;

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

/** A list of URLs as a script literal that cannot close the `<script>` element it sits in. */
const scriptLiteral = (value: readonly string[]) => JSON.stringify(value).replace(/</g, "\\u003c");

export function hydrationScript(script: string, modules: readonly string[]): string {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = script.replace(STATIC_IMPORT, (_whole, name: string | undefined, url: string) => {
    names.push(name ?? "");
    urls.push(url);
    return "";
  });
  // In the browser React Router renders the script empty (it only hydrates the server's).
  if (urls.length === 0) return script;
  return [
    `${PAUSE} await pause(true);`,
    `const hrefs = [...new Set([...${scriptLiteral(modules)}, ...(document.documentElement.dataset.hydrationModules ?? "").split(" ").filter(Boolean)])];`,
    `for (let at = 0; at < hrefs.length; at += ${LINKS_PER_TASK}) { if (at) await pause(); for (const href of hrefs.slice(at, at + ${LINKS_PER_TASK})) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); } }`,
    WARM_NUMBER_FORMAT,
    `for (const href of ${scriptLiteral(libraryChunks(modules))}) { await import(href); await pause(); }`,
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
}
