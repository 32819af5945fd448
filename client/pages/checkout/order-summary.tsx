import type { OrderSummary as Order } from "~/shared/checkout-types";
import { useT } from "../../lib/use-t";
import { OrderTotals } from "./order-totals";

/** A placed order's lines and totals: the payment result page and the account's order page. */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <>
      <ul className="summary-lines">
        {order.lines.map((line, i) => (
          <li key={i} className="summary-line">
            <span className="summary-line__text">
              <span>{line.title}</span>
              <span className="summary-line__detail">
                {[line.color, line.size, t("checkout.quantity", { count: line.quantity })].filter(Boolean).join(" · ")}
              </span>
              {line.signature && <span className="summary-line__detail">{t("account.orderDetail.signature", { text: line.signature })}</span>}
            </span>
            <span>{line.lineTotal.formatted}</span>
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotal={order.subtotal}
        discount={order.discount}
        couponCode={order.couponCode}
        jewelSafe={order.jewelSafe}
        shipping={order.shipping}
        total={order.total}
        wallet={order.wallet}
      />
    </>
  );
}
