// The production worker for the benchmark and the soak: `node scripts/start.mjs` on its own port and
// state, in its own process group so that stopping it stops workerd too.
import { spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

function answers(port, path = "/version.json") {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(false));
  });
}

export async function startServer({ port, persistDir, logFile, timeoutMs = 180_000 }) {
  if (await answers(port)) throw new Error(`Something already answers on port ${port}; choose another port (BENCH_PORT, SOAK_PORT)`);
  mkdirSync(persistDir, { recursive: true });
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, SKIP_BUILD: "1", PORT: String(port), PERSIST_DIR: persistDir },
  });
  let exited = null;
  child.on("exit", (code, signal) => (exited = code ?? signal));

  const stop = async () => {
    if (exited !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
    if (exited === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(port))) {
    if (exited !== null) throw new Error(`The server exited (${exited}) before it answered; see ${logFile}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await sleep(250);
  }
  // Node and workerd both run in the group the detached child leads.
  return { stop, pgid: child.pid };
}
