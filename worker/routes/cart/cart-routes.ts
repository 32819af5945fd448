import { Hono, type Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { COOKIE } from "~/shared/cookies";
import { API_CODE } from "~/shared/api-envelope";
import { cartAddBody, cartApplyCouponBody, cartEmptyBody, cartRemoveBody, cartUpdateBody } from "~/shared/schemas/cart";
import type { AppEnv } from "../../env";
import type { CartView } from "~/shared/checkout-types";
import { contract } from "../../contract-route";
import { clientIp, fail } from "../../http";
import { hit, RATE_LIMITS } from "../../services/rate-limit";
import { getRates } from "../../services/rates";
import { translatorFor } from "../../services/translator";
import { addCartLine, CartError, cartOwner, loadStoredCart, removeCartLine, setCartCoupon, updateCartLine } from "../../services/checkout/cart";
import { cartReadStatements, priceCart, type CartContext } from "../../services/checkout/cart-view";
import { applyCoupon } from "../../services/coupons/apply";
import { normalizeCouponCode } from "../../services/coupons/rules";
import { CHECKOUT_BUDGETS, checkoutCounted } from "../../services/orders/order-budgets";
import { tooMany, tooManyFor } from "../helpers/account-helpers";
import { cartContextOf } from "../helpers/cart-helpers";

/** `cart/*`: every answer is the whole cart as the server priced it. */
export const cartRoutes = new Hono<AppEnv>();

const add = contract("cart/add", cartAddBody);
const list = contract("cart/list", cartEmptyBody);
const update = contract("cart/update", cartUpdateBody);
const remove = contract("cart/remove", cartRemoveBody);
const removeCoupon = contract("cart/removeCoupon", cartEmptyBody);
const applyCouponCall = contract("cart/applyCoupon", cartApplyCouponBody);

/** Runs a change, then answers with the repriced cart; a refused change (CartError) answers its reason. */
async function changeThenAnswer(
  c: Context<AppEnv>,
  call: { ok: (c: Context<AppEnv>, view: CartView, message?: string) => Response },
  change: (cc: CartContext) => Promise<void>,
  messageKey?: string,
) {
  const cc = cartContextOf(c);
  await change(cc);
  const t = await translatorFor(cc.language);
  const { view } = await priceCart(cc, t);
  return call.ok(c, view, messageKey ? t(messageKey) : "success");
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
cartRoutes.post(add.action, add.body, async (c) => {
  const body = c.req.valid("json");
  const counted = await checkoutCounted(CHECKOUT_BUDGETS.cartAdd, clientIp(c), cartOwner(c.var.ctx.session));
  const cc = cartContextOf(c);
  const [t] = await Promise.all([translatorFor(cc.language), getRates(cc.db)]);
  let added: Awaited<ReturnType<typeof addCartLine>>;
  try {
    added = await addCartLine(cc, cc.language, body, { counted, readBack: cartReadStatements(cc) });
  } catch (error) {
    // Past the budget the answer is the wait, not the reason the add was refused.
    if (error instanceof CartError) {
      const over = await tooMany(c, counted);
      if (over) return over;
    }
    throw error;
  }
  const over = await tooManyFor(c, added.waitSeconds);
  if (over) return over;
  if (c.var.ctx.campaignCoupon) return changeThenAnswer(c, add, (again) => adoptCampaignCoupon(c, again), "cart.added");
  const { view } = await priceCart(cc, t, { loaded: added.readBack });
  return add.ok(c, view, t("cart.added"));
});

cartRoutes.post(list.action, list.body, async (c) => {
  return changeThenAnswer(c, list, (cc) => adoptCampaignCoupon(c, cc));
});

cartRoutes.post(update.action, update.body, async (c) => {
  const { lineId, quantity } = c.req.valid("json");
  return changeThenAnswer(c, update, (cc) => updateCartLine(cc, cc.language, lineId, quantity));
});

cartRoutes.post(remove.action, remove.body, async (c) => {
  const { lineId } = c.req.valid("json");
  return changeThenAnswer(c, remove, (cc) => removeCartLine(cc, lineId), "cart.removed");
});

cartRoutes.post(removeCoupon.action, removeCoupon.body, async (c) => {
  return changeThenAnswer(c, removeCoupon, (cc) => setCartCoupon(cc, null), "coupon.removed");
});

/** One coupon per order (services/coupons/apply.ts); a refusal names the field. */
cartRoutes.post(applyCouponCall.action, applyCouponCall.body, async (c) => {
  const { code } = c.req.valid("json");
  const cc = cartContextOf(c);
  const t = await translatorFor(cc.language);
  if (!(await hit(cc.db, RATE_LIMITS.coupon, clientIp(c)))) return fail(c, API_CODE.tooMany, t("coupon.tooMany"));
  const outcome = await applyCoupon(cc, t, code);
  if (!outcome.applied) return fail(c, API_CODE.badRequest, outcome.message, { code: outcome.message });
  return applyCouponCall.ok(c, outcome.view, t("coupon.applied", { code: outcome.code }));
});
