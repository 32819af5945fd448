import { defineConfig, mergeConfig, type UserConfigExport } from "vite";
import base from "../../vite.config.ts";

/**
 * The app's build with Vite's manifest kept (React Router deletes it otherwise), so the
 * benchmark can tell which chunks each page loads. Only `npm run bench` builds with it:
 * the manifest would otherwise be served as a public asset.
 */
export default defineConfig(async (env) => {
  const app: UserConfigExport = base;
  const resolved = typeof app === "function" ? await app(env) : await app;
  return mergeConfig(resolved, { build: { manifest: true } });
});
