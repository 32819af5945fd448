import type { Plugin } from "vite";

/** The page side of the app: screens and what they import, but not the server modules themselves. */
const PAGE_MODULE = /\/client\/pages\/(?!.*\.server\.[jt]sx?$).+\.[jt]sx?$/;
const SERVER_IMPORT = /\bimport\(\s*(["'])[^"']+\.server(?:\.[jt]sx?)?\1\s*\)/g;

/** What a loader link resolves to in the browser. */
export const REFUSAL = 'Promise.reject(new Error("page loaders run on the server"))';

/**
 * Each screen module (client/pages/…-page.tsx) carries the link to its `.server` loader, a lazy
 * import beside its component (client/pages/define-page.ts). In the browser's bundle every such
 * import in client/pages becomes a refusal, before any import is resolved, so no server module
 * (or React Router's guard against one) is reached; the server build keeps them. (React Router
 * does the same to a route module's `loader` export.) A static import of a `.server` module is
 * left alone: React Router's guard refuses that one. docs/decisions/0008-one-record-per-page.md.
 */
export function serverOnlyLoaders(): Plugin {
  return {
    name: "heliora:server-only-loaders",
    enforce: "pre",
    transform(code, id) {
      if (this.environment.config.consumer !== "client" || !PAGE_MODULE.test(id.split("?")[0])) return;
      SERVER_IMPORT.lastIndex = 0;
      if (!SERVER_IMPORT.test(code)) return;
      return { code: code.replace(SERVER_IMPORT, REFUSAL), map: null };
    },
  };
}
