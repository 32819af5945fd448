import type { CartView } from "~/shared/checkout-types";
import type { Translate } from "../translator";
import { setCartCoupon } from "../checkout/cart";
import { priceCart, type CartContext } from "../checkout/cart-view";
import { couponRefusal, normalizeCouponCode } from "./rules";
import { findCoupon } from "./redeem";

export type CouponOutcome =
  | { applied: true; view: CartView; code: string }
  /** `message` is the shopper's reason, in their language. */
  | { applied: false; message: string };

/**
 * One coupon per order: a new code replaces the previous one, but only if the cart as it
 * would then be priced takes it; otherwise the previous coupon is put back and the reason
 * given. Unknown, expired, foreign and used-up codes all give the one "invalid" message, so
 * a guesser learns nothing; the minimum and custom pieces say why.
 */
export async function applyCoupon(cc: CartContext, t: Translate, code: string, now = Date.now()): Promise<CouponOutcome> {
  const coupon = await findCoupon(cc.db, code, cc.owner);
  if (!coupon || couponRefusal(coupon, { store: cc.store, now })) return { applied: false, message: t("coupon.invalid") };

  const before = await priceCart(cc, t);
  if (before.view.count === 0) return { applied: false, message: t("coupon.emptyCart") };
  const previous = before.stored.couponCode;
  await setCartCoupon(cc, normalizeCouponCode(coupon.code));
  const after = await priceCart(cc, t);
  if (!after.view.coupon?.applied) {
    await setCartCoupon(cc, previous);
    return { applied: false, message: after.view.coupon?.message ?? t("coupon.invalid") };
  }
  return { applied: true, view: after.view, code: after.view.coupon.code };
}
