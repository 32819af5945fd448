import { env } from "cloudflare:test";
import { expect } from "vitest";
import { checkLedger } from "../../scripts/ledger-invariants.mjs";

/**
 * The ledger's invariants (scripts/ledger-invariants.mjs, what `npm run check:ledger` prints)
 * on the test database: every one without a problem, but those in `skip` (say why at the call).
 */
export async function expectLedgerHolds(skip: string[] = [], db: D1Database = env.DB) {
  const results = await checkLedger(async (sql) => (await db.prepare(sql).all<{ subject: string; detail: string }>()).results);
  const broken = results
    .filter((r) => !skip.includes(r.key) && r.problems.length)
    .map((r) => ({ invariant: r.key, problems: r.problems.slice(0, 5) }));
  expect(broken, JSON.stringify(broken, null, 1)).toEqual([]);
}
