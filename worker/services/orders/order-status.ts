/**
 * Order statuses and the transitions between them, in one table. The shopper sees the
 * labels (Unpaid, Processing, Shipped, Refunded, Cancelled, Bank Confirming, in review,
 * Unknown); these are the transitions the shop allows:
 *
 *   unpaid ──paid──► processing ──► shipped ──► refunded
 *     │  ╲                 │  ╲
 *     │   ► bankConfirming ┤   ► refunded / cancelled (refunded before shipping)
 *     │   ► inReview ──────┘
 *     └──► cancelled (by the customer, or unpaid after 24 hours)
 *
 * A refund through a provider first claims the order (processing, inReview or shipped ──►
 * refunding), so that a second cancel or the warehouse's "shipped" cannot act on it meanwhile;
 * it then ends refunded, or goes back where it was when the provider refuses.
 *
 * A failed payment leaves the order unpaid, so the shopper can pay again with Continue.
 */
import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from "~/shared/order-types";

// The statuses are a wire word (shared/order-types.ts); this module owns their transitions.
export { ORDER_STATUSES, isOrderStatus, type OrderStatus };

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  // Bank Confirming: a voucher or transfer (OXXO) waits for the bank, 1–2 business days.
  unpaid: ["processing", "bankConfirming", "inReview", "cancelled"],
  bankConfirming: ["processing", "unpaid", "cancelled"],
  // In review: the provider holds a paid order for a fraud check.
  inReview: ["processing", "refunding", "refunded", "cancelled"],
  processing: ["shipped", "refunding", "refunded", "cancelled"],
  shipped: ["refunding", "refunded"],
  // Back to where it came from only when the provider refused the refund (payments/refunds.ts).
  refunding: ["refunded", "processing", "inReview", "shipped"],
  refunded: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses that hold stock; leaving them for cancelled puts it back. */
export const HOLDS_STOCK: readonly OrderStatus[] = ["unpaid", "bankConfirming", "inReview", "processing"];

export class TransitionRefused extends Error {
  constructor(
    readonly from: string,
    readonly to: OrderStatus,
  ) {
    super(`Order status cannot go from ${from} to ${to}`);
  }
}

/** Throws unless the move is in the table; the UPDATE also re-checks `from` (see orders-store). */
export function assertTransition(from: string, to: OrderStatus): void {
  if (!isOrderStatus(from) || !canTransition(from, to)) throw new TransitionRefused(from, to);
}
