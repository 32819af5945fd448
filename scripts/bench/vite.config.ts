import { mergeConfig } from "vite";
import base from "../../vite.config.ts";

/**
 * The app's build with Vite's manifest kept (React Router deletes it otherwise), so the
 * benchmark can tell which chunks each page loads. Only `npm run bench` builds with it:
 * the manifest would otherwise be served as a public asset.
 */
export default mergeConfig(base, { build: { manifest: true } });
