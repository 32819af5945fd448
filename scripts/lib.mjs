import { spawn } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";

/** Runs a command, streaming its output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;

/** Local state lives here for `npm start`, `npm run dev` and the seed alike. */
export const PERSIST_DIR = process.env.PERSIST_DIR ?? ".wrangler/state";

/** First start on a fresh clone: the local secret comes from the committed example. */
export function ensureDevVars() {
  if (!existsSync(".dev.vars") && existsSync(".dev.vars.example")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("Created .dev.vars from .dev.vars.example");
  }
}

export async function migrateLocal() {
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST_DIR, "--config", "wrangler.toml"], {
    env: { CI: "true" },
  });
}
