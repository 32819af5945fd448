import type { Env } from "../../env";
import { transitionOrder } from "./orders-store";
import { RefundFailed, refundOrder } from "../payments/refunds";
import { hit, RATE_LIMITS } from "../rate-limit";
import { createTicket } from "../tickets/create";
import { findCustomerById } from "../customers/customers";
import { cancelModeOf, findCustomerOrder } from "./account";

/** What a customer does with their own order: cancel it, or ask customer service to change it. */

export type CancelOutcome = "cancelled" | "refunded" | "notFound" | "notAllowed" | "refundFailed";

/**
 * Cancels an order that has not shipped. An unpaid one (or one the bank is still confirming)
 * becomes Cancelled; a paid one is refunded in full through the provider that took the money
 * and becomes Refunded. Either way reserved stock goes back on sale (orders-store, refunds).
 */
export async function cancelCustomerOrder(env: Env, customerId: number, orderNumber: string, now = Date.now()): Promise<CancelOutcome> {
  const order = await findCustomerOrder(env.DB, customerId, orderNumber, now);
  if (!order) return "notFound";
  const mode = cancelModeOf(order.status, order.order_type);
  if (mode === "cancel") {
    const moved = await transitionOrder(env.DB, order, "cancelled", "cancelled by the customer", now);
    return moved ? "cancelled" : "notAllowed";
  }
  if (mode === "refund") {
    try {
      return (await refundOrder(env, order.order_number, "cancelled by the customer", now)) ? "refunded" : "notAllowed";
    } catch (error) {
      // The provider refused: the order is as it was, and the customer may try again later.
      if (error instanceof RefundFailed) return "refundFailed";
      throw error;
    }
  }
  return "notAllowed";
}

export type ChangeRequestOutcome = { ok: true; ticketNumber: string } | { ok: false; reason: "notFound" | "tooMany" };

/** A change (or cancel) request about the customer's order becomes a customer-service ticket. */
export async function requestOrderChange(
  env: Env,
  who: { customerId: number; store: string; language: string },
  orderNumber: string,
  message: string,
): Promise<ChangeRequestOutcome> {
  const [order, customer] = await Promise.all([findCustomerOrder(env.DB, who.customerId, orderNumber), findCustomerById(env.DB, who.customerId)]);
  if (!order || !customer) return { ok: false, reason: "notFound" };
  if (!(await hit(env.DB, RATE_LIMITS.ticket, `customer:${who.customerId}`))) return { ok: false, reason: "tooMany" };
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email;
  const ticketNumber = await createTicket(env.DB, {
    name,
    email: customer.email,
    orderNumber: order.order_number,
    topic: "order",
    message,
    store: who.store,
    language: who.language,
  });
  return { ok: true, ticketNumber };
}
