import type { WithdrawalState } from "./withdrawal-types";
/**
 * What the cart and order calls answer, as the server priced it. Pages and the API share
 * these shapes; every amount is already in the shopper's currency and formatted.
 */
import type { CurrencyCode } from "./money";
import type { OrderType } from "./order-types";
import type { PaymentMethodKey } from "./payment-methods";
import type { ShippingMethodKey } from "./shipping-rules";

export interface Price {
  amount: number;
  currency: CurrencyCode;
  /** Formatted for the shopper's currency: `1.234,50 €`, `$1,234.50`. */
  formatted: string;
}

export interface LineImage {
  key: string;
  width: number;
  height: number;
  alt: string;
}

export interface CartLineView {
  lineId: number;
  skuCode: string;
  spuCode: string;
  productCode: string;
  href: string;
  title: string;
  image: LineImage | null;
  color: string | null;
  size: string | null;
  quantity: number;
  /** Stock left for a limited SKU; null: made to order. */
  maxQuantity: number | null;
  unitPrice: Price;
  basePrice: Price;
  /** basePrice is the lowest price of the 30 days before the reduction (docs/decisions/1326-omnibus-prices.md). */
  lowestPrior?: boolean;
  lineTotal: Price;
  signature: string;
  message: string;
  personalizable: boolean;
  /** The JewelSafe plan per item when chosen. */
  jewelSafe: Price | null;
  /** Custom pieces take no coupon. */
  couponEligible: boolean;
  /** Why the line cannot be bought as it is, if it cannot. */
  problem: "unavailable" | "stock" | null;
}

interface Discount {
  code: string;
  amount: Price;
}

export interface CartView {
  lines: CartLineView[];
  /** Items in the cart (sum of quantities): the header badge. */
  count: number;
  currency: CurrencyCode;
  subtotal: Price;
  /** At most one coupon per order. */
  discounts: Discount[];
  /** The coupon stored on the cart, whether it applies now, and if not, why (translated). */
  coupon: { code: string; applied: boolean; message: string } | null;
  jewelSafe: Price;
  /** Goods after discount plus plans, before shipping. */
  total: Price;
  /** The free gift of the stored gift code, when a campaign runs here (see CartGiftView). */
  gift: CartGiftView | null;
}

/**
 * The free gift: `added` carries the zero-priced line the order will hold; `minimum` and
 * `soldOut` say (translated, in `message`) why the cart has none.
 */
export interface CartGiftView {
  state: "added" | "minimum" | "soldOut";
  message: string;
  line: GiftLineView | null;
}

interface GiftLineView {
  skuCode: string;
  title: string;
  href: string;
  image: LineImage | null;
  color: string | null;
  size: string | null;
  /** What the gift would cost: shown struck through next to the zero price. */
  worth: Price;
  price: Price;
}

export interface ShippingChoice {
  method: ShippingMethodKey;
  price: Price;
  free: boolean;
  days: string;
  freeFrom: Price | null;
  /** False when the address is a P.O. box or military post office. */
  allowed: boolean;
}

export interface OrderSummary {
  orderNumber: string;
  status: string;
  orderType: OrderType;
  email: string;
  currency: CurrencyCode;
  createdAt: number;
  paymentMethod: PaymentMethodKey;
  shippingMethod: ShippingMethodKey;
  lines: { title: string; quantity: number; lineTotal: Price; color: string | null; size: string | null; signature: string; gift?: boolean }[];
  subtotal: Price;
  discount: Price;
  jewelSafe: Price;
  shipping: Price;
  /** Tariff insurance chosen at checkout (0 when not); non-refundable. */
  tariffInsurance?: Price;
  total: Price;
  /** Paid from the customer's wallet (store credit); the provider was charged total − wallet. */
  wallet: Price;
  couponCode: string | null;
}

export interface CreatedOrder {
  orderNumber: string;
  paymentUrl: string;
  total: Price;
  /** The wallet's part, and what is left for the payment provider. */
  wallet: Price;
  due: Price;
}

export interface TrackingView {
  orderNumber: string;
  status: string;
  shippingMethod: ShippingMethodKey;
  shipCountry: string;
  createdAt: number;
  carrier: string | null;
  trackingNumber: string | null;
  events: { at: number; description: string; location: string }[];
  /** The withdrawal button (docs/decisions/1325-withdrawal-button.md). */
  withdrawal: WithdrawalState;
}

/** A card the payment provider keeps for a signed-in customer (never its number): brand, last four, expiry. */
export interface StoredCardView {
  /** The provider's token id (Adyen's storedPaymentMethodId). */
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
}

/** What the result page of /payback/{provider} shows. */
export interface PaybackData {
  result: "success" | "failed" | "pending";
  reason: "declined" | "insufficientFunds" | null;
  order: OrderSummary;
  /** Unpaid orders can be paid again (Continue) until this time. */
  retryUntil: number | null;
  /** Methods offered for another try. */
  methods: PaymentMethodKey[];
  /**
   * The provider could not be asked for its verdict (it was down or unreachable): the
   * payment is neither confirmed nor refused yet, so nothing is offered to pay again.
   */
  unconfirmed?: boolean;
}
