// `npm start`: build, migrate, seed if empty, then serve the production build in workerd.
import { bin, ensureDevVars, migrateLocal, PERSIST_DIR, run } from "./lib.mjs";
import { seedIfEmpty } from "./seed.mjs";

const port = process.env.PORT ?? "8787";

ensureDevVars();
if (process.env.SKIP_BUILD !== "1") await run(bin("react-router"), ["build"]);
await migrateLocal();
await seedIfEmpty();
console.log(`\nStorefront on http://localhost:${port} — stores at http://{us,uk,de,fr,mx,us-vip,apparel,heycharm}.localhost:${port}\n`);
await run(bin("wrangler"), ["dev", "--port", port, "--ip", "0.0.0.0", "--persist-to", PERSIST_DIR, "--show-interactive-dev-session=false", "--log-level", process.env.LOG_LEVEL ?? "warn"], {
  env: { CI: process.env.CI ?? "true" },
});
