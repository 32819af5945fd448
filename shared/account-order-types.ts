import type { WithdrawalState } from "./withdrawal-types";
import type { OrderSummary, Price, TrackingView } from "./checkout-types";
import type { PaymentMethodKey } from "./payment-methods";
import type { Address } from "./schemas/address";

/** A change request to customer service (the form and `account/orderChangeRequest`). */
export const CHANGE_REQUEST = { minLength: 10, maxLength: 1000 } as const;

/** What `account/orders`, `account/orderDetail` and the order pages of /accounts show. */

export interface OrderListItem {
  orderNumber: string;
  createdAt: number;
  /** As the customer sees it now: an unpaid order past its 24 hours reads as cancelled. */
  status: string;
  total: Price;
  /** Units in the order (sum of quantities). */
  itemCount: number;
  /** The first item's title, for a recognisable row. */
  firstTitle: string;
}

/** Where a page of the customer's order list starts: its number, and its first order's date and id. */
export interface OrderListCursor {
  page: number;
  at: number;
  id: number;
}

export interface OrderListView {
  orders: OrderListItem[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** The status filter the list was read with, or null for every status. */
  status: string | null;
  /** The first order of this page: the pages after it are read from it by key. Null for an empty page. */
  start: OrderListCursor | null;
}

/** A page is read from a cursor at most this many pages before it; farther, by its number. */
export const ORDER_PAGES_FROM_CURSOR = 10;

/** A cursor as the order list's URL carries it (`from=page.at.id`). */
export const orderCursorText = (cursor: OrderListCursor) => `${cursor.page}.${cursor.at}.${cursor.id}`;

/**
 * How the customer may cancel: an order not paid yet is cancelled; a paid order that has not
 * shipped is refunded through its payment provider; anything else goes to customer service.
 */
export type CancelMode = "cancel" | "refund" | null;

export interface OrderDetailView {
  order: OrderSummary;
  shippingAddress: Omit<Address, "email"> & { email?: string };
  /** Null when billing is the shipping address. */
  billingAddress: (Omit<Address, "email"> & { email?: string }) | null;
  shipCountry: string;
  tracking: Pick<TrackingView, "carrier" | "trackingNumber" | "events">;
  cancelMode: CancelMode;
  /** Unpaid orders can be paid again (Continue) until this time. */
  retryUntil: number | null;
  /** Methods offered for paying again. */
  methods: PaymentMethodKey[];
  /** Lines the customer may still return, and until when (30 days after delivery, 90 with JewelSafe). */
  returnable?: ReturnableLine[];
  /** Price differences the shop asked for this order (docs/decisions/0900-custom-jewelry.md). */
  differences: OrderDifference[];
  /** The withdrawal button (docs/decisions/1325-withdrawal-button.md). */
  withdrawal: WithdrawalState;
}

export interface OrderDifference {
  reason: string;
  amount: Price;
  paid: boolean;
  /** The checkout link while the difference can be paid; null once paid or being paid. */
  payUrl: string | null;
}

export interface ReturnableLine {
  /** The line's position in the order, as `account/returnItems` names it. */
  position: number;
  title: string;
  /** Pieces not returned yet. */
  quantity: number;
  until: number;
}
