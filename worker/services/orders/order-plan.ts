import type { Price } from "~/shared/checkout-types";
import type { Locale } from "~/shared/i18n-config";
import type { CurrencyCode, Rates } from "~/shared/money";
import { paymentMethodRefusal, type RealProvider } from "~/shared/payment-methods";
import type { OrderCreateBody } from "~/shared/schemas/order";
import { shippingAllowedTo } from "~/shared/shipping-rules";
import type { StoreKey } from "~/shared/stores";
import { tariffInsuranceOffered } from "~/shared/tariff-insurance";
import { freightSettings } from "../freight";
import { findCustomRequest } from "../custom-jewelry/checkout-stage";
import { OrderRefused } from "./order-refused";
import { getRates } from "../rates";
import type { Translate } from "../translator";
import type { CouponRecord } from "../coupons/rules";
import { cartReadStatements, lineItem, priceCart } from "../checkout/cart-view";
import { GIFT_ITEM, type GiftInput } from "../free-gift/gift-line";
import { computeTotals, price, type PricedItem, type ShippingInput, type Totals } from "../checkout/pricing";
import type { SkuInfo } from "../checkout/sku-lookup";
import { planWallet, type WalletUse } from "../checkout/wallet-payment";

/**
 * What an order will hold, priced by the server from its own data: the cart's lines (or the
 * custom-jewelry payment or staff-made price difference, by its param), the coupon, shipping and totals in
 * the shopper's currency and in USD. Anything that stops the order throws OrderRefused.
 */
interface PlannedLine {
  kind: "product" | "customMade";
  sku: SkuInfo | null;
  title: string;
  quantity: number;
  signature: string;
  message: string;
  item: PricedItem;
  /** The campaign of a free gift: a zero-priced line nobody can change. */
  giftCode?: string;
}

export interface OrderPlan {
  lines: PlannedLine[];
  coupon: CouponRecord | null;
  totals: Totals;
  usd: Totals;
  rates: Rates;
  /** Cart lines the order takes (emptied in its transaction). */
  cartLineIds: number[];
  /** The part the customer's wallet pays (useWallet), or null. */
  wallet: WalletUse | null;
  /** The provider keeps the card that pays (a signed-in customer's choice). */
  saveCard: boolean;
}

export interface PlanContext {
  db: D1Database;
  owner: string;
  store: StoreKey;
  language: Locale;
  currency: CurrencyCode;
  t: Translate;
  now: number;
  /** The providers that can take a payment here (payments/registry `payableProviders`). */
  providers: readonly RealProvider[];
  /** The stored gift code: a qualifying cart's gift joins the order. */
  gift?: GiftInput;
  /** How many cards the provider keeps for this signed-in customer (payments/stored-cards). */
  storedCards?: () => Promise<number>;
}

/** The refusal of a payment method the order cannot be paid with (order/create, Continue). */
export function paymentRefused(reason: "unavailable" | "notConfigured"): OrderRefused {
  const key = reason === "notConfigured" ? "checkout.payment.notConfigured" : "checkout.payment.unavailable";
  return new OrderRefused(400, key, {}, "paymentMethod");
}

const cartOf = (pc: PlanContext) => ({ db: pc.db, owner: pc.owner, store: pc.store, language: pc.language, currency: pc.currency, gift: pc.gift });

async function cartLines(pc: PlanContext, shipping: ShippingInput | null, loaded?: D1Result[]) {
  const cart = await priceCart(cartOf(pc), pc.t, {
    now: pc.now,
    shipping,
    orderType: "normal",
    loaded,
  });
  if (!cart.buyable.length) throw new OrderRefused(409, "checkout.cartEmpty");
  if (cart.view.lines.some((l) => l.problem)) throw new OrderRefused(409, "checkout.cartProblem");
  if (cart.stored.couponCode && !cart.view.coupon?.applied) {
    throw new OrderRefused(409, "checkout.couponProblem", { reason: cart.view.coupon?.message ?? pc.t("coupon.invalid") }, "coupon");
  }
  const lines: PlannedLine[] = cart.buyable.map(({ line, sku }) => ({
    kind: "product",
    sku,
    title: sku.title,
    quantity: line.quantity,
    signature: line.signature,
    message: line.message,
    item: lineItem(line, sku),
  }));
  if (cart.gift?.state === "added") {
    const { sku, code } = cart.gift;
    lines.push({ kind: "product", sku, title: sku.title, quantity: 1, signature: "", message: "", item: GIFT_ITEM, giftCode: code });
  }
  return { lines, coupon: cart.coupon, rates: cart.rates, cartLineIds: cart.buyable.map(({ line }) => line.id) };
}

/**
 * What the one line of a custom-jewelry order (or a staff-made price difference) is priced
 * from: its param alone; the amount and currency are the request's, never the shopper's.
 */
export interface SpecialOrder {
  orderType: "custommade";
  customMadeParam?: string | null;
}

type SpecialContext = Pick<PlanContext, "db" | "store" | "currency" | "t">;

/**
 * The one line of a custom-jewelry order, as order/create prices it; the checkout page shows
 * the same line before the order exists.
 */
export async function specialOrderLine(pc: SpecialContext, order: SpecialOrder): Promise<PlannedLine> {
  const param = order.customMadeParam ?? "";
  const request = await findCustomRequest(pc.db, pc.store, param);
  if (!request) throw new OrderRefused(404, "checkout.customMade.unknown", {}, "customMadeParam");
  if (request.refusal) throw request.refusal;
  const cents = request.amountCents;
  return {
    kind: "customMade",
    sku: null,
    title: request.title,
    quantity: 1,
    signature: "",
    message: "",
    item: {
      unitCents: cents,
      baseCents: cents,
      quantity: 1,
      jewelSafeCents: 0,
      couponEligible: false,
      ...(request.fixed ? { fixed: request.fixed } : {}),
    },
  };
}

/**
 * Tariff insurance is offered for goods shipped where duties may be charged on their value
 * (shared/tariff-insurance, docs/decisions/0810-tariff-insurance.md); asked for anywhere else, the
 * order is refused rather than charged for a cover that means nothing.
 */
function tariffInsuranceFor(body: OrderCreateBody, items: PricedItem[], plan: Pick<OrderPlan, "rates" | "coupon">): true {
  const goods = computeTotals({ items, currency: "USD", rates: plan.rates, coupon: plan.coupon });
  const goodsUsdCents = Math.round((goods.subtotal - goods.discount) * 100);
  if (body.orderType !== "normal" || !tariffInsuranceOffered(body.shippingAddress.country, goodsUsdCents)) {
    throw new OrderRefused(400, "checkout.tariff.unavailable", {}, "tariffInsurance");
  }
  return true;
}

/** Whether the provider keeps a card for the customer; a vault that cannot be asked has none to offer. */
async function hasCards(pc: PlanContext): Promise<boolean> {
  if (!pc.storedCards) return false;
  return (await pc.storedCards().catch(() => 0)) > 0;
}

/**
 * The shipping a cart order is charged. A price difference or a custom stage pays exactly its
 * fixed amount (docs/decisions/0900-custom-jewelry.md): no fee and no method to choose, so any
 * method but the default is refused rather than recorded for a parcel it does not pay for.
 */
async function shippingFor(pc: PlanContext, body: OrderCreateBody): Promise<ShippingInput | null> {
  if (body.orderType !== "normal") {
    if (body.shippingMethod !== "standard") throw new OrderRefused(400, "checkout.shipping.notForSpecial", {}, "shippingMethod");
    return null;
  }
  if (!shippingAllowedTo(body.shippingMethod, body.shippingAddress)) {
    throw new OrderRefused(400, "checkout.shipping.poBox", {}, "shippingMethod");
  }
  return { method: body.shippingMethod, country: body.shippingAddress.country, settings: await freightSettings(pc.db, pc.store) };
}

export async function planOrder(pc: PlanContext, body: OrderCreateBody): Promise<OrderPlan> {
  const address = body.shippingAddress;
  // The freight settings and the cart in one round trip.
  const [shipping, loaded] = await Promise.all([
    shippingFor(pc, body),
    body.orderType === "normal" ? pc.db.batch(cartReadStatements(cartOf(pc))) : null,
  ]);

  let plan: Omit<OrderPlan, "totals" | "usd" | "wallet" | "saveCard">;
  if (body.orderType === "normal") {
    plan = await cartLines(pc, shipping, loaded ?? undefined);
  } else {
    const rates = await getRates(pc.db);
    const line = await specialOrderLine(pc, { orderType: body.orderType, customMadeParam: body.customMadeParam });
    plan = { lines: [line], coupon: null, rates, cartLineIds: [] };
  }

  const items = plan.lines.map((l) => l.item);
  const tariffInsurance = body.tariffInsurance ? tariffInsuranceFor(body, items, plan) : false;
  const vat = { store: pc.store, country: address.country, agreedAmount: body.orderType !== "normal" };
  const totals = computeTotals({ items, currency: pc.currency, rates: plan.rates, coupon: plan.coupon, shipping, tariffInsurance, vat });
  const usd = computeTotals({
    items,
    currency: "USD",
    rates: plan.rates,
    coupon: plan.coupon,
    shipping,
    tariffInsurance,
    vat: { ...vat, decided: totals.vat },
  });
  // Under IOSS or UK VAT the parcel clears customs with nothing to pay on delivery: a cover of
  // those charges would pay for nothing (docs/decisions/1323-eu-uk-compliance-audit.md).
  if (tariffInsurance && totals.vat?.status === "collected") throw new OrderRefused(400, "checkout.tariff.unavailable", {}, "tariffInsurance");
  if (shipping && (totals.shipping === null || usd.shipping === null)) {
    throw new OrderRefused(400, "checkout.shipping.unavailable", {}, "shippingMethod");
  }
  const customerId = pc.owner.startsWith("c:") ? Number(pc.owner.slice(2)) : 0;
  if (body.useWallet && !customerId) throw new OrderRefused(400, "checkout.wallet.signIn", {}, "useWallet");
  if (body.saveCard && !customerId) throw new OrderRefused(400, "checkout.card.saveSignIn", {}, "saveCard");
  if (body.saveCard && body.paymentMethod !== "card") throw new OrderRefused(400, "checkout.card.saveMethod", {}, "saveCard");
  const wallet = body.useWallet ? await planWallet(pc.db, customerId, totals.total, pc.currency, plan.rates) : null;
  // A method's limits (pay-later plans: 30–1,500 USD) apply to what its provider is asked to
  // charge; an order the wallet pays in full asks no provider.
  const dueUsdCents = Math.round(usd.total * 100) - (wallet?.cents ?? 0);
  const refusal =
    dueUsdCents > 0 &&
    paymentMethodRefusal(body.paymentMethod, {
      store: pc.store,
      country: address.country,
      dueUsdCents,
      hasStoredCard: body.paymentMethod === "storedCard" && customerId > 0 && (await hasCards(pc)),
      customMade: body.orderType === "custommade",
      providers: pc.providers,
    });
  if (refusal) throw paymentRefused(refusal);
  if (body.expectedTotal !== undefined && Math.abs(body.expectedTotal - totals.total) >= 0.005) {
    const total: Price = price(totals.total, pc.currency);
    throw new OrderRefused(409, "checkout.priceChanged", { total: total.formatted }, undefined, { total });
  }
  return { ...plan, totals, usd, wallet, saveCard: body.saveCard };
}
