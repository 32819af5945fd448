// `npm test`: unit, worker integration (workerd) and end-to-end (Chromium), then one
// closing line with the totals of all three.
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

await step("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${REPORTS}/vitest.json`]);
// A fresh local database for the browser journeys, so every run starts from the same shop.
rmSync(".wrangler/e2e-state", { recursive: true, force: true });
await step("playwright", bin("playwright"), ["test"], { E2E_JSON: `${REPORTS}/e2e.json` });

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const unit = read(`${REPORTS}/vitest.json`);
const e2e = read(`${REPORTS}/e2e.json`);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
for (const failure of failures) console.error(failure);
console.log(`\n${passed} passed, ${failed + (failures.length && !failed ? failures.length : 0)} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
