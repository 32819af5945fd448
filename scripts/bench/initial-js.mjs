// Initial JavaScript of a page, from the client build's Vite manifest: what the browser
// must load before the page is interactive, gzip-compressed as it travels.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = "build/client";
const MANIFEST = join(CLIENT_DIR, ".vite/manifest.json");

/** Every page: the client entry, the root route and the dispatching route. */
const SHELL_MODULES = ["client/entry.client.tsx", "client/root.tsx", "client/routes/page-route.tsx"];

/** Pages with the shop's header and footer (all but the checkout's): loaded before hydrating (client/components/shell/chrome.tsx). */
const SHOP_CHROME = "client/components/shell/shop-chrome.ts";

export function readManifest(path = MANIFEST) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The manifest key of a module; React Router may add a query to route modules. */
function keyOf(manifest, module) {
  if (manifest[module]) return module;
  return Object.keys(manifest).find((key) => key.split("?")[0] === module);
}

/**
 * The JS files of `modules` and everything they import statically (what a browser fetches
 * before it runs them), as a set of output file names. Unknown modules are returned apart.
 */
export function chunkClosure(manifest, modules) {
  const files = new Set();
  const missing = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const key = keyOf(manifest, module);
    if (key) visit(key);
    else missing.push(module);
  }
  return { files, missing };
}

/**
 * Message catalogues the client entry loads before hydrating (shared/i18n.ts): the page's
 * language, English only for an area that language has no file of (a compiled catalogue
 * carries the English text of its untranslated keys), only the `areas` the page names on
 * `<html data-i18n-areas>` (every area when not given).
 */
export function catalogueModules(manifest, language, areas = null) {
  const named = (key) => {
    const [dir, locale, file] = key.split("/");
    return dir === "locales" && (!areas || areas.includes(file.replace(/\.po$/, ""))) ? { locale, area: file } : null;
  };
  const own = new Set();
  for (const key of Object.keys(manifest)) if (named(key)?.locale === language) own.add(named(key).area);
  return Object.keys(manifest).filter((key) => {
    const found = named(key);
    return found && (found.locale === language || (found.locale === "en" && !own.has(found.area)));
  });
}

/** The catalogue areas a page's HTML names (`<html data-i18n-areas="common ui">`), or null. */
export function documentAreas(html) {
  const found = /<html[^>]*\sdata-i18n-areas="([^"]*)"/.exec(html);
  return found ? found[1].split(/\s+/).filter(Boolean) : null;
}

const gzipCache = new Map();
function gzipBytes(file, dir = CLIENT_DIR) {
  const key = join(dir, file);
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    gzipCache.set(key, size);
  }
  return size;
}

/**
 * React Router's route manifest (`assets/manifest-{hash}.js`, with route discovery "initial"):
 * every page imports it first, and it is not in Vite's manifest.
 */
function routerManifestFiles(dir = CLIENT_DIR) {
  try {
    return readdirSync(join(dir, "assets"))
      .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
      .map((name) => `assets/${name}`);
  } catch {
    return [];
  }
}

/**
 * KB (1000 bytes) of gzip JS a page needs at first load: React Router's route manifest, the shell, the shop's chrome
 * (unless `shopChrome` is false: the checkout's own header), the page's lazily
 * loaded modules (its page chunk, and any chunk that page loads in turn to render, such as
 * a help topic) and the catalogues of its language (of its `areas` when given); `messagesKb`
 * is the catalogues' share.
 */
export function initialJs(manifest, { pageModules = [], language = "en", areas = null, shopChrome = true, dir = CLIENT_DIR }) {
  const catalogues = catalogueModules(manifest, language, areas);
  // A build without the chrome chunk (older, or the tests' small app) has nothing to add.
  const chrome = shopChrome && keyOf(manifest, SHOP_CHROME) ? [SHOP_CHROME] : [];
  const { files, missing } = chunkClosure(manifest, [...SHELL_MODULES, ...chrome, ...pageModules, ...catalogues]);
  for (const file of routerManifestFiles(dir)) files.add(file);
  const sizes = Object.fromEntries([...files].sort().map((file) => [file, gzipBytes(file, dir)]));
  const bytes = Object.values(sizes).reduce((a, b) => a + b, 0);
  const messageFiles = new Set(catalogues.map((key) => manifest[key].file));
  const messageBytes = [...messageFiles].reduce((n, file) => n + (sizes[file] ?? 0), 0);
  return { kb: bytes / 1000, messagesKb: messageBytes / 1000, files: sizes, missing };
}
