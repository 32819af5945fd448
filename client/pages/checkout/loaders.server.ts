import { pathTo } from "~/shared/url-scheme";
import { round2, type CurrencyCode, type Rates } from "~/shared/money";
import { isCheckoutOrderType } from "~/shared/order-types";
import { DUTY_RULES, tariffInsuranceOffered, tariffInsurancePrice } from "~/shared/tariff-insurance";
import { cartContextFor, lineItem, priceCart } from "~/worker/services/checkout/cart-view";
import { listPublicCoupons } from "~/worker/services/coupons/redeem";
import { specialOrderLine } from "~/worker/services/orders/order-plan";
import { OrderRefused } from "~/worker/services/orders/order-refused";
import { computeTotals, price } from "~/worker/services/checkout/pricing";
import { listStates } from "~/worker/services/checkout/states";
import { listAddresses } from "~/worker/services/account/addresses";
import { listCountries } from "~/worker/services/countries";
import { freightOptions, freightSettings } from "~/worker/services/freight";
import { getRates } from "~/worker/services/rates";
import { translatorFor } from "~/worker/services/translator";
import { handlePayback } from "~/worker/services/payments/payback";
import { payableProviders } from "~/worker/services/payments/registry";
import { cardVault, customerCards } from "~/worker/services/payments/stored-cards";
import type { PageLoader, PageLoaderArgs } from "../page-types";
import type { CartPageData, CheckoutPageData, CouponPageData, PaybackPageData, TrackOrderPageData } from "./checkout-data";

/** Server loaders of the cart, checkout, payment result, track-order and coupon screens. */

const cartContext = ({ context }: PageLoaderArgs) => cartContextFor(context.env, context.ctx);

export const cartLoader: PageLoader<CartPageData> = async (args) => {
  const t = await translatorFor(args.context.ctx.language);
  const { view } = await priceCart(cartContext(args), t);
  return { data: { cart: view }, title: t("cart.title") };
};

type Special = Pick<CheckoutPageData, "cart" | "special" | "blocked" | "tariffInsurance"> & {
  goods: number;
  totalBeforeShipping: number;
  usdCents: number;
};

/** The rates the VAT ceilings are judged with: the shopper's currency, EUR and GBP (units per USD). */
const vatRates = (rates: Rates, currency: CurrencyCode): Rates => ({ EUR: rates.EUR, GBP: rates.GBP, [currency]: rates[currency] });

/** Where tariff insurance is offered for goods worth `goods` (after the coupon) and its price. */
function tariffOffer(goods: number, goodsUsdCents: number, currency: CurrencyCode, rates: Rates): CheckoutPageData["tariffInsurance"] {
  const countries = [...DUTY_RULES.keys()].filter((country) => tariffInsuranceOffered(country, goodsUsdCents));
  return countries.length ? { price: price(tariffInsurancePrice(goods, currency, rates), currency), countries } : null;
}

async function orderLines(args: PageLoaderArgs, orderType: CheckoutPageData["orderType"]): Promise<Special> {
  const { env, ctx } = args.context;
  const t = await translatorFor(ctx.language);
  const query = args.url.searchParams;
  const rates = await getRates(env.DB);
  if (orderType !== "normal") {
    // The same line order/create will charge (services/orders/order-plan.ts).
    const order = { orderType, customMadeParam: query.get("customMadeParam") ?? "" };
    let line;
    try {
      line = await specialOrderLine({ db: env.DB, store: ctx.store.key, currency: ctx.currency, t }, order);
    } catch (error) {
      if (!(error instanceof OrderRefused)) throw error;
      return {
        cart: null,
        special: null,
        blocked: t(error.messageKey, error.values),
        tariffInsurance: null,
        goods: 0,
        totalBeforeShipping: 0,
        usdCents: 0,
      };
    }
    const totals = computeTotals({ items: [line.item], currency: ctx.currency, rates });
    const usd = computeTotals({ items: [line.item], currency: "USD", rates });
    const special = { title: line.title, amount: price(totals.total, ctx.currency) };
    return {
      cart: null,
      special,
      blocked: null,
      tariffInsurance: null,
      goods: totals.subtotal,
      totalBeforeShipping: totals.total,
      usdCents: Math.round(usd.total * 100),
    };
  }
  const { view, totals, buyable, coupon } = await priceCart(cartContext(args), t);
  // The same lines in USD, for the payment methods' limits: no second trip to the database.
  const usd = computeTotals({ items: buyable.map(({ line, sku }) => lineItem(line, sku)), currency: "USD", rates, coupon });
  const blocked = view.count === 0 ? t("checkout.cartEmpty") : view.lines.some((l) => l.problem) ? t("checkout.cartProblem") : null;
  const goods = round2(totals.subtotal - totals.discount);
  return {
    cart: view,
    special: null,
    blocked,
    tariffInsurance: tariffOffer(goods, Math.round((usd.subtotal - usd.discount) * 100), ctx.currency, rates),
    goods,
    totalBeforeShipping: totals.total,
    usdCents: Math.round(usd.total * 100),
  };
}

export const checkoutLoader: PageLoader<CheckoutPageData> = async (args) => {
  const { env, ctx } = args.context;
  const t = await translatorFor(ctx.language);
  const query = args.url.searchParams;
  const asked = query.get("orderType");
  const orderType = isCheckoutOrderType(asked) ? asked : "normal";
  const customerId = Number(ctx.session.customerId) || 0;
  const [lines, countries, states, settings, rates, saved, storedCards] = await Promise.all([
    orderLines(args, orderType),
    listCountries(env.DB),
    listStates(env.DB),
    freightSettings(env.DB, ctx.store.key),
    getRates(env.DB),
    customerId ? listAddresses(env.DB, customerId) : Promise.resolve([]),
    // A provider that cannot be asked just now: checkout goes on without saved cards.
    customerCards(env, customerId || null).catch(() => []),
  ]);
  // The US has every method; other countries drop 3-day shipping on the page. A price
  // difference or custom stage ships nothing and pays no fee: no methods (order-plan.ts).
  const methods = orderType === "normal" ? freightOptions({ country: "US", subtotal: lines.goods, currency: ctx.currency, rates, settings }) : [];
  const shipping = methods.map((o) => ({
    method: o.method,
    price: price(o.price, ctx.currency),
    free: o.free,
    days: o.days,
    freeFrom: o.freeFrom === null ? null : price(o.freeFrom, ctx.currency),
  }));
  return {
    data: {
      store: ctx.store.key,
      orderType,
      customMadeParam: orderType === "custommade" ? query.get("customMadeParam") : null,
      cart: lines.cart,
      special: lines.special,
      blocked: lines.blocked,
      countries,
      states,
      shipping,
      providers: payableProviders(env),
      tariffInsurance: lines.tariffInsurance,
      // The form decides the VAT for the chosen country as order/create does (shared/vat).
      vat: { goods: lines.goods, extras: round2(lines.totalBeforeShipping - lines.goods), rates: vatRates(rates, ctx.currency) },
      storedCards,
      canSaveCard: customerId > 0 && cardVault(env) !== null,
      totalUsdCents: lines.usdCents,
      totalBeforeShipping: price(lines.totalBeforeShipping, ctx.currency),
      email: ctx.session.email,
      defaultCountry: ctx.shipCountry,
      savedAddresses: saved.map(({ isDefault: _, email: __, ...address }) => address),
      defaultAddressId: saved.find((a) => a.isDefault)?.id ?? null,
    },
    title: t("checkout.title"),
  };
};

export const paybackLoader: PageLoader<PaybackPageData> = async (args) => {
  const { env, ctx, execution } = args.context;
  const t = await translatorFor(ctx.language);
  const result = await handlePayback(env, args.params.provider ?? "", args.url.searchParams, args.url, (p) => execution.waitUntil(p));
  if (!result) return { notFound: true };
  return { data: result, title: t(result.result === "success" ? "payback.successTitle" : "payback.failedTitle") };
};

export const trackOrderLoader: PageLoader<TrackOrderPageData> = async ({ context, url }) => {
  const t = await translatorFor(context.ctx.language);
  return { data: { orderNumber: (url.searchParams.get("orderNumber") ?? "").trim().toUpperCase().slice(0, 20) }, title: t("track.title") };
};

export const couponLoader: PageLoader<CouponPageData> = async ({ context }) => {
  const { env, ctx } = context;
  const t = await translatorFor(ctx.language);
  const coupons = await listPublicCoupons(env.DB, ctx.store.key, ctx.currency, await getRates(env.DB));
  return { data: { coupons }, title: t("couponPage.title") };
};

/** The "discount" page is the coupon page under another name; search engines get one of them. */
export const discountLoader: PageLoader<CouponPageData> = async (args) => {
  const loaded = await couponLoader(args);
  return "data" in loaded ? { ...loaded, canonicalPath: pathTo("coupon") } : loaded;
};
