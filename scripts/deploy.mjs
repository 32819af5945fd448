// `npm run deploy`: builds wrangler.jsonc's production environment (the Cloudflare Vite plugin
// picks the environment at build time from CLOUDFLARE_ENV; `wrangler deploy --env` is refused
// for the generated config) and deploys the generated build/server/wrangler.json.
// `npm run deploy -- --dry-run` (CI, via `npm test`): the same build, `wrangler deploy --dry-run`
// into build/deploy-dry-run, and the bundle's gzip size against the Workers limit — no account
// needed (docs/decisions/1100-deploy-and-operate.md).
import { readFileSync } from "node:fs";
import { bin, run } from "./lib.mjs";
import { placeholderProblems, runCapturing, sizeVerdict } from "./deploy-checks.mjs";

const dryRun = process.argv.includes("--dry-run");
const BUILD_CONFIG = "build/server/wrangler.json";

await run(bin("react-router"), ["build"], { env: { CLOUDFLARE_ENV: "production" } });
if (!dryRun) {
  // The dry run may use the placeholders; a real deploy refuses them before uploading anything.
  const problems = placeholderProblems(JSON.parse(readFileSync(BUILD_CONFIG, "utf8")));
  if (problems.length) {
    console.error(`Not deploying:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  await run(bin("wrangler"), ["deploy", "--config", BUILD_CONFIG]);
} else {
  const output = await runCapturing(bin("wrangler"), ["deploy", "--dry-run", "--outdir", "build/deploy-dry-run", "--config", BUILD_CONFIG]);
  const verdict = sizeVerdict(output);
  console.log(verdict.message);
  if (!verdict.ok) process.exit(1);
}
