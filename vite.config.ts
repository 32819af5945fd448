import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { resolve } from "node:path";
import { aliases } from "./build-tools/aliases.ts";
import { clientChunks } from "./build-tools/client-chunks.ts";
import { libraryChunkGroups, shellChunk } from "./build-tools/shell-chunk.ts";
import { storeRoutes } from "./build-tools/store-routes.ts";
import { serverOnlyLoaders } from "./build-tools/server-only-loaders.ts";
import { versionManifest } from "./build-tools/version-manifest.ts";

const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, "");

/** `CLOUDFLARE_ENV=production npm run build` (npm run deploy) builds wrangler.jsonc's production environment. */
const production = process.env.CLOUDFLARE_ENV === "production";

export default defineConfig(({ command, isPreview }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      config:
        // `npm run dev` is the development environment: the store may be chosen by port, no CSP.
        command === "serve" && !isPreview
          ? (worker) => ({ vars: { ...worker.vars, ENVIRONMENT: "development" } })
          : // The eight stores' custom domains, from STORE_DOMAINS: hosts live in one place.
            production
            ? (worker) => ({ routes: storeRoutes(String(worker.vars.STORE_DOMAINS ?? "")) })
            : undefined,
    }),
    lingui(),
    serverOnlyLoaders(),
    reactRouter(),
    versionManifest(buildId),
    clientChunks(),
  ],
  resolve: { alias: aliases },
  environments: {
    // The browser's scripts: everything a page needs before it can hydrate (the client entry,
    // the root and page routes and all they import statically) in three chunks (React DOM, React
    // Router, the shell) instead of 25 small ones, each a request a phone on 4G waits for; pages,
    // catalogues and widgets that load later keep their own chunks (issue 21,
    // docs/decisions/0011-mobile-speed.md).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React DOM and React Router apart, evaluated one per task (client/lib/hydration-script.ts);
              // the shell with the small modules the shop chrome's chunk shares with pages (build-tools/shell-chunk.ts).
              groups: [
                ...libraryChunkGroups(),
                { name: shellChunk(resolve(import.meta.dirname, "client/components/shell/shop-chrome.ts")), debugName: "shell" },
              ],
            },
          },
        },
      },
    },
  },
  server: { host: true },
  preview: { host: true },
}));
