import { defineConfig, mergeConfig, type UserConfigExport } from "vite";
import base from "../../vite.config.ts";

/**
 * The app's build with Vite's manifest kept (React Router deletes it otherwise), so the
 * benchmark can tell which chunks each page loads. Only `npm run bench` builds with it:
 * the manifest would otherwise be served as a public asset, and the floor is no page of the shop.
 */
export default defineConfig(async (env) => {
  const app: UserConfigExport = base;
  const resolved = typeof app === "function" ? await app(env) : await app;
  // BENCH_FLOOR: the worker also serves the floor, an empty document (worker/bench-floor.tsx).
  return mergeConfig(resolved, { build: { manifest: true }, define: { "import.meta.env.BENCH_FLOOR": "true" } });
});
