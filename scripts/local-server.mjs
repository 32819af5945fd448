// The production build served by workerd through Miniflare, configured from the build's own
// wrangler.json (what `react-router build` writes from wrangler.jsonc): the worker, its
// static assets, .dev.vars and D1/KV/R2 on disk where wrangler keeps them (`<persist>/v3`),
// so `wrangler d1 … --local --persist-to` sees the same data. Requests go straight to
// workerd: no Node proxy in front of it that a request could kill, and no HTML rewriting
// (docs/decisions/0006-local-runtime.md).
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const BUILD_CONFIG = "build/server/wrangler.json";
const LEVELS = { error: LogLevel.ERROR, warn: LogLevel.WARN, info: LogLevel.INFO, debug: LogLevel.DEBUG };

export async function serveBuild({ port, persistDir, host = "0.0.0.0", logLevel = "warn" }) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(BUILD_CONFIG);
  delete workerOptions.modulesRules;
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port: Number(port),
      log: new Log(LEVELS[logLevel] ?? LogLevel.WARN),
      // No network here to fetch the real `request.cf`; the placeholder is what we would get.
      cf: false,
      resourcePersistencePath: resolve(join(persistDir, "v3")),
      workers: [
        {
          ...workerOptions,
          name: "storefront",
          // The build splits the server into chunks it imports lazily: every one is a module.
          modules: [main, ...serverChunks()].map((path) => ({ type: "ESModule", path })),
          modulesRoot: resolve("build/server"),
        },
      ],
    }),
  );
  await miniflare.ready;
  return miniflare;
}

function serverChunks() {
  const dir = resolve("build/server/assets");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => join(dir, file));
}
