import { EU_MEMBERS } from "./eu-members";
import { convertFromUsdCents, round2, type CurrencyCode, type Rates } from "./money";

/**
 * Tariff insurance: where import duties or taxes may be charged to the receiver, checkout
 * offers to cover them for a fee. The table is the destinations whose customs charge a parcel
 * of this value on delivery, with the value (goods after the coupon, in USD cents) up to which
 * they do not; why each entry is what it is: docs/decisions/0810-tariff-insurance.md.
 * Checkout and `order/create` both decide with these functions, so the offer the form shows
 * is the one the server prices.
 */
export interface DutyRule {
  /** Goods up to this value (USD cents) clear customs without a charge to the receiver. */
  dutyFreeUpToUsdCents: number;
}

/** €150 customs-duty threshold for parcels from outside the EU, in USD. */
const EU_RULE: DutyRule = { dutyFreeUpToUsdCents: 16000 };

export const DUTY_RULES: ReadonlyMap<string, DutyRule> = new Map<string, DutyRule>([
  // The $800 de minimis is suspended for every origin since 29 August 2025.
  ["US", { dutyFreeUpToUsdCents: 0 }],
  // CAD 20 for parcels by courier from outside CUSMA.
  ["CA", { dutyFreeUpToUsdCents: 1400 }],
  // Courier imports pay the global rate from the first peso.
  ["MX", { dutyFreeUpToUsdCents: 0 }],
  // VAT is collected at checkout up to £135; above it customs charge duty and VAT on delivery.
  ["GB", { dutyFreeUpToUsdCents: 17000 }],
  ...EU_MEMBERS.map((iso) => [iso, EU_RULE] as [string, DutyRule]),
  // Import VAT from CHF 5 of tax, about CHF 62 of goods.
  ["CH", { dutyFreeUpToUsdCents: 7000 }],
  // VOEC covers goods up to NOK 3,000.
  ["NO", { dutyFreeUpToUsdCents: 27000 }],
  // GST at checkout up to AUD 1,000 / NZD 1,000; above it duty and GST at the border.
  ["AU", { dutyFreeUpToUsdCents: 65000 }],
  ["NZ", { dutyFreeUpToUsdCents: 58000 }],
  // GST on low-value goods at checkout up to SGD 400.
  ["SG", { dutyFreeUpToUsdCents: 30000 }],
  // PHP 10,000 de minimis.
  ["PH", { dutyFreeUpToUsdCents: 17000 }],
  // No de minimis for these destinations.
  ["BR", { dutyFreeUpToUsdCents: 0 }],
  ["IN", { dutyFreeUpToUsdCents: 0 }],
  ["ZA", { dutyFreeUpToUsdCents: 0 }],
]);

/** The fee: a share of the goods after the coupon, never less than the minimum. */
const TARIFF_INSURANCE_RATE = 0.04;
const TARIFF_INSURANCE_MIN_USD_CENTS = 299;

/** Whether the destination may charge duties on goods of this value (after the coupon, USD cents). */
export function tariffInsuranceOffered(country: string, goodsUsdCents: number): boolean {
  const rule = DUTY_RULES.get(country.toUpperCase());
  return rule !== undefined && goodsUsdCents > 0 && goodsUsdCents > rule.dutyFreeUpToUsdCents;
}

/** The fee for goods worth `goods` (after the coupon) in `currency`, rounded like every amount. */
export function tariffInsurancePrice(goods: number, currency: CurrencyCode, rates: Rates): number {
  const minimum = convertFromUsdCents(TARIFF_INSURANCE_MIN_USD_CENTS, currency, rates);
  return round2(Math.max(goods * TARIFF_INSURANCE_RATE, minimum));
}
