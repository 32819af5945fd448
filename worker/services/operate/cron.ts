import type { Env } from "../../env";
import { expireUnpaidOrders } from "../payments/expiry";
import { reconcilePayments } from "../payments/reconcile";
import { prunePriceHistory, recordPriceChanges } from "../catalog/price-history";
import { purgeStaleUploads } from "../reviews/uploads";
import { logError } from "./log";
import { sendMerchantNotifications } from "./notify";
import { pruneTables } from "./prune";

/**
 * The cron's jobs (wrangler.jsonc "triggers", every 15 minutes). Each runs on its own: one
 * failing is logged and does not stop the others.
 */
export const CRON_JOBS: Record<string, (env: Env, now: number) => Promise<unknown>> = {
  // Unpaid orders past their hold give their stock back, once their providers were asked.
  expireUnpaidOrders: (env, now) => expireUnpaidOrders(env, now),
  // What the payment providers say of the last days' attempts, against the shop's record.
  reconcilePayments: (env, now) => reconcilePayments(env, now),
  // Review and custom-request uploads no submission took within 24 hours.
  purgeStaleUploads: (env, now) => purgeStaleUploads(env, now),
  // Tables that grow with traffic keep only their retention (docs/decisions/1100-deploy-and-operate.md).
  pruneTables: (env, now) => pruneTables(env.DB, now),
  // The merchant's hourly digests of paid orders, tickets and reviews to moderate.
  sendMerchantNotifications: (env, now) => sendMerchantNotifications(env, now),
  // Prices that changed another way (rates) join the Omnibus history, a bounded sweep of the
  // catalogue a run (docs/decisions/1326-omnibus-prices.md); prices no reference uses leave it.
  priceHistory: async (env, now) => ({ recorded: await recordPriceChanges(env, now), pruned: await prunePriceHistory(env.DB, now) }),
};

export async function runCron(env: Env, now = Date.now()): Promise<void> {
  await Promise.all(
    Object.entries(CRON_JOBS).map(async ([name, job]) => {
      try {
        const result = await job(env, now);
        console.log(JSON.stringify({ type: "cron", job: name, result: result ?? null }));
      } catch (error) {
        logError(`cron:${name}`, undefined, error);
      }
    }),
  );
}
