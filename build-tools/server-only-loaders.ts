import type { Plugin } from "vite";

const RECORDS = /\/client\/pages\/pages\.ts$/;
const SERVER_IMPORT = /\bimport\(\s*(["'])[^"']+\.server\1\s*\)/g;

/**
 * The page records (client/pages/pages.ts) name each page's component and its `.server`
 * loader side by side. In the browser's bundle the loader imports become a refusal, before
 * any import is resolved, so no server module (or React Router's guard against one) is
 * reached; the server build keeps them. (React Router does the same to a route module's
 * `loader` export.) docs/decisions/0008-one-record-per-page.md.
 */
export function serverOnlyLoaders(): Plugin {
  return {
    name: "heliora:server-only-loaders",
    enforce: "pre",
    transform(code, id) {
      if (this.environment.config.consumer !== "client" || !RECORDS.test(id.split("?")[0])) return;
      return { code: code.replace(SERVER_IMPORT, 'Promise.reject(new Error("page loaders run on the server"))'), map: null };
    },
  };
}
