// `npm start`: build, migrate, seed if empty, then serve the production build in workerd.
import { spawn } from "node:child_process";
import { bin, ensureDevVars, migrateLocal, PERSIST_DIR, run } from "./lib.mjs";
import { seedIfEmpty } from "./seed.mjs";
import { STAFF_ACCOUNTS, STAFF_PASSWORD } from "./seeds/700-staff.mjs";

const port = process.env.PORT ?? "8787";

ensureDevVars();
if (process.env.SKIP_BUILD !== "1") await run(bin("react-router"), ["build"]);
await migrateLocal();
await seedIfEmpty();
console.log(`\nStorefront on http://localhost:${port} — stores at http://{us,uk,de,fr,mx,us-vip,apparel,heycharm}.localhost:${port}\n`);
console.log(`Back office: http://localhost:${port}/admin/login — ${STAFF_ACCOUNTS.map((s) => s.email).join(", ")} / ${STAFF_PASSWORD}\n`);
await serve();

/**
 * Runs `wrangler dev` and starts it again if it dies on its own. Wrangler's local proxy can
 * exit with an empty "✘ [ERROR]" when a browser aborts requests mid-flight (e.g. navigating
 * away while images load: cloudflare/workers-sdk#15451, #15317, #14926); the state is on
 * disk, so a restart loses nothing. A server that dies within seconds of starting is broken,
 * not unlucky: then we stop.
 */
async function serve() {
  const args = ["dev", "--port", port, "--ip", "0.0.0.0", "--persist-to", PERSIST_DIR, "--show-interactive-dev-session=false", "--log-level", process.env.LOG_LEVEL ?? "warn"];
  let stopping = false;
  let child;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      child?.kill(signal);
    });
  }
  for (let restarts = 0; ; restarts++) {
    const started = Date.now();
    child = spawn(bin("wrangler"), args, {
      stdio: "inherit",
      env: { ...process.env, CI: process.env.CI ?? "true", WRANGLER_SEND_METRICS: "false" },
    });
    const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? signal)));
    if (stopping) return;
    if (Date.now() - started < 15_000 || restarts >= 20) {
      console.error(`wrangler dev exited with ${code}; not restarting`);
      process.exit(1);
    }
    console.error(`\nwrangler dev exited with ${code}; starting it again (state is kept in ${PERSIST_DIR})\n`);
  }
}
