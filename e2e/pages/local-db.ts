import { execFileSync } from "node:child_process";

const persistDir = process.env.E2E_PERSIST_DIR ?? ".wrangler/e2e-state";

/**
 * Runs SQL on the local server's D1, as a developer would with `wrangler d1 execute --local`.
 * Journeys use it for what only customer service or a campaign does in the shop (there is no
 * admin screen): crediting a customer's wallet, say.
 */
export function localSql(sql: string): unknown[] {
  // Each call starts its own local runtime on the shared state; two journeys' calls at once can
  // meet the other's lock and exit non-zero having written nothing, so a refused call is tried
  // again a few times before its output is reported.
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        "node_modules/.bin/wrangler",
        ["d1", "execute", "DB", "--local", "--persist-to", persistDir, "--json", "--command", sql],
        {
          encoding: "utf8",
          env: { ...process.env, CI: "true" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      const [first] = JSON.parse(out) as { results: unknown[] }[];
      return first?.results ?? [];
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      if (attempt >= 4) throw new Error(`wrangler d1 execute failed ${attempt} times: ${stdout.slice(-800)} ${stderr.slice(-800)}`, { cause: error });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
    }
  }
}

/** Store credit for a customer (a campaign reward), in USD cents. */
export function creditWallet(email: string, cents: number) {
  const safe = email.replace(/'/g, "''");
  localSql(
    `INSERT INTO wallet_transactions (customer_id, amount_cents, kind, reference, created_at)
     SELECT id, ${Math.trunc(cents)}, 'campaign', 'e2e reward', ${Date.now()} FROM customers WHERE email = '${safe}'`,
  );
}
