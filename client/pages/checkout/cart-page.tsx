import { Link } from "../../components/ui/link";
import { pathTo } from "~/shared/url-scheme";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { CartLine } from "./cart-line";
import type { CartPageData } from "./checkout-data";
import { CouponForm } from "./coupon-form";
import { GiftLine } from "./gift-line";
import { OrderTotals } from "./order-totals";
import { useCart } from "./use-cart";
import { definePage } from "../define-page";

/** /cart, the shopping bag: lines with the stepper, coupon, totals, and the way to checkout. */
export default definePage(CartPage, { loader: () => import("./loaders.server").then((m) => m.cartLoader) });

function CartPage({ data }: PageProps<CartPageData>) {
  const t = useT();
  const { cart, busy, notice, call } = useCart(data.cart);
  const canCheckout = cart.count > 0 && !cart.lines.some((l) => l.problem);

  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("cart.title")}</h1>
      <p role="status" aria-live="polite" className={`form-status form-status--${notice?.kind ?? "idle"}`}>
        {notice?.text ?? ""}
      </p>
      {cart.lines.length === 0 ? (
        <div className="cart-empty">
          <p>{t("cart.empty")}</p>
          <Link to="/" className="button button--primary">
            {t("cart.startShopping")}
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-lines" aria-label={t("cart.itemsLabel", { count: cart.count })}>
            {cart.lines.map((line) => (
              <CartLine
                key={line.lineId}
                line={line}
                busy={busy}
                onQuantity={(quantity) => call("cart/update", { lineId: line.lineId, quantity })}
                onRemove={() => call("cart/remove", { lineId: line.lineId }, "")}
              />
            ))}
            {cart.gift && <GiftLine gift={cart.gift} />}
          </ul>
          <section className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t("summary.title")}</h2>
            <CouponForm
              coupon={cart.coupon}
              busy={busy}
              onApply={(code) => call("cart/applyCoupon", { code }, "")}
              onRemove={() => call("cart/removeCoupon", {}, "")}
            />
            <OrderTotals
              subtotal={cart.subtotal}
              discount={cart.discounts[0]?.amount ?? null}
              couponCode={cart.discounts[0]?.code}
              jewelSafe={cart.jewelSafe}
              total={cart.total}
            />
            <p className="cart-summary__note">{t("cart.shippingNote")}</p>
            {canCheckout ? (
              <Link to={pathTo("checkout")} className="button button--primary cart-summary__checkout">
                {t("cart.checkout")}
              </Link>
            ) : (
              <p className="cart-line__problem">{t("checkout.cartProblem")}</p>
            )}
            <p className="cart-summary__note">
              <Link to={pathTo("buySteps")}>{t("cart.buySteps")}</Link>
            </p>
          </section>
        </div>
      )}
    </section>
  );
}
