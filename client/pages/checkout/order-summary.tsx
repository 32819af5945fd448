import type { OrderSummary as Order } from "~/shared/checkout-types";
import { OrderTotals } from "./order-totals";
import { SummaryLineText } from "./summary-line-text";

/** A placed order's lines and totals: the payment result page and the account's order page. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <>
      <ul className="summary-lines">
        {order.lines.map((line, i) => (
          <li key={i} className="summary-line">
            <SummaryLineText line={line} engravingKey="account.orderDetail.signature" giftKey="cart.gift.label" gift={line.gift} />
            <span>{line.lineTotal.formatted}</span>
          </li>
        ))}
      </ul>
      {/* A placed order carries its totals under the names the totals take. */}
      <OrderTotals {...order} />
    </>
  );
}
