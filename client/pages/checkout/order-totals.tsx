import type { Price } from "~/shared/checkout-types";
import { useT } from "../../lib/use-t";

/** The totals block of the cart, the checkout summary and the result page. */
export function OrderTotals({
  subtotal,
  discount,
  couponCode,
  jewelSafe,
  shipping,
  tariffInsurance,
  total,
  wallet,
}: {
  subtotal: Price;
  discount: Price | null;
  couponCode?: string | null;
  jewelSafe: Price;
  /** undefined: not chosen yet (the cart); a price, possibly 0 (free). */
  shipping?: Price;
  /** Tariff insurance when chosen (non-refundable). */
  tariffInsurance?: Price;
  total: Price;
  /** The part paid from the customer's wallet, shown after the total when there is one. */
  wallet?: Price;
}) {
  const t = useT();
  return (
    <dl className="order-totals">
      <dt>{t("summary.subtotal")}</dt>
      <dd>{subtotal.formatted}</dd>
      {discount && discount.amount > 0 && (
        <>
          <dt>{couponCode ? t("summary.discountWithCode", { code: couponCode }) : t("summary.discount")}</dt>
          <dd className="order-totals__saving">-{discount.formatted}</dd>
        </>
      )}
      {jewelSafe.amount > 0 && (
        <>
          <dt>{t("summary.jewelSafe")}</dt>
          <dd>{jewelSafe.formatted}</dd>
        </>
      )}
      {shipping && (
        <>
          <dt>{t("summary.shipping")}</dt>
          <dd>{shipping.amount > 0 ? shipping.formatted : t("summary.free")}</dd>
        </>
      )}
      {tariffInsurance && tariffInsurance.amount > 0 && (
        <>
          <dt>{t("summary.tariffInsurance")}</dt>
          <dd data-testid="order-tariff-insurance">{tariffInsurance.formatted}</dd>
        </>
      )}
      <dt className="order-totals__total">{t("summary.total")}</dt>
      <dd className="order-totals__total" data-testid="order-total">
        {total.formatted}
      </dd>
      {wallet && wallet.amount > 0 && (
        <>
          <dt>{t("summary.wallet")}</dt>
          <dd data-testid="order-wallet">-{wallet.formatted}</dd>
        </>
      )}
    </dl>
  );
}
