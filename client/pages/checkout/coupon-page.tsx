import { useSetAtom } from "jotai";
import { useState } from "react";
import { Link } from "../../components/ui/link";
import { pathTo } from "~/shared/url-scheme";
import { cartCountAtom } from "../../atoms/shell";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { CouponPageData } from "./checkout-data";
import { definePage } from "../define-page";

/** /coupon: the store's public coupons, each one click away from the shopping bag. */
export default definePage(CouponPage, {
  loader: (page) => import("./loaders.server").then((m) => (page === "discount" ? m.discountLoader : m.couponLoader)),
});

function CouponPage({ data }: PageProps<CouponPageData>) {
  const t = useT();
  const api = useApi();
  const setCount = useSetAtom(cartCountAtom);
  const [notice, setNotice] = useState<{ code: string; ok: boolean; text: string } | null>(null);

  const apply = async (code: string) => {
    try {
      const answer = await api("cart/applyCoupon", { code });
      if (answer.code === 200) setCount(answer.data.count);
      setNotice({ code, ok: answer.code === 200, text: answer.message });
    } catch {
      setNotice({ code, ok: false, text: t("cart.networkError") });
    }
  };

  return (
    <section className="coupon-page" aria-labelledby="coupon-title">
      <h1 id="coupon-title">{t("couponPage.title")}</h1>
      <p>{t("couponPage.intro")}</p>
      {data.coupons.length === 0 ? (
        <p>{t("couponPage.none")}</p>
      ) : (
        <ul className="coupon-list">
          {data.coupons.map((c) => (
            <li key={c.code} className="coupon-card">
              <p className="coupon-card__value">{t(c.kind === "percent" ? "couponPage.percentOff" : "couponPage.amountOff", { value: c.value })}</p>
              <p className="coupon-card__code">
                {t("couponPage.code")} <strong>{c.code}</strong>
              </p>
              <p className="coupon-card__terms">
                {c.minimum ? t("couponPage.minimum", { amount: c.minimum }) : t("couponPage.noMinimum")} ·{" "}
                {t("couponPage.expires", { date: new Date(c.expiresAt).toISOString().slice(0, 10) })}
              </p>
              <button type="button" className="button" onClick={() => apply(c.code)}>
                {t("couponPage.apply")}
                <span className="visually-hidden"> {c.code}</span>
              </button>
              {notice?.code === c.code && (
                <p role="status" className={notice.ok ? "form-status--success" : "form-status--error"}>
                  {notice.text} {notice.ok && <Link to={pathTo("cart")}>{t("couponPage.toBag")}</Link>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="coupon-page__rules">{t("couponPage.rules")}</p>
    </section>
  );
}
