import { round2, type CurrencyCode, type Rates } from "./money";
import type { StoreKey } from "./stores";
import { isEuMember, standardVatBp } from "./vat-rates";

/**
 * VAT at the till (docs/decisions/1320-vat-at-checkout.md). Checkout (in the browser) and
 * `order/create` both decide with `vatFor`, so the total the form shows is the one the server
 * charges.
 *
 * - The de, fr and uk stores show prices including their home country's VAT (consumer price
 *   law); every other store shows prices without VAT.
 * - EU consumer, goods of at most EUR 150 (net, after the coupon): Import One-Stop Shop, the
 *   destination's standard rate is collected. UK consumer, at most GBP 135: UK VAT (20 %).
 * - Anywhere else nothing is collected at checkout, and the outcome says why: a price that
 *   included VAT is charged without it, since the receiver pays import VAT on delivery.
 */
type VatScheme = "IOSS" | "UK_VAT";

type NotCollectedReason = "euAboveThreshold" | "ukAboveThreshold" | "usSalesTax" | "importRules" | "agreedAmount";

export interface VatOutcome {
  status: "collected" | "notCollected";
  scheme: VatScheme | null;
  reason: NotCollectedReason | null;
  /** The rate applied (basis points); 0 when nothing is collected. */
  rateBp: number;
  /** Whether the store's shown prices include its home VAT. */
  pricesIncludeVat: boolean;
  /** The taxable amounts as shown (goods after the coupon, protection plans, shipping). */
  shown: number;
  net: number;
  vat: number;
  /** What the order's total moves by: + VAT added to net prices, - home VAT taken off a price that included it. */
  adjust: number;
}

/** The stores whose shown prices include VAT, and whose VAT: their home country's. */
export const PRICES_INCLUDE_VAT_OF: Partial<Record<StoreKey, string>> = { de: "DE", fr: "FR", uk: "GB" };

/** The IOSS ceiling (Directive 2006/112/EC art. 369l) and the UK's low-value ceiling, in their own currencies. */
export const IOSS_MAX_EUR = 150;
export const UK_MAX_GBP = 135;

export interface VatInput {
  store: StoreKey;
  country: string;
  currency: CurrencyCode;
  rates: Rates;
  /** Goods after the coupon, as shown (the consignment's value). */
  goods: number;
  /** Protection plans and shipping: taxed with the goods, not part of the consignment's value. */
  extras: number;
  /**
   * The outcome decided on the shopper's currency: the same order counted in USD (for reports)
   * applies it again rather than deciding afresh near a ceiling, where rounding could differ.
   */
  decided?: Pick<VatOutcome, "status" | "scheme" | "reason" | "rateBp">;
  /**
   * A custom piece's stage or a price difference: an amount agreed with customer service for a
   * piece whose consignment is judged as a whole, charged as agreed (the decision record says why).
   */
  agreedAmount?: boolean;
}

/** An amount in `currency` in another currency, through USD (rates are units per USD). */
function convert(amount: number, from: CurrencyCode, to: "EUR" | "GBP", rates: Rates): number {
  const fromRate = from === "USD" ? 1 : rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) throw new Error(`No rate for ${from} or ${to}`);
  return (amount / fromRate) * toRate;
}

const vatInside = (gross: number, bp: number) => round2((gross * bp) / (10000 + bp));

function ceilingFor(country: string): { scheme: VatScheme; max: number; in: "EUR" | "GBP"; over: NotCollectedReason } | null {
  if (isEuMember(country)) return { scheme: "IOSS", max: IOSS_MAX_EUR, in: "EUR", over: "euAboveThreshold" };
  if (country.toUpperCase() === "GB") return { scheme: "UK_VAT", max: UK_MAX_GBP, in: "GBP", over: "ukAboveThreshold" };
  return null;
}

export function vatFor(input: VatInput): VatOutcome {
  const home = PRICES_INCLUDE_VAT_OF[input.store];
  const homeBp = home ? (standardVatBp(home) ?? 0) : 0;
  const shown = round2(input.goods + input.extras);
  const base = { pricesIncludeVat: homeBp > 0, shown };
  if (input.agreedAmount) {
    return { ...base, status: "notCollected", scheme: null, reason: "agreedAmount", rateBp: 0, net: shown, vat: 0, adjust: 0 };
  }
  const ceiling = ceilingFor(input.country);
  const destBp = standardVatBp(input.country) ?? 0;
  if (ceiling && destBp > 0) {
    const netGoods = homeBp > 0 ? input.goods - vatInside(input.goods, destBp) : input.goods;
    const within = input.decided ? input.decided.status === "collected" : convert(netGoods, input.currency, ceiling.in, input.rates) <= ceiling.max;
    if (within) {
      // A price that includes VAT stays the price; the VAT inside it is the destination's.
      const vat = homeBp > 0 ? vatInside(shown, destBp) : round2((shown * destBp) / 10000);
      const net = homeBp > 0 ? round2(shown - vat) : shown;
      return { ...base, status: "collected", scheme: ceiling.scheme, reason: null, rateBp: destBp, net, vat, adjust: homeBp > 0 ? 0 : vat };
    }
  }
  const reason: NotCollectedReason = ceiling ? ceiling.over : input.country.toUpperCase() === "US" ? "usSalesTax" : "importRules";
  const removed = homeBp > 0 ? vatInside(shown, homeBp) : 0;
  return {
    ...base,
    status: "notCollected",
    scheme: null,
    reason,
    rateBp: 0,
    net: round2(shown - removed),
    vat: 0,
    adjust: removed > 0 ? -removed : 0,
  };
}
