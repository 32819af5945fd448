import type { RealProvider } from "~/shared/payment-methods";
import type { Rates } from "~/shared/money";
import type { CartView, Price, ShippingChoice, StoredCardView } from "~/shared/checkout-types";
import type { CheckoutOrderType } from "~/shared/order-types";
import type { CheckoutAddress } from "~/shared/schemas/order";
import type { StoreKey } from "~/shared/stores";
import type { PaybackData } from "~/shared/checkout-types";

/** What the checkout screens' loaders hand their pages (types only: no code reaches the client). */
export interface CartPageData {
  cart: CartView;
}

export interface CountryOption {
  iso2: string;
  name: string;
  hasStates: boolean;
  postalRequired: boolean;
}

export interface CheckoutPageData {
  store: StoreKey;
  orderType: CheckoutOrderType;
  customMadeParam: string | null;
  /** The cart of a normal order. */
  cart: CartView | null;
  /** The single line of a custom-jewelry payment or a staff-made price difference. */
  special: { title: string; amount: Price } | null;
  /** Why this checkout cannot go on (an empty cart, a custom payment link already paid). */
  blocked: string | null;
  countries: CountryOption[];
  states: Record<string, { code: string; name: string }[]>;
  /** Every shipping method with its price for this order (3-day is US only). */
  shipping: Omit<ShippingChoice, "allowed">[];
  /** The providers that can take a payment here; methods of any other are not offered. */
  providers: RealProvider[];
  /** `totalBeforeShipping` in USD cents: the rate the form converts what is due at, for the payment methods' limits. */
  totalUsdCents: number;
  /**
   * Tariff insurance for this order: its price, and the ship-to countries where it is offered
   * (shared/tariff-insurance); null when offered nowhere (not a cart order).
   */
  tariffInsurance: { price: Price; countries: string[] } | null;
  /** What the VAT of the chosen country is worked out from: goods after the coupon, plans, and the rates of the ceilings. */
  vat: { goods: number; extras: number; rates: Rates };
  /** The signed-in customer's saved cards (the provider keeps them); empty for guests. */
  storedCards: StoredCardView[];
  /** A signed-in customer where a provider keeps cards: the card payment can be saved. */
  canSaveCard: boolean;
  /** Everything but shipping, in the shopper's currency. */
  totalBeforeShipping: Price;
  email: string;
  defaultCountry: string;
  savedAddresses: (CheckoutAddress & { id: number })[];
  /** The saved address checkout starts with (the address book's default). */
  defaultAddressId?: number | null;
}

/** The result page's data (worker/services/payments/payback.ts). */
export type PaybackPageData = PaybackData;

export interface TrackOrderPageData {
  orderNumber: string;
}

export interface CouponPageData {
  coupons: { code: string; kind: "percent" | "amount"; value: string; minimum: string | null; expiresAt: number }[];
}
