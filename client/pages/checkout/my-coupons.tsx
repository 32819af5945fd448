import { useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CouponView } from "~/shared/account-types";
import { languageAtom, signedInAtom } from "../../atoms/shell";
import { formatDate } from "../../lib/format-date";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

/**
 * "My coupons" at checkout: the signed-in customer's usable coupons (welcome, campaigns) to
 * pick from. Picking one applies it through cart/applyCoupon, which prices it on the server
 * with the coupon rules (one per order, so it replaces any other), then reloads the checkout's
 * data so the summary shows the new total.
 */
export function MyCoupons({ appliedCode }: { appliedCode: string | null }) {
  const t = useT();
  const api = useApi();
  const titleId = useId();
  const language = useAtomValue(languageAtom);
  const signedIn = useAtomValue(signedInAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [coupons, setCoupons] = useState<CouponView[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    api<CouponView[]>("account/coupons")
      .then((answer) => answer.code === 200 && setCoupons(answer.data.filter((c) => c.status === "active")))
      .catch(() => undefined);
  }, [api, signedIn]);

  if (!coupons.length) return null;

  const apply = async (code: string) => {
    setBusy(true);
    try {
      const answer = await api("cart/applyCoupon", { code });
      setMessage({ error: answer.code !== 200, text: answer.message });
      // The same address again runs the page's loader: the summary shows the server's new prices.
      if (answer.code === 200) await navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
    } catch {
      setMessage({ error: true, text: t("cart.networkError") });
    } finally {
      setBusy(false);
    }
  };

  const same = (code: string) => appliedCode?.toUpperCase() === code.toUpperCase();
  return (
    <section className="checkout-section my-coupons" aria-labelledby={titleId} data-testid="my-coupons">
      <h2 id={titleId} className="checkout-section__title">
        {t("checkout.myCoupons.title")}
      </h2>
      <ul className="my-coupons__list">
        {coupons.map((coupon) => (
          <li key={coupon.code} className="my-coupons__item">
            <span className="my-coupons__text">
              <strong>{coupon.discount}</strong> <code>{coupon.code}</code>
              <span className="my-coupons__detail">
                {[
                  coupon.minSubtotal ? t("checkout.myCoupons.minimum", { amount: coupon.minSubtotal }) : null,
                  t("checkout.myCoupons.expires", { date: formatDate(coupon.expiresAt, language) }),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </span>
            {same(coupon.code) ? (
              <span className="my-coupons__applied">{t("checkout.myCoupons.applied")}</span>
            ) : (
              <button type="button" className="button" disabled={busy} onClick={() => apply(coupon.code)}>
                {t("checkout.myCoupons.apply", { code: coupon.code })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role={message?.error ? "alert" : "status"} className={message?.error ? "ui-input__error" : "my-coupons__status"}>
        {message?.text ?? ""}
      </p>
    </section>
  );
}
