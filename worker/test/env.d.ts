import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Env as WorkerEnv } from "../env";
import type { AddressBudget } from "../durable/address-budget";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** Typed with its class here too: the generated bindings' types leave it untyped (worker/index.ts). */
      ADDRESS_BUDGET: DurableObjectNamespace<AddressBudget>;
      /** The lagging replica of worker/test/lagging-d1.ts. */
      REPLICA_DB: D1Database;
      /** A seed to replay the randomised ledger test with (vitest.config.ts passes LEDGER_SEED). */
      LEDGER_SEED: string;
    }
  }
}
