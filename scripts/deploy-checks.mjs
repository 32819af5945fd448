import { spawn } from "node:child_process";
import { toolPath } from "./lib.mjs";

/**
 * The Workers size limit we hold the bundle to: 10 MiB after gzip, the Workers paid plan's
 * (the free plan's 3 MiB does not apply: the shop needs the paid plan for its CPU time).
 */
export const WORKER_GZIP_LIMIT_KIB = 10 * 1024;

/** Runs a command, passing its output through and returning it; rejects when it fails. */
export function runCapturing(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, PATH: toolPath }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (stream, target) =>
      stream.on("data", (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Reads wrangler's own "Total Upload: … KiB / gzip: … KiB" line (the size Cloudflare checks on
 * upload) and says whether it fits. No such line is a failure too: the check must not pass
 * because wrangler changed its wording.
 */
export function sizeVerdict(output, limitKib = WORKER_GZIP_LIMIT_KIB) {
  const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
  if (!match) return { ok: false, message: 'Deploy check: wrangler printed no "Total Upload … gzip" line, so the bundle size is unknown' };
  const gzip = Number(match[2]);
  const share = ((gzip / limitKib) * 100).toFixed(1);
  const summary = `worker bundle ${match[1]} KiB, gzip ${gzip} KiB = ${share}% of the ${limitKib / 1024} MiB gzip limit (Workers paid plan)`;
  return gzip <= limitKib
    ? { ok: true, gzipKib: gzip, message: `Deploy check passed: ${summary}` }
    : { ok: false, gzipKib: gzip, message: `Deploy check FAILED: ${summary}` };
}

const PLACEHOLDER = /^0+(-0+)*$/;

/**
 * What a real deploy must not go out with: the config's placeholder resource ids (all zeros,
 * there for local runs) instead of the ones `wrangler d1 create` / `kv namespace create` print.
 */
export function placeholderProblems(config) {
  const problems = [];
  for (const db of config.d1_databases ?? []) {
    if (!db.database_id || PLACEHOLDER.test(db.database_id))
      problems.push(
        `D1 ${db.binding}: database_id is a placeholder; put the id \`wrangler d1 create\` printed into env.production of wrangler.jsonc`,
      );
  }
  for (const kv of config.kv_namespaces ?? []) {
    if (!kv.id || PLACEHOLDER.test(kv.id))
      problems.push(
        `KV ${kv.binding}: id is a placeholder; put the id \`wrangler kv namespace create\` printed into env.production of wrangler.jsonc`,
      );
  }
  // Merchant insight (docs/decisions/1360-merchant-insight.md): the dataset it writes and the
  // account the back office reads it from; the API token is a secret wrangler cannot show.
  if (!(config.analytics_engine_datasets ?? []).some((dataset) => dataset.binding === "INSIGHT"))
    problems.push("Analytics Engine INSIGHT: no dataset bound; keep env.production's analytics_engine_datasets in wrangler.jsonc");
  if (!/^[0-9a-f]{32}$/.test(config.vars?.INSIGHT_ACCOUNT_ID ?? ""))
    problems.push("INSIGHT_ACCOUNT_ID is not an account id; put the Cloudflare account id into env.production's vars in wrangler.jsonc");
  // Each address's lookup budget (worker/durable/address-budget.ts): without it track order answers 503.
  const budget = (config.durable_objects?.bindings ?? []).find((binding) => binding.name === "ADDRESS_BUDGET");
  if (!budget)
    problems.push(
      "Durable Object ADDRESS_BUDGET: not bound; keep env.production's durable_objects in wrangler.jsonc (track order answers 503 without it)",
    );
  else if (!(config.migrations ?? []).some((migration) => (migration.new_sqlite_classes ?? []).includes(budget.class_name)))
    problems.push(`Durable Object ${budget.class_name}: no migration creates its class; keep its tag in wrangler.jsonc's migrations`);
  return problems;
}
