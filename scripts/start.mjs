// `npm start`: build, migrate, seed if empty, then serve the production build in workerd
// (scripts/local-server.mjs; why this way: docs/decisions/0006-local-runtime.md).
import { existsSync } from "node:fs";
import { buildLocal, migrateLocal, PERSIST_DIR } from "./lib.mjs";
import { serveBuild } from "./local-server.mjs";
import { seedIfEmpty } from "./seed.mjs";
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from "./seeds/700-staff.mjs";

const port = process.env.PORT ?? "8787";

if (process.env.SKIP_BUILD !== "1") await buildLocal();
// A build made by a bare `npm run build` before .dev.vars existed carries no local settings: it
// serves as production and fails closed (503 "APP_SECRET is not set"). Say so before serving.
else if (!existsSync("build/server/.dev.vars")) {
  console.warn(
    "SKIP_BUILD=1: build/server has no .dev.vars, so this build serves as production and answers 503. Run `npm start` once without SKIP_BUILD.",
  );
}
await migrateLocal();
await seedIfEmpty();
console.log(`\nStorefront on http://localhost:${port} — stores at http://{us,uk,de,fr,mx,us-vip,apparel,heycharm}.localhost:${port}\n`);
console.log(`Back office: http://localhost:${port}/admin/login — ${STAFF_ACCOUNTS.map((s) => s.email).join(", ")} / ${STAFF_PASSWORD}\n`);
const server = await serveBuild({ port, persistDir: PERSIST_DIR, logLevel: process.env.LOG_LEVEL ?? "warn" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void server.dispose().then(() => process.exit(0)));
}
