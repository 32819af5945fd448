import type { PaybackData } from "~/shared/checkout-types";
import type { Env } from "../../env";
import { payAgainMethods } from "../orders/order-access";
import { sendOrderConfirmation } from "../mail/order-email";
import { holdEnd, orderLines, orderLinesOfPayment, toSummary } from "../orders/orders-store";
import { providerByKey } from "./registry";
import { providerAttemptOrder, settlePayment } from "./payments";

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
  let verdict;
  try {
    verdict = await provider.handleReturn(env, query);
  } catch (error) {
    console.error(`payback: ${provider.key} could not be asked`, error);
    return unconfirmed(env, provider.key, query.get("paymentId") ?? "");
  }
  if (!verdict) return null;
  // The order's lines do not change when it is paid: read beside the attempt, in the same round trip.
  const [settled, lines] = await Promise.all([settlePayment(env, provider, verdict), orderLinesOfPayment(env.DB, verdict.paymentId)]);
  if (!settled) return null;
  const { order } = settled;
  if (settled.kind === "success" && settled.justPaid) {
    waitUntil(sendOrderConfirmation(env, order, current).catch((error) => console.error("order confirmation mail", error)));
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
async function unconfirmed(env: Env, providerKey: string, paymentId: string): Promise<PaybackData | null> {
  const found = await providerAttemptOrder(env.DB, providerKey, paymentId);
  if (!found) return null;
  const { order } = found;
  return {
    result: "pending",
    reason: null,
    order: toSummary(order, await orderLines(env.DB, order.id)),
    retryUntil: null,
    methods: [],
    unconfirmed: true,
  };
}
