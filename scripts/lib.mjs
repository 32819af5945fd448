import { spawn } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, readFileSync, rmSync } from "node:fs";
import { delimiter, dirname, join, resolve as resolvePath } from "node:path";

/**
 * PATH for the tools the scripts start: the project's own `node` package first (Node 22;
 * the machine's may be older, see docs/decisions/0006-local-runtime.md), then the Node this
 * script runs on, so `#!/usr/bin/env node` in wrangler and friends finds the same one even
 * when a script is started with a bare `node scripts/….mjs`.
 */
export const toolPath = [resolvePath("node_modules/.bin"), dirname(process.execPath), process.env.PATH].join(delimiter);

/** Runs a command, streaming its output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, PATH: toolPath, ...options.env };
    const child = spawn(command, args, { stdio: "inherit", ...options, env });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`))));
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;

/** Local state lives here for `npm start`, `npm run dev` and the seed alike. */
export const PERSIST_DIR = process.env.PERSIST_DIR ?? ".wrangler/state";

/**
 * First start on a fresh clone: the local secret and ENVIRONMENT come from the committed
 * example. A .dev.vars made before ENVIRONMENT moved there gets it, or the run is production.
 */
export function ensureDevVars(dir = ".") {
  const vars = join(dir, ".dev.vars");
  const example = join(dir, ".dev.vars.example");
  if (!existsSync(vars) && existsSync(example)) {
    copyFileSync(example, vars);
    console.log("Created .dev.vars from .dev.vars.example");
  } else if (existsSync(vars) && !/^\s*ENVIRONMENT\s*=/m.test(readFileSync(vars, "utf8"))) {
    appendFileSync(vars, '\nENVIRONMENT="local"\n');
    console.log('Added ENVIRONMENT="local" to .dev.vars');
  }
}

/**
 * Builds the app to be served locally. The build copies .dev.vars next to the server bundle,
 * where the local server reads its vars, so it is made first: a build without it serves as
 * production and fails closed (a 503 to every request) on a fresh clone.
 */
export async function buildLocal(args = []) {
  ensureDevVars();
  await run(bin("react-router"), ["build", ...args]);
}

/**
 * Applies the D1 migrations to the local database. Local D1 has once died in the middle of
 * a migration on a loaded machine (workerd's "false == true" assertion, nothing wrong with
 * the SQL), so a failure is tried once more: a database this run created is started again
 * from nothing; an existing one keeps what was applied (wrangler skips applied migrations).
 */
export async function migrateLocal() {
  const d1 = join(PERSIST_DIR, "v3", "d1");
  const fresh = !existsSync(d1);
  const apply = () =>
    run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST_DIR, "--config", "wrangler.jsonc"], {
      env: { CI: "true" },
    });
  try {
    await apply();
  } catch (error) {
    console.error(`\nApplying the migrations failed (${error.message}); trying once more.\n`);
    if (fresh) rmSync(d1, { recursive: true, force: true });
    await apply();
  }
}
