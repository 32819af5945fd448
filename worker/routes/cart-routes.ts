import { Hono, type Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { COOKIE } from "~/shared/cookies";
import { API_CODE } from "~/shared/api-envelope";
import { cartAddBody, cartApplyCouponBody, cartEmptyBody, cartRemoveBody, cartUpdateBody } from "~/shared/schemas/cart";
import type { AppEnv } from "../env";
import { clientIp, fail, ok, readBody } from "../http";
import { hit, RATE_LIMITS } from "../services/rate-limit";
import { getRates } from "../services/rates";
import { translatorFor, type Translate } from "../services/translator";
import { addCartLine, CartError, cartOwner, loadStoredCart, removeCartLine, setCartCoupon, updateCartLine } from "../services/checkout/cart";
import { cartContextFor, cartReadStatements, priceCart, type CartContext } from "../services/checkout/cart-view";
import { applyCoupon } from "../services/checkout/apply-coupon";
import { normalizeCouponCode } from "../services/checkout/coupon-rules";
import { CHECKOUT_BUDGETS, checkoutCounted } from "../services/checkout/order-budgets";
import { tooMany, tooManyFor } from "./account-helpers";

/** `cart/*`: every answer is the whole cart as the server priced it. */
export const cartRoutes = new Hono<AppEnv>();

export const cartContextOf = (c: Context<AppEnv>): CartContext => cartContextFor(c.env, c.var.ctx);

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

function cartRefusal(c: Context<AppEnv>, t: Translate, error: CartError) {
  const { code, key, field } = CART_ERRORS[error.reason];
  const message = t(key, error.values);
  return fail(c, code, message, field ? { [field]: message } : undefined);
}

/** Runs a change, then answers with the repriced cart; a refused change answers its reason. */
async function changeThenAnswer(c: Context<AppEnv>, change: (cc: CartContext) => Promise<void>, messageKey?: string) {
  const cc = cartContextOf(c);
  const t = await translatorFor(cc.language);
  try {
    await change(cc);
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    return cartRefusal(c, t, error);
  }
  const { view } = await priceCart(cc, t);
  return ok(c, view, messageKey ? t(messageKey) : "success");
}

/**
 * A campaign link's coupon (he-couponcode) joins a cart that has items and no coupon yet,
 * once: the cookie is cleared, so a coupon the shopper removes later stays removed. A code
 * the cart cannot use is stored like a typed one and the bag says why; so each adoption tells
 * a code's fate like applyCoupon does and spends the same budget: past it, the code is dropped
 * unread (docs/decisions/1300-abuse-budgets.md).
 */
async function adoptCampaignCoupon(c: Context<AppEnv>, cc: CartContext) {
  const code = c.var.ctx.campaignCoupon?.trim();
  if (!code) return;
  if (/^[A-Za-z0-9_-]{2,32}$/.test(code)) {
    const stored = await loadStoredCart(cc);
    if (!stored.lines.length) return;
    if (!stored.couponCode && (await hit(cc.db, RATE_LIMITS.coupon, clientIp(c)))) await setCartCoupon(cc, normalizeCouponCode(code));
  }
  deleteCookie(c, COOKIE.couponCode, { path: "/" });
}

/**
 * One trip to the primary (docs/decisions/1340-d1-sessions.md): the add's checks read first,
 * then the budget's counters, the line and the cart read back go in one batch. A refused add
 * still spends the budget, as before the batch.
 */
cartRoutes.post("/add", async (c) => {
  const body = await readBody(c, cartAddBody);
  const counted = await checkoutCounted(CHECKOUT_BUDGETS.cartAdd, clientIp(c), cartOwner(c.var.ctx.session));
  const cc = cartContextOf(c);
  const [t] = await Promise.all([translatorFor(cc.language), getRates(cc.db)]);
  let added: Awaited<ReturnType<typeof addCartLine>>;
  try {
    added = await addCartLine(cc, cc.language, body, { counted, readBack: cartReadStatements(cc) });
  } catch (error) {
    if (error instanceof CartError) return (await tooMany(c, counted)) ?? cartRefusal(c, t, error);
    throw error;
  }
  const over = await tooManyFor(c, added.waitSeconds);
  if (over) return over;
  if (c.var.ctx.campaignCoupon) return changeThenAnswer(c, (again) => adoptCampaignCoupon(c, again), "cart.added");
  const { view } = await priceCart(cc, t, { loaded: added.readBack });
  return ok(c, view, t("cart.added"));
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

/** One coupon per order (services/checkout/apply-coupon.ts); a refusal names the field. */
cartRoutes.post("/applyCoupon", async (c) => {
  const { code } = await readBody(c, cartApplyCouponBody);
  const cc = cartContextOf(c);
  const t = await translatorFor(cc.language);
  if (!(await hit(cc.db, RATE_LIMITS.coupon, clientIp(c)))) return fail(c, API_CODE.tooMany, t("coupon.tooMany"));
  const outcome = await applyCoupon(cc, t, code);
  if (!outcome.applied) return fail(c, API_CODE.badRequest, outcome.message, { code: outcome.message });
  return ok(c, outcome.view, t("coupon.applied", { code: outcome.code }));
});
