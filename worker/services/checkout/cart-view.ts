import type { CartGiftView, CartLineView, CartView } from "~/shared/checkout-types";
import type { StoreKey } from "~/shared/stores";
import { omnibusLines } from "../catalog/omnibus-display";
import type { Locale } from "~/shared/i18n-config";
import { formatMoney, convertFromUsdCents, type CurrencyCode, type Rates } from "~/shared/money";
import { getRates } from "../rates";
import type { Translate } from "../translator";
import type { Env } from "../../env";
import type { RequestContext } from "../../request-context-type";
import { cartOwner, storedCartStatements, toStoredCart, type CartKey, type CartLineRow, type StoredCart } from "./cart";
import type { OrderType } from "~/shared/order-types";
import { couponRefusal, type CouponRecord, type CouponRefusal } from "../coupons/rules";
import { cartCouponStatement, couponFrom } from "../coupons/redeem";
import { giftForCart, type GiftInput, type GiftState } from "../free-gift/gift-line";
import { computeTotals, price, type PricedItem, type ShippingInput, type Totals } from "./pricing";
import { cartSkusStatement, toSkuMap, type SkuInfo } from "./sku-lookup";

export interface CartContext extends CartKey {
  language: Locale;
  currency: CurrencyCode;
  /** The stored gift code and where campaigns live; no gift when missing. */
  gift?: GiftInput;
}

/** The visitor's cart as every caller reads it: the cart routes, the cart and checkout pages, order/create. */
export function cartContextFor(
  env: Pick<Env, "DB" | "KV">,
  ctx: Pick<RequestContext, "session" | "store" | "language" | "currency" | "giftCode">,
): CartContext {
  return {
    db: env.DB,
    owner: cartOwner(ctx.session),
    store: ctx.store.key,
    language: ctx.language,
    currency: ctx.currency,
    gift: { kv: env.KV, code: ctx.giftCode ?? null },
  };
}

/** A cart with everything an order needs: lines, SKUs, coupon and totals, as the server priced them. */
export interface PricedCart {
  stored: StoredCart;
  skus: Map<string, SkuInfo>;
  /** The lines that can be bought, in cart order, with their SKU. */
  buyable: { line: CartLineRow; sku: SkuInfo }[];
  coupon: CouponRecord | null;
  refusal: CouponRefusal | null;
  rates: Rates;
  totals: Totals;
  view: CartView;
  /** The free gift this cart earns, or why it earns none. */
  gift: GiftState | null;
}

export const lineItem = (line: CartLineRow, sku: SkuInfo): PricedItem => ({
  unitCents: sku.unitCents,
  baseCents: sku.baseCents,
  quantity: line.quantity,
  jewelSafeCents: line.jewel_safe && sku.jewelSafeCents ? sku.jewelSafeCents : 0,
  couponEligible: !sku.custom,
});

function couponMessage(t: Translate, code: string, refusal: CouponRefusal | null, totals: Totals, minimum: string) {
  if (refusal) return t("coupon.invalid");
  if (totals.couponProblem === "minimum") return t("coupon.minimum", { amount: minimum });
  if (totals.couponProblem === "notEligible") return t("coupon.notEligible");
  return t("coupon.applied", { code });
}

/** The lines, their SKUs and the store coupon the cart names: one round trip, or part of a write's batch. */
export function cartReadStatements(cc: CartContext): D1PreparedStatement[] {
  return [...storedCartStatements(cc), cartSkusStatement(cc.db, cc.owner, cc.store, cc.language), cartCouponStatement(cc.db, cc.owner, cc.store)];
}

export async function priceCart(
  cc: CartContext,
  t: Translate,
  options: { now?: number; shipping?: ShippingInput | null; orderType?: OrderType; loaded?: D1Result[] } = {},
): Promise<PricedCart> {
  const now = options.now ?? Date.now();
  const [[lineRows, cartRow, skuRows, couponRows], rates] = await Promise.all([
    options.loaded ?? cc.db.batch(cartReadStatements(cc)),
    getRates(cc.db),
  ]);
  const stored = toStoredCart(lineRows, cartRow);
  const skus = toSkuMap(skuRows.results);
  const coupon = stored.couponCode ? await couponFrom(cc.db, couponRows.results[0], stored.couponCode, cc.owner, now) : null;
  const buyable = stored.lines.flatMap((line) => {
    const sku = skus.get(line.sku_code);
    return sku?.soldHere ? [{ line, sku }] : [];
  });
  const refusal = stored.couponCode ? couponRefusal(coupon, { store: cc.store, now, orderType: options.orderType }) : null;
  const usable = coupon && !refusal ? coupon : null;
  const totals = computeTotals({
    items: buyable.map(({ line, sku }) => lineItem(line, sku)),
    currency: cc.currency,
    rates,
    coupon: usable,
    shipping: options.shipping,
  });

  const money = (amount: number) => price(amount, cc.currency);
  let pricedIndex = 0;
  const listed: CartLineView[] = stored.lines.map((line) => {
    const sku = skus.get(line.sku_code);
    const amounts = sku?.soldHere ? totals.lines[pricedIndex++] : null;
    const plan = sku && line.jewel_safe && sku.jewelSafeCents ? sku.jewelSafeCents : null;
    return {
      lineId: line.id,
      skuCode: line.sku_code,
      spuCode: sku?.spuCode ?? "",
      productCode: sku?.productCode ?? "",
      href: sku?.href ?? "",
      title: sku?.title ?? line.sku_code,
      image: sku?.image ? { ...sku.image, alt: sku.title } : null,
      color: sku?.color ?? null,
      size: sku?.size ?? null,
      quantity: line.quantity,
      maxQuantity: sku?.stock ?? null,
      unitPrice: money(amounts?.unit ?? 0),
      basePrice: money(amounts?.base ?? 0),
      lineTotal: money(amounts?.lineTotal ?? 0),
      signature: line.signature,
      message: line.message,
      personalizable: sku?.personalizable ?? false,
      jewelSafe: plan ? money(convertFromUsdCents(plan, cc.currency, rates)) : null,
      couponEligible: sku ? !sku.custom : false,
      problem: !sku?.soldHere ? "unavailable" : sku.stock !== null && line.quantity > sku.stock ? "stock" : null,
    };
  });

  const subtotalCents = buyable.reduce((sum, { line, sku }) => sum + sku.unitCents * line.quantity, 0);
  const gift = await giftForCart(cc.db, cc.gift, { store: cc.store, language: cc.language, subtotalCents, now });

  const minimum = coupon ? formatMoney(convertFromUsdCents(coupon.minSubtotalCents, cc.currency, rates), cc.currency) : "";
  const lines = await omnibusLines({ db: cc.db, store: cc.store as StoreKey, currency: cc.currency }, listed);
  const view: CartView = {
    lines,
    count: stored.lines.reduce((n, l) => n + l.quantity, 0),
    currency: cc.currency,
    subtotal: money(totals.subtotal),
    discounts: usable && totals.discount > 0 ? [{ code: usable.code, amount: money(totals.discount) }] : [],
    coupon: stored.couponCode
      ? {
          code: usable?.code ?? stored.couponCode,
          applied: Boolean(usable) && totals.discount > 0,
          message: couponMessage(t, usable?.code ?? stored.couponCode, refusal, totals, minimum),
        }
      : null,
    jewelSafe: money(totals.jewelSafe),
    total: money(totals.total),
    gift: giftView(gift, t, cc.currency, rates),
  };
  return { stored, skus, buyable, coupon: usable, refusal, rates, totals, view, gift };
}

function giftView(gift: GiftState | null, t: Translate, currency: CurrencyCode, rates: Rates): CartGiftView | null {
  if (!gift) return null;
  if (gift.state === "soldOut") return { state: "soldOut", message: t("cart.gift.soldOut", { title: gift.title }), line: null };
  if (gift.state === "minimum") {
    const amount = formatMoney(convertFromUsdCents(gift.minSubtotalCents, currency, rates), currency);
    return { state: "minimum", message: t("cart.gift.minimum", { title: gift.title, amount }), line: null };
  }
  const { sku } = gift;
  return {
    state: "added",
    message: t("cart.gift.added", { title: sku.title }),
    line: {
      skuCode: sku.skuCode,
      title: sku.title,
      href: sku.href,
      image: sku.image ? { ...sku.image, alt: sku.title } : null,
      color: sku.color,
      size: sku.size,
      worth: price(convertFromUsdCents(sku.unitCents, currency, rates), currency),
      price: price(0, currency),
    },
  };
}
