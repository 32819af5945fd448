import type { CurrencyCode } from "./money";
import type { OrderType } from "./order-types";
import type { PaymentMethodKey } from "./payment-methods";
import type { ReviewMediaItem } from "./reviews";
import type { ShippingMethodKey } from "./shipping-rules";

/**
 * Shapes of /api/admin answers: the worker's services return them, the back office's screens
 * read them, so they live where both sides may import (shared/ imports nothing from worker/ or
 * client/; docs/decisions/0008-one-record-per-page.md).
 */

/**
 * The back office counts matches up to this many and no further: past it a list says "more
 * than 1,000" and goes on page by page from a page seen (worker/services/admin/paging.ts).
 */
export const ADMIN_COUNT_CAP = 1000;

/** A page is read from a cursor at most this many pages before or after it; farther, by its number. */
export const ADMIN_PAGES_FROM_CURSOR = 10;

/**
 * Where a page of a back-office list starts: its number and its first row's values of the
 * list's key columns (its order, the last one unique). A later or earlier page is read from it
 * by key instead of by skipping every row before it.
 */
export interface AdminListCursor {
  page: number;
  /** The page's first row's key. */
  key: (string | number)[];
  /** Its last row's: the page after it starts just past this. */
  last?: (string | number)[];
}

/** One page of a filtered back-office list. */
export interface Paged<T> {
  items: T[];
  /** Matches counted, up to the back office's cap (worker/services/admin/paging.ts). */
  total: number;
  /** More matches than the cap: the screen says "more than"; staff narrow the filter or page on by key. */
  more?: boolean;
  page: number;
  pageCount: number;
  /** This page's first row, for the pager to send back (absent from lists that do not page by key; null when empty). */
  start?: AdminListCursor | null;
}

export interface OrderListItem {
  orderNumber: string;
  store: string;
  email: string;
  status: string;
  total: string;
  createdAt: number;
  paidAt: number | null;
  /** When the customer withdrew from the contract (docs/decisions/1325-withdrawal-button.md). */
  withdrawnAt: number | null;
}

/** Everything staff need about one order: lines, payments and their references, addresses, history, notes, scans. */
export interface AdminOrderDetail {
  orderNumber: string;
  store: string;
  language: string;
  status: string;
  orderType: OrderType;
  email: string;
  phone: string;
  customerId: number | null;
  currency: CurrencyCode;
  rate: number;
  createdAt: number;
  paidAt: number | null;
  paymentMethod: PaymentMethodKey;
  shippingMethod: ShippingMethodKey;
  couponCode: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  /** Formatted amounts in the order's currency. */
  totals: {
    subtotal: string;
    discount: string;
    shipping: string;
    jewelSafe: string;
    tariffInsurance: string | null;
    wallet: string;
    total: string;
  };
  refundable: { minor: number; formatted: string };
  lines: { title: string; sku: string | null; quantity: number; color: string | null; size: string | null; signature: string; total: string }[];
  shippingAddress: Record<string, string>;
  billingAddress: Record<string, string>;
  payments: {
    id: string;
    provider: string;
    method: string;
    status: string;
    amount: string;
    refunded: string;
    reference: string | null;
    failureReason: string | null;
    createdAt: number;
    settledAt: number | null;
  }[];
  history: { from: string | null; to: string; note: string; at: number }[];
  notes: { staffEmail: string; body: string; at: number }[];
  scans: { at: number; description: string; location: string }[];
  /** A withdrawal through the withdrawal button, with the refund it makes due (docs/decisions/1325-withdrawal-button.md). */
  withdrawal: {
    at: number;
    name: string;
    email: string;
    source: string;
    statement: string;
    refund: string;
    refundDueAt: number;
  } | null;
}

export interface AdminCoupon {
  code: string;
  store: string | null;
  kind: "percent" | "amount";
  value: number;
  minSubtotalCents: number;
  startsAt: number;
  expiresAt: number;
  isPublic: boolean;
  maxUses: number | null;
  uses: number;
}

/** A free-gift campaign as the back office lists it (docs/decisions/0800-free-gift.md). */
export interface AdminGiftCampaign {
  code: string;
  /** "invalid": the KV entry is no campaign the shop can read (hand-written, or a lower-case key); the shop ignores it. */
  state: "scheduled" | "running" | "ended" | "invalid";
  spuCode: string | null;
  from: string | null;
  until: string | null;
  minSubtotalCents: number;
  /** null: every store. */
  stores: string[] | null;
  /** The gift's English title, and why shoppers would not get it: no such product, archived, or no stock left. */
  product: { title: string; problem: "missing" | "inactive" | "soldOut" | null };
  /** Orders that hold a gift line of this campaign (order_lines.gift_code). */
  orders: number;
}

export interface AuditRow {
  id: number;
  staffEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  createdAt: number;
}

/** An open disagreement between a payment provider and the shop's record (the reconciliation). */
export interface PaymentMismatchView {
  id: number;
  orderNumber: string;
  store: string;
  provider: string;
  paymentId: string;
  kind: "moneyWithoutPaidOrder" | "paidWithoutMoney" | "refundDiffers" | "stuckRefunding";
  detail: string;
  foundAt: number;
}

export interface AdminTicket {
  id: number;
  ticketNumber: string;
  store: string;
  language: string;
  name: string;
  email: string;
  orderNumber: string;
  topic: string;
  message: string;
  status: string;
  createdAt: number;
  closedAt: number | null;
}

/** A review waiting for (or past) moderation. */
export interface PendingReview {
  id: number;
  productCode: string;
  store: string;
  language: string;
  nickname: string;
  email: string;
  rating: number;
  body: string;
  holdReason: string | null;
  verified: boolean;
  mediaCount: number;
  createdAt: number;
}

export type ModerationReview = Omit<PendingReview, "mediaCount"> & {
  status: string;
  rejectReason: string | null;
  reply: string | null;
  repliedAt: number | null;
  media: ReviewMediaItem[];
};

export interface ModerationQuestion {
  id: number;
  productCode: string;
  store: string;
  language: string;
  email: string;
  body: string;
  status: string;
  createdAt: number;
  answers: { body: string; createdAt: number }[];
}

/** One address of the newsletter list: a footer sign-up, or a customer who opted in at registration. */
export interface NewsletterSubscriber {
  email: string;
  store: string;
  language: string;
  source: "footer" | "account";
  createdAt: number;
}

/** A page of the list, and how many subscribers each store has (the whole list, not the filter). */
export interface NewsletterList extends Paged<NewsletterSubscriber> {
  perStore: { store: string; count: number }[];
}

/** One route's own SEO meta (`page_meta`); `routePath` is keyed without the leading slash ('' is home). */
export interface PageTitleRow {
  store: string;
  language: string;
  routePath: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

/** A look book as the back office lists it (docs/decisions/0600-look-books.md, "Staff side"). */
export interface LookBookRow {
  id: number;
  store: string;
  urlKey: string;
  position: number;
  publishedOn: string;
  /** In the list's language, else English. */
  title: string;
  lookCount: number;
}

/** A product placed on a look; `shown` is false when the store no longer sells it or it is hidden (shoppers do not see it). */
interface LookHotspotRow {
  spu: string;
  title: string;
  x: number;
  y: number;
  shown: boolean;
}

export interface LookRow {
  id: number;
  position: number;
  imageKey: string;
  width: number;
  height: number;
  hotspots: LookHotspotRow[];
}

/** One look book as its editor reads it: the English texts, the store's own language's, and the looks. */
export interface LookBookDetail extends Omit<LookBookRow, "title" | "lookCount"> {
  title: string;
  description: string;
  localTitle: string;
  localDescription: string;
  looks: LookRow[];
}
