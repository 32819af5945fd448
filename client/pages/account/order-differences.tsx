import type { OrderDifference } from "~/shared/account-order-types";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";

/**
 * The price differences the shop asked for an order (docs/decisions/0900-custom-jewelry.md):
 * reason, amount, paid or not, and the checkout link while one is open.
 */
export function OrderDifferences({ differences }: { differences: OrderDifference[] }) {
  const t = useT();
  if (!differences.length) return null;
  return (
    <section className="account-section" aria-labelledby="differences-title" data-testid="order-differences">
      <h2 id="differences-title">{t("account.orderDetail.differences")}</h2>
      <ul className="order-detail__differences">
        {differences.map((d, i) => (
          <li key={i}>
            <span>{d.reason}</span> · <span>{d.amount.formatted}</span> ·{" "}
            <span>{d.paid ? t("account.orderDetail.differencePaid") : t("account.orderDetail.differenceOpen")}</span>
            {d.payUrl && (
              <>
                {" "}
                <Link to={d.payUrl} className="button button--primary">
                  {t("account.orderDetail.differencePay", { amount: d.amount.formatted })}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
