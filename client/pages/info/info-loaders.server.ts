import { AXE_JOURNEYS, ENFORCEMENT, LAST_CHECKED } from "~/shared/accessibility";
import { parse } from "hono/utils/cookie";
import { PAY_IN_4 } from "~/shared/constants";
import { COOKIE } from "~/shared/cookies";
import { formatMoney, formatUsdCents } from "~/shared/money";
import { PAYMENT_METHODS, paymentMethodsFor, type PaymentMethodKey } from "~/shared/payment-methods";
import { withdrawalTrader } from "~/shared/store-sellers";
import { listCountries } from "~/worker/services/countries";
import type { FreeGift } from "~/shared/catalog-types";
import { freeGiftFor } from "~/worker/services/free-gift/campaigns";
import { freightList } from "~/worker/services/freight";
import { getRates } from "~/worker/services/rates";
import { payableProviders } from "~/worker/services/payments/registry";
import { translatorFor } from "~/worker/services/translator";
import { catalogContext } from "../catalog/catalog-context.server";
import type { PageLoader, PageLoaderArgs } from "../page-types";

/**
 * The shop's information pages. Payments and delivery depend on the ship-to country, the
 * free gift on the visitor's gift code: these pages are rendered per visitor, never shared.
 */

export interface MethodInfo {
  key: PaymentMethodKey;
  /** The method's name as checkout shows it (translated here: the page needs no checkout catalogue). */
  name: string;
  /** The plan's amount limits in the shopper's currency, when it has any. */
  min: string | null;
  max: string | null;
  payLater: boolean;
}

export interface PaymentsData {
  country: string;
  countryName: string;
  methods: MethodInfo[];
}

export interface ShippingData {
  countryName: string;
  /** Names and notes as checkout words them, translated here like the payment methods. */
  options: { method: string; name: string; days: string; price: string; free: boolean; freeFrom: string | null }[];
}

export interface FreeGiftData {
  gift: FreeGift | null;
  hasCode: boolean;
  /** The campaign's minimum spend in the shopper's currency; null when any order qualifies. */
  minimum: string | null;
}

async function countryName(args: PageLoaderArgs, iso2: string) {
  const countries = await listCountries(args.context.env.DB);
  return countries.find((c) => c.iso2 === iso2)?.name ?? iso2;
}

/**
 * What checkout would offer for delivery to the visitor's country: the same table and the
 * same `paymentMethodsFor`, asked at the smallest order every pay-later plan takes, so each
 * method the store offers there is listed; each plan's own limits are shown beside it.
 */
async function paymentsData(args: PageLoaderArgs): Promise<PaymentsData> {
  const { env, ctx } = args.context;
  const [rates, t] = await Promise.all([getRates(env.DB), translatorFor(ctx.language)]);
  const money = (cents: number | undefined) => (cents === undefined ? null : formatUsdCents(cents, ctx.currency, rates));
  const keys = paymentMethodsFor({
    store: ctx.store.key,
    country: ctx.shipCountry,
    dueUsdCents: PAY_IN_4.minUsd * 100,
    hasStoredCard: false,
    providers: payableProviders(env),
  });
  return {
    country: ctx.shipCountry,
    countryName: await countryName(args, ctx.shipCountry),
    methods: keys.map((key) => {
      const rule = PAYMENT_METHODS[key];
      return { key, name: t(`payment.method.${key}`), min: money(rule.minUsdCents), max: money(rule.maxUsdCents), payLater: Boolean(rule.payLater) };
    }),
  };
}

const titled =
  <D>(key: string, load: (args: PageLoaderArgs) => Promise<D>): PageLoader<D> =>
  async (args) => {
    const [data, t] = await Promise.all([load(args), translatorFor(args.context.ctx.language)]);
    return { data, title: t(`${key}.title`), description: t(`${key}.intro`) };
  };

export const payDetailsLoader = titled("payDetails", paymentsData);

export const payLaterLoader = titled("payLater", async (args) => {
  const data = await paymentsData(args);
  return { ...data, methods: data.methods.filter((m) => m.payLater) };
});

export const shippingLoader = titled<ShippingData>("shippingDelivery", async (args) => {
  const { env, ctx } = args.context;
  const [options, t] = await Promise.all([freightList(env.DB, ctx.store.key, ctx.shipCountry, ctx.currency), translatorFor(ctx.language)]);
  const format = (amount: number) => formatMoney(amount, ctx.currency);
  return {
    countryName: await countryName(args, ctx.shipCountry),
    options: options.map((o) => ({
      method: o.method,
      name: t(`checkout.shipping.${o.method}`),
      days: t("checkout.shipping.days", { days: o.days }),
      price: format(o.price),
      free: o.free,
      freeFrom: o.freeFrom === null ? null : t("checkout.shipping.freeFrom", { amount: format(o.freeFrom) }),
    })),
  };
});

export const buyStepsLoader = titled("buySteps", async () => ({}));

export const giftBoxLoader = titled("giftBox", async () => ({}));

export const freeGiftLoader = titled<FreeGiftData>("freeGift", async (args) => {
  const code = parse(args.request.headers.get("Cookie") ?? "", COOKIE.giftCode)[COOKIE.giftCode];
  const gift = await freeGiftFor(catalogContext(args.context), code);
  const minimum = gift?.minSubtotalCents
    ? formatUsdCents(gift.minSubtotalCents, args.context.ctx.currency, await getRates(args.context.env.DB))
    : null;
  return { gift, hasCode: Boolean(code), minimum };
});

/** Who the consumer withdraws from: the store's trading name, the seller's name and address, its customer service email. */
export interface WithdrawalInfoData {
  trader: string;
  email: string;
}

export const withdrawalInfoLoader = titled<WithdrawalInfoData>("withdrawalInfo", async ({ context }) => ({
  trader: withdrawalTrader(context.ctx.store.key, context.ctx.store.seriesName),
  email: context.ctx.store.contactEmail,
}));

/** The accessibility statement: the store's contact and enforcement authority, the last check and its journeys. */
export interface AccessibilityData {
  email: string;
  authority: string | null;
  checkedOn: string;
  journeys: readonly string[];
}

export const accessibilityLoader = titled<AccessibilityData>("accessibility", async ({ context }) => ({
  email: context.ctx.store.contactEmail,
  authority: ENFORCEMENT[context.ctx.store.key],
  checkedOn: LAST_CHECKED,
  journeys: AXE_JOURNEYS,
}));
