import type { Env } from "../env";
import type { RateLimitRule } from "./rate-limit";
import { Refusal } from "./refusal";

/** A refusal that lifts once the binding is back: five minutes, as the settings' fail-closed answer says. */
const RETRY_SECONDS = 300;
let reported = false;

/**
 * Counts one hit for a client address under `rule` in the address's own Durable Object
 * (worker/durable/address-budget.ts) and tells whether it is still allowed: exact under bursts,
 * near the shopper, no D1 trip. Without the binding nothing is looked up: the answer is a 503
 * refusal, never an unlimited lookup (docs/decisions/1342-fewer-round-trips.md).
 */
export async function hitAtAddress(env: Pick<Env, "ADDRESS_BUDGET">, rule: RateLimitRule, address: string, now = Date.now()): Promise<boolean> {
  const budgets = env.ADDRESS_BUDGET;
  if (!budgets) {
    if (!reported) console.error("Refusing budgeted lookups: the ADDRESS_BUDGET Durable Object binding is missing (wrangler.jsonc)");
    reported = true;
    throw new Refusal(503, "error.server", { retryAfterSeconds: RETRY_SECONDS });
  }
  return budgets.get(budgets.idFromName(address)).hit(rule, now);
}
