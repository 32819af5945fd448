import type { StoreKey } from "./stores";

/**
 * The payment methods in one table: which provider takes each, and where it is
 * offered. The checkout form and `order/create` both ask `paymentMethodsFor`, so a method the
 * form hides is refused by the server too.
 */
export const PAYMENT_METHOD_KEYS = [
  "paypal",
  "paypalLater",
  "card",
  "klarna",
  "afterpay",
  "clearpay",
  "applePay",
  "googlePay",
  "trustly",
  "zip",
  "grab",
  "dlocalCard",
  "oxxo",
  "sezzle",
  "ozow",
  "giropay",
  "ideal",
  "storedCard",
] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

/** The real providers of docs/decisions/0200-orders-and-payments.md (their return pages are /payback/{provider}). */
export const REAL_PROVIDERS = ["paypal", "adyen", "dlocal", "ozow", "sezzle"] as const;
export type RealProvider = (typeof REAL_PROVIDERS)[number];

export interface PaymentMethodRule {
  provider: RealProvider;
  /** Ship-to countries where it is offered; absent: everywhere. */
  countries?: readonly string[];
  /** Stores that offer it; absent: every store. */
  stores?: readonly StoreKey[];
  /** Bounds of the amount charged, in USD cents (pay-later plans: 30–1,500 USD). */
  minUsdCents?: number;
  maxUsdCents?: number;
  /** Needs a card the customer saved earlier; guests never have one. */
  needsStoredCard?: boolean;
  /** Pay-later plans are not offered for custom-jewelry stage payments. */
  payLater?: boolean;
}

const PAY_LATER = { minUsdCents: 3000, maxUsdCents: 150000, payLater: true } as const;
const EURO_BANKS = ["DE", "AT", "NL", "BE", "FI", "SE", "DK", "NO", "EE", "LV", "LT", "ES"] as const;

export const PAYMENT_METHODS: Record<PaymentMethodKey, PaymentMethodRule> = {
  paypal: { provider: "paypal" },
  paypalLater: { provider: "paypal", countries: ["US", "GB", "DE", "FR", "ES", "IT", "AU"], ...PAY_LATER },
  card: { provider: "adyen" },
  klarna: {
    provider: "adyen",
    countries: ["US", "GB", "DE", "AT", "NL", "BE", "FR", "IT", "ES", "SE", "NO", "DK", "FI", "CH", "IE", "AU", "NZ", "CA", "PL", "PT"],
    ...PAY_LATER,
  },
  afterpay: { provider: "adyen", countries: ["US", "CA", "AU", "NZ"], stores: ["us", "us_vip", "apparel", "heycharm"], ...PAY_LATER },
  clearpay: { provider: "adyen", countries: ["GB"], ...PAY_LATER },
  applePay: { provider: "adyen" },
  googlePay: { provider: "adyen" },
  trustly: { provider: "adyen", countries: EURO_BANKS },
  zip: { provider: "adyen", countries: ["US", "AU", "NZ"], ...PAY_LATER },
  grab: { provider: "adyen", countries: ["SG", "MY", "PH"] },
  dlocalCard: { provider: "dlocal", countries: ["MX", "BR", "AR", "CL", "CO"] },
  oxxo: { provider: "dlocal", countries: ["MX"] },
  sezzle: { provider: "sezzle", countries: ["US", "CA"], ...PAY_LATER },
  ozow: { provider: "ozow", countries: ["ZA"] },
  giropay: { provider: "adyen", countries: ["DE"] },
  ideal: { provider: "adyen", countries: ["NL"] },
  storedCard: { provider: "adyen", needsStoredCard: true },
};

export interface PaymentChoiceInput {
  store: StoreKey;
  /** Ship-to country of the order. */
  country: string;
  /** What the provider is asked to charge, in USD cents: the total less the wallet's part. */
  dueUsdCents: number;
  hasStoredCard: boolean;
  customMade?: boolean;
  /**
   * The providers that can take a payment here (the worker's `payableProviders`): in
   * production a method whose provider is not configured is not offered.
   */
  providers: readonly RealProvider[];
}

/**
 * Why a method cannot pay this order: not offered for this store, country or amount
 * (`unavailable`); or offered, but its provider cannot take payments here (`notConfigured`:
 * not configured in production). Null when it can.
 */
export function paymentMethodRefusal(key: PaymentMethodKey, input: PaymentChoiceInput): "unavailable" | "notConfigured" | null {
  if (!offered(key, input)) return "unavailable";
  return input.providers.includes(PAYMENT_METHODS[key].provider) ? null : "notConfigured";
}

function paymentMethodAllowed(key: PaymentMethodKey, input: PaymentChoiceInput): boolean {
  return paymentMethodRefusal(key, input) === null;
}

function offered(key: PaymentMethodKey, input: PaymentChoiceInput): boolean {
  const rule = PAYMENT_METHODS[key];
  if (rule.countries && !rule.countries.includes(input.country)) return false;
  if (rule.stores && !rule.stores.includes(input.store)) return false;
  if (rule.minUsdCents !== undefined && input.dueUsdCents < rule.minUsdCents) return false;
  if (rule.maxUsdCents !== undefined && input.dueUsdCents > rule.maxUsdCents) return false;
  if (rule.needsStoredCard && !input.hasStoredCard) return false;
  if (rule.payLater && input.customMade) return false;
  return true;
}

/** The methods offered for a store, ship-to country and total, in the table's order. */
export function paymentMethodsFor(input: PaymentChoiceInput): PaymentMethodKey[] {
  return PAYMENT_METHOD_KEYS.filter((key) => paymentMethodAllowed(key, input));
}
