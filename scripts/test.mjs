// `npm test`: the fast gates first (type check per runtime, lint, format, every translation
// key in every locale, dead code), then unit, worker integration (workerd), the deploy dry run and
// end-to-end (Chromium), then a short soak (scripts/soak.mjs: 2,000 hostile and aborted requests must get
// 0 5xx, 0 dropped, no stack trace, and the server must still answer), then one closing line
// with the totals. A failed gate stops the run: the slow suites would only add noise.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { bin, run } from "./lib.mjs";

// Reports live outside test-results/, which Playwright empties when it starts.
const REPORTS = "test-reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const failures = [];
const step = async (name, command, args, env) => {
  try {
    await run(command, args, { env });
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
  }
};

// Each gate is an npm script, so a developer runs the same command alone.
const GATES = ["typecheck", "lint", "format:check", "i18n:check", "knip"];
let gatesPassed = 0;
for (const gate of GATES) {
  const before = failures.length;
  await step(gate, "npm", ["run", "--silent", gate]);
  if (failures.length === before) gatesPassed += 1;
}
if (failures.length) {
  for (const failure of failures) console.error(failure);
  console.log(`\n${gatesPassed} passed, ${failures.length} failed (the gates; the test suites did not run)`);
  process.exit(1);
}

await step("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${REPORTS}/vitest.json`]);
// The production artefact without an account: build, `wrangler deploy --dry-run`, gzip size
// under the Workers limit (scripts/deploy.mjs). The journeys' server rebuilds for local after it.
await step("deploy check", process.execPath, ["scripts/deploy.mjs", "--dry-run"]);
// A fresh local database for the browser journeys, so every run starts from the same shop.
rmSync(".wrangler/e2e-state", { recursive: true, force: true });
await step("playwright", bin("playwright"), ["test"], { E2E_JSON: `${REPORTS}/e2e.json` });
// The journeys' server built the app; the soak serves that build on its own port and state.
rmSync(".wrangler/soak-state", { recursive: true, force: true });
const soakFailures = failures.length;
await step("soak", process.execPath, ["scripts/soak.mjs"], {
  SOAK_REQUESTS: process.env.SOAK_REQUESTS ?? "2000",
  SKIP_BUILD: existsSync("build/server/wrangler.json") ? "1" : "0",
});
const soakPassed = failures.length === soakFailures;

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const unit = read(`${REPORTS}/vitest.json`);
const e2e = read(`${REPORTS}/e2e.json`);
const passed = gatesPassed + (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0) + (soakPassed ? 1 : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (soakPassed ? 0 : 1);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
for (const failure of failures) console.error(failure);
console.log(
  `\n${passed} passed, ${failed + (failures.length && !failed ? failures.length : 0)} failed, ${skipped} skipped (each gate and the soak count as one)`,
);
process.exit(failures.length ? 1 : 0);
