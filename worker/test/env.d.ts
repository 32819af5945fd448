import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Env as WorkerEnv } from "../env";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The lagging replica of worker/test/lagging-d1.ts. */
      REPLICA_DB: D1Database;
      /** A seed to replay the randomised ledger test with (vitest.config.ts passes LEDGER_SEED). */
      LEDGER_SEED: string;
    }
  }
}
