import type { PaybackData } from "~/shared/checkout-types";
import type { Env } from "../../env";
import { payAgainMethods } from "../orders/order-access";
import { sendOrderConfirmation } from "../mail/order-email";
import { holdEnd, orderLines, toSummary } from "../orders/orders-store";
import { providerByKey } from "./registry";
import { providerAttemptOrder, settlePayment, type AttemptOrder } from "./payments";

/**
 * Settles a return with the provider's verified verdict, then describes the result. Seeing
 * the same return again (a reload) shows the same result and changes nothing.
 */
export async function handlePayback(
  env: Env,
  providerKey: string,
  query: URLSearchParams,
  current: URL,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<PaybackData | null> {
  const provider = providerByKey(env, providerKey);
  if (!provider) return null;
  // The attempt the return names, its order and the order's lines are read while the provider
  // is asked (one round trip with the provider's own reads): reading changes nothing, and
  // nothing is shown or settled before the verdict verifies (docs/decisions/1343-writes-in-two-trips.md).
  const early = providerAttemptOrder(env.DB, provider.key, query.get("paymentId") ?? "", true);
  early.catch(() => undefined);
  let verdict;
  try {
    verdict = await provider.handleReturn(env, query);
  } catch (error) {
    console.error(`payback: ${provider.key} could not be asked`, error);
    return unconfirmed(await early);
  }
  if (!verdict) return null;
  const known = (await early) ?? undefined;
  const settled = await settlePayment(env, provider, verdict, Date.now(), [], known);
  if (!settled) return null;
  const { order } = settled;
  // The order's lines do not change when it is paid.
  const lines = known?.payment.id === verdict.paymentId && known.lines ? known.lines : await orderLines(env.DB, order.id);
  if (settled.kind === "success" && settled.justPaid) {
    waitUntil(sendOrderConfirmation(env, order, current, lines).catch((error) => console.error("order confirmation mail", error)));
  }
  const payable = order.status === "unpaid";
  return {
    result: settled.kind,
    reason: settled.kind === "failed" ? settled.reason : null,
    order: toSummary(order, lines),
    retryUntil: payable ? holdEnd(order) : null,
    methods: payable ? await payAgainMethods(env, order) : [],
  };
}

/**
 * The order of an attempt whose provider could not be asked: shown as waiting, unchanged. The
 * provider's webhook settles it, or this page does when the shopper reloads it; offering to
 * pay again now could take the money twice.
 */
function unconfirmed(found: AttemptOrder | null): PaybackData | null {
  if (!found) return null;
  return {
    result: "pending",
    reason: null,
    order: toSummary(found.order, found.lines ?? []),
    retryUntil: null,
    methods: [],
    unconfirmed: true,
  };
}
