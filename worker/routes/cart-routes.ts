import { Hono, type Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { COOKIE } from "~/shared/cookies";
import { API_CODE } from "~/shared/api-envelope";
import { cartAddBody, cartApplyCouponBody, cartEmptyBody, cartRemoveBody, cartUpdateBody } from "~/shared/schemas/cart";
import type { AppEnv } from "../env";
import { clientIp, fail, ok, readBody } from "../http";
import { hit, RATE_LIMITS } from "../services/rate-limit";
import { translatorFor } from "../services/translator";
import { addCartLine, cartOwner, CartError, loadStoredCart, removeCartLine, setCartCoupon, updateCartLine } from "../services/checkout/cart";
import { priceCart, type CartContext } from "../services/checkout/cart-view";
import { couponRefusal, normalizeCouponCode } from "../services/checkout/coupon-rules";
import { findCoupon } from "../services/checkout/coupons";

/** `cart/*`: every answer is the whole cart as the server priced it. */
export const cartRoutes = new Hono<AppEnv>();

export function cartContextOf(c: Context<AppEnv>): CartContext {
  const { ctx } = c.var;
  return {
    db: c.env.DB,
    owner: cartOwner(ctx.session),
    store: ctx.store.key,
    language: ctx.language,
    currency: ctx.currency,
    gift: { kv: c.env.KV, code: ctx.giftCode ?? null },
  };
}

export const CART_ERRORS: Record<CartError["reason"], { code: number; key: string; field?: string }> = {
  unknownSku: { code: API_CODE.notFound, key: "cart.sku.unknown", field: "sku" },
  unavailable: { code: API_CODE.conflict, key: "cart.unavailable", field: "sku" },
  signatureRequired: { code: API_CODE.badRequest, key: "cart.signature.required", field: "signature" },
  signatureTooLong: { code: API_CODE.badRequest, key: "cart.signature.tooLong", field: "signature" },
  messageTooLong: { code: API_CODE.badRequest, key: "cart.message.tooLong", field: "message" },
  notPersonalizable: { code: API_CODE.badRequest, key: "cart.notPersonalizable", field: "signature" },
  jewelSafeUnavailable: { code: API_CODE.badRequest, key: "cart.jewelSafe.unavailable", field: "jewelSafe" },
  stock: { code: API_CODE.conflict, key: "cart.stock", field: "quantity" },
  unknownLine: { code: API_CODE.notFound, key: "cart.line.unknown", field: "lineId" },
};

/** Runs a change, then answers with the repriced cart; a refused change answers its reason. */
async function changeThenAnswer(c: Context<AppEnv>, change: (cc: CartContext) => Promise<void>, messageKey?: string) {
  const cc = cartContextOf(c);
  const t = await translatorFor(cc.language);
  try {
    await change(cc);
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    const { code, key, field } = CART_ERRORS[error.reason];
    const message = t(key, error.values);
    return fail(c, code, message, field ? { [field]: message } : undefined);
  }
  const { view } = await priceCart(cc, t);
  return ok(c, view, messageKey ? t(messageKey) : "success");
}

/**
 * A campaign link's coupon (he-couponcode) joins a cart that has items and no coupon yet,
 * once: the cookie is cleared, so a coupon the shopper removes later stays removed. A code
 * the cart cannot use is stored like a typed one and the bag says why.
 */
async function adoptCampaignCoupon(c: Context<AppEnv>, cc: CartContext) {
  const code = c.var.ctx.campaignCoupon?.trim();
  if (!code) return;
  if (/^[A-Za-z0-9_-]{2,32}$/.test(code)) {
    const stored = await loadStoredCart(cc);
    if (!stored.lines.length) return;
    if (!stored.couponCode) await setCartCoupon(cc, normalizeCouponCode(code));
  }
  deleteCookie(c, COOKIE.couponCode, { path: "/" });
}

cartRoutes.post("/add", async (c) => {
  const body = await readBody(c, cartAddBody);
  return changeThenAnswer(c, async (cc) => {
    await addCartLine(cc, cc.language, body);
    await adoptCampaignCoupon(c, cc);
  }, "cart.added");
});

cartRoutes.post("/list", async (c) => {
  await readBody(c, cartEmptyBody);
  return changeThenAnswer(c, (cc) => adoptCampaignCoupon(c, cc));
});

cartRoutes.post("/update", async (c) => {
  const { lineId, quantity } = await readBody(c, cartUpdateBody);
  return changeThenAnswer(c, (cc) => updateCartLine(cc, cc.language, lineId, quantity));
});

cartRoutes.post("/remove", async (c) => {
  const { lineId } = await readBody(c, cartRemoveBody);
  return changeThenAnswer(c, (cc) => removeCartLine(cc, lineId), "cart.removed");
});

cartRoutes.post("/removeCoupon", async (c) => {
  await readBody(c, cartEmptyBody);
  return changeThenAnswer(c, (cc) => setCartCoupon(cc, null), "coupon.removed");
});

/**
 * One coupon per order: a new code replaces the previous one. Unknown, expired, foreign and
 * used-up codes all answer the spec's one message; the minimum and custom pieces say why.
 */
cartRoutes.post("/applyCoupon", async (c) => {
  const { code } = await readBody(c, cartApplyCouponBody);
  const cc = cartContextOf(c);
  const t = await translatorFor(cc.language);
  if (!(await hit(cc.db, RATE_LIMITS.coupon, clientIp(c)))) return fail(c, API_CODE.tooMany, t("coupon.tooMany"));
  const coupon = await findCoupon(cc.db, code, cc.owner);
  const invalid = () => fail(c, API_CODE.badRequest, t("coupon.invalid"), { code: t("coupon.invalid") });
  if (!coupon || couponRefusal(coupon, { store: cc.store, now: Date.now() })) return invalid();

  const before = await priceCart(cc, t);
  if (before.view.count === 0) return fail(c, API_CODE.badRequest, t("coupon.emptyCart"), { code: t("coupon.emptyCart") });
  const previous = before.stored.couponCode;
  await setCartCoupon(cc, normalizeCouponCode(coupon.code));
  const after = await priceCart(cc, t);
  if (!after.view.coupon?.applied) {
    // Not usable on this cart: put back what was there and say why.
    await setCartCoupon(cc, previous);
    const message = after.view.coupon?.message ?? t("coupon.invalid");
    return fail(c, API_CODE.badRequest, message, { code: message });
  }
  return ok(c, after.view, t("coupon.applied", { code: after.view.coupon.code }));
});
