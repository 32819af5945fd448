import type { CurrencyCode } from "~/shared/money";
import { REAL_PROVIDERS } from "~/shared/payment-methods";
import type { CheckoutPageData } from "./checkout-data";

/** A price as the server formats it, for component tests. */
export const usd = (amount: number) => ({ amount, currency: "USD" as CurrencyCode, formatted: `$${amount.toFixed(2)}` });

/** Checkout data for a 40 USD staff-made price difference in the us store (no cart needed). */
export function checkoutData(over: Partial<CheckoutPageData> = {}): CheckoutPageData {
  return {
    store: "us",
    orderType: "custommade",
    customMadeParam: "pd-0123456789ab",
    cart: null,
    special: { title: "Price difference", amount: usd(40) },
    blocked: null,
    countries: [{ iso2: "US", name: "United States", hasStates: true, postalRequired: true }],
    states: { US: [{ code: "NY", name: "New York" }] },
    shipping: [{ method: "standard", price: usd(0), free: true, days: "7–15", freeFrom: null }],
    providers: [...REAL_PROVIDERS],
    tariffInsurance: null,
    vat: { goods: 40, extras: 0, rates: { EUR: 0.92, GBP: 0.79 } },
    storedCards: [],
    canSaveCard: false,
    totalUsdCents: 4000,
    totalBeforeShipping: usd(40),
    email: "",
    defaultCountry: "US",
    savedAddresses: [],
    ...over,
  };
}
