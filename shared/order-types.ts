/**
 * Order words both sides of the wire use: the statuses an order can be in (their transitions
 * are the worker's, worker/services/orders/order-status.ts) and the kinds of order checkout
 * takes (docs/decisions/0200-orders-and-payments.md).
 */
export const ORDER_STATUSES = ["unpaid", "bankConfirming", "inReview", "processing", "shipped", "refunding", "refunded", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Status words with a label of their own: the shop's statuses, and "normal", which orders
 * carried over from the earlier shop may hold (an order going its ordinary way).
 */
const LABELLED = new Set<string>([...ORDER_STATUSES, "normal"]);

/** The label key a badge or page shows; anything unexpected reads as Unknown. */
export function statusLabelKey(status: string): string {
  return LABELLED.has(status) ? `order.status.${status}` : "order.status.unknown";
}

/**
 * The kinds of order an order row may hold: a normal cart order, a custom-made piece (or a price
 * difference staff asked for, paid by its param), and the retired shopper-priced difference that
 * older orders still carry.
 */
export type OrderType = "normal" | "PriceDifferenceProduct" | "custommade";

/**
 * The kinds checkout takes. A price difference is a staff-created payment request with its
 * amount bound to its param in the order's currency (docs/decisions/0900-custom-jewelry.md);
 * no link lets the shopper name an amount.
 */
export const CHECKOUT_ORDER_TYPES = ["normal", "custommade"] as const;
export type CheckoutOrderType = (typeof CHECKOUT_ORDER_TYPES)[number];

export const isCheckoutOrderType = (value: string | null): value is CheckoutOrderType =>
  (CHECKOUT_ORDER_TYPES as readonly (string | null)[]).includes(value);
