import type { OrderListItem } from "./account-order-types";
import type { ImageRef, Price } from "~/shared/catalog-types";
import type { Address } from "./schemas/address";

/** What the `account/*` calls and the account pages' loaders answer (shapes both sides use). */

interface AccountProfile {
  email: string;
  firstName: string;
  lastName: string;
  createdAt: number;
}

type CouponStatus = "active" | "upcoming" | "used" | "expired";

export interface CouponView {
  code: string;
  source: "welcome" | "campaign" | "service";
  status: CouponStatus;
  /** "10%" or an amount in the shopper's currency. */
  discount: string;
  /** The minimum goods subtotal in the shopper's currency, or null when there is none. */
  minSubtotal: string | null;
  startsAt: number;
  expiresAt: number;
  usedAt: number | null;
  orderNumber: string | null;
}

interface WalletTransactionView {
  id: number;
  kind: "refund" | "campaign" | "order" | "adjustment";
  reference: string;
  /** Signed amount in the shopper's currency, e.g. "-$5.00". */
  amount: string;
  credit: boolean;
  createdAt: number;
}

export interface WalletView {
  balance: string;
  balanceCents: number;
  /** The balance in the shopper's currency, as checkout caps it against the order total. */
  balanceAmount: number;
  transactions: WalletTransactionView[];
  page: number;
  pageCount: number;
  total: number;
}

export interface AccountOverview {
  profile: AccountProfile;
  coupons: CouponView[];
  activeCoupons: number;
  wallet: WalletView;
  /** The newest few orders (for the account home). */
  recentOrders: OrderListItem[];
}

export interface WishlistEntry {
  spuCode: string;
  addedAt: number;
}

/** A wishlist entry as /accounts/wishlist shows it. */
export interface WishlistProduct extends WishlistEntry {
  /** null: the product is no longer sold in this store. */
  product: { title: string; href: string; image: ImageRef; price: Price } | null;
  /** The SKU "Move to cart" adds; null when the product needs a choice on its page. */
  skuCode: string | null;
}

export interface SavedAddress extends Address {
  id: number;
  isDefault: boolean;
}
