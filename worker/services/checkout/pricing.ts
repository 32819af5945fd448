import { convertFromUsdCents, formatMoney, round2, type CurrencyCode, type Rates } from "~/shared/money";
import type { Price } from "~/shared/checkout-types";
import type { ShippingMethodKey } from "~/shared/shipping-rules";
import type { StoreKey } from "~/shared/stores";
import { tariffInsurancePrice } from "~/shared/tariff-insurance";
import { vatFor, type VatOutcome } from "~/shared/vat";
import { freightOptions, type FreightSettings } from "../freight";
import { couponDiscount, type CouponTerms } from "../coupons/rules";

/**
 * Every total of a cart or order, computed on the server only. Amounts
 * are computed in one currency at a time: each unit price is converted and rounded first,
 * then multiplied, so the sums equal what the shopper sees line by line. Run it with USD
 * for the cents the database keeps and with the shopper's currency for what is charged.
 */
export interface PricedItem {
  unitCents: number;
  baseCents: number;
  quantity: number;
  /** JewelSafe plan per item; 0 when not chosen. */
  jewelSafeCents: number;
  /** Custom pieces and price differences take no coupon. */
  couponEligible: boolean;
  /** An amount the shopper named in their own currency (a price difference), kept exact there. */
  fixed?: { currency: CurrencyCode; amount: number };
}

interface LineAmounts {
  unit: number;
  base: number;
  lineTotal: number;
  jewelSafe: number;
}

export interface Totals {
  currency: CurrencyCode;
  lines: LineAmounts[];
  subtotal: number;
  /** The part of the subtotal a coupon may discount. */
  eligible: number;
  discount: number;
  /** Why the coupon gives nothing, when one was given and it does not apply. */
  couponProblem: "minimum" | "notEligible" | null;
  jewelSafe: number;
  /** null: no method chosen yet, or the method is not offered for the country. */
  shipping: number | null;
  /** The tariff insurance the shopper chose (0 when not); it takes no coupon and is never refunded. */
  tariffInsurance: number;
  /** VAT collected at checkout, or why none is (shared/vat); null when no destination was given. */
  vat: VatOutcome | null;
  total: number;
}

export interface ShippingInput {
  method: ShippingMethodKey;
  country: string;
  settings: FreightSettings;
}

export function computeTotals(input: {
  items: PricedItem[];
  currency: CurrencyCode;
  rates: Rates;
  coupon?: CouponTerms | null;
  shipping?: ShippingInput | null;
  /** The shopper chose tariff insurance, and the planner found it offered (shared/tariff-insurance). */
  tariffInsurance?: boolean;
  /** The store and ship-to country decide the VAT (docs/decisions/1320-vat-at-checkout.md). */
  vat?: { store: StoreKey; country: string; agreedAmount?: boolean; decided?: VatOutcome | null } | null;
}): Totals {
  const { currency, rates } = input;
  const money = (cents: number) => convertFromUsdCents(cents, currency, rates);
  const lines = input.items.map((item) => {
    const unit = item.fixed?.currency === currency ? round2(item.fixed.amount) : money(item.unitCents);
    const plan = money(item.jewelSafeCents);
    return {
      unit,
      base: item.fixed?.currency === currency ? unit : money(item.baseCents),
      lineTotal: round2(unit * item.quantity),
      jewelSafe: round2(plan * item.quantity),
    };
  });
  const sum = (values: number[]) => round2(values.reduce((a, b) => a + b, 0));
  const subtotal = sum(lines.map((l) => l.lineTotal));
  const eligible = sum(lines.filter((_, i) => input.items[i].couponEligible).map((l) => l.lineTotal));
  const jewelSafe = sum(lines.map((l) => l.jewelSafe));

  let discount = 0;
  let couponProblem: Totals["couponProblem"] = null;
  if (input.coupon) {
    const result = couponDiscount(input.coupon, { subtotal, eligible, currency, rates });
    discount = result.discount;
    couponProblem = result.problem;
  }

  let shipping: number | null = null;
  if (input.shipping) {
    // The free-shipping thresholds look at the goods the shopper pays for, after the coupon.
    const options = freightOptions({
      country: input.shipping.country,
      subtotal: round2(subtotal - discount),
      currency,
      rates,
      settings: input.shipping.settings,
    });
    shipping = options.find((o) => o.method === input.shipping?.method)?.price ?? null;
  }
  const tariffInsurance = input.tariffInsurance ? tariffInsurancePrice(round2(subtotal - discount), currency, rates) : 0;
  const goods = round2(subtotal - discount);
  const vat = input.vat
    ? vatFor({ ...input.vat, decided: input.vat.decided ?? undefined, currency, rates, goods, extras: round2(jewelSafe + (shipping ?? 0)) })
    : null;
  const total = round2(goods + jewelSafe + (shipping ?? 0) + tariffInsurance + (vat?.adjust ?? 0));
  return { currency, lines, subtotal, eligible, discount, couponProblem, jewelSafe, shipping, tariffInsurance, vat, total };
}

export function price(amount: number, currency: CurrencyCode): Price {
  return { amount, currency, formatted: formatMoney(amount, currency) };
}

/** An amount in a currency → its minor units, the integers orders and payments store. */
export const toMinor = (amount: number) => Math.round(round2(amount) * 100);

/** An amount the shopper typed in their currency → USD cents (price-difference payments). */
export function toUsdCents(amount: number, currency: CurrencyCode, rates: Rates): number {
  const rate = currency === "USD" ? 1 : rates[currency];
  if (rate === undefined || !(rate > 0)) throw new Error(`No rate for ${currency}`);
  return Math.round((amount / rate) * 100);
}

export function rateOf(currency: CurrencyCode, rates: Rates): number {
  return currency === "USD" ? 1 : (rates[currency] ?? 0);
}
