// npm run check:ledger [-- --remote]
//
// Checks the ledger's invariants (scripts/ledger-invariants.mjs) and prints each with PASS or
// FAIL; exits 0 only when all hold. Without a flag it reads the local database `npm start`
// uses (PERSIST_DIR, default .wrangler/state), and works while the server runs. `--remote`
// reads production through `wrangler d1 execute --remote`: SELECTs only, nothing is written.
import { spawn } from "node:child_process";
import { getPlatformProxy } from "wrangler";
import { bin, PERSIST_DIR, toolPath } from "./lib.mjs";
import { checkLedger, ledgerReport } from "./ledger-invariants.mjs";

const READ_ONLY = /^\s*(WITH|SELECT)\b/i;

/** One SELECT on production, its rows (wrangler --json answers one result per statement). */
function remoteQuery(sql) {
  if (!READ_ONLY.test(sql)) throw new Error("the ledger check only reads");
  const args = [
    "d1",
    "execute",
    "DB",
    "--remote",
    "--env",
    "production",
    "--config",
    "wrangler.jsonc",
    "--json",
    "--command",
    sql.replace(/\s+/g, " "),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin("wrangler"), args, { env: { ...process.env, PATH: toolPath }, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute --remote exited with ${code}`));
      try {
        resolve(JSON.parse(out)[0]?.results ?? []);
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function main() {
  const remote = process.argv.includes("--remote");
  let results;
  if (remote) {
    results = await checkLedger(remoteQuery);
  } else {
    const proxy = await getPlatformProxy({ configPath: "wrangler.jsonc", persist: { path: `${PERSIST_DIR}/v3` } });
    try {
      results = await checkLedger(async (sql) => (await proxy.env.DB.prepare(sql).all()).results);
    } finally {
      await proxy.dispose();
    }
  }
  console.log(`Ledger of the ${remote ? "production" : `local (${PERSIST_DIR})`} database:`);
  for (const line of ledgerReport(results)) console.log(line);
  const failed = results.filter((r) => r.problems.length).length;
  console.log(failed ? `${failed} of ${results.length} invariants FAIL` : `All ${results.length} invariants hold`);
  process.exitCode = failed ? 1 : 0;
}

await main();
