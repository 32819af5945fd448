import { useAtomValue } from "jotai";
import { Link } from "../ui/link";
import type { OrderListItem } from "~/shared/account-order-types";
import { pathTo } from "~/shared/url-scheme";
import { languageAtom } from "../../atoms/shell";
import { formatDate } from "../../lib/format-date";
import { useT } from "../../lib/use-t";
import { OrderStatusBadge } from "./order-status-badge";

/** A customer's orders as a table: number (the link to the order), date, status, items, total. */
export function OrderTable({ orders, caption, busy = false }: { orders: OrderListItem[]; caption: string; busy?: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <table className="account-table" aria-busy={busy} data-testid="order-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("account.orders.number")}</th>
          <th scope="col">{t("account.orders.date")}</th>
          <th scope="col">{t("account.orders.status")}</th>
          <th scope="col">{t("account.orderDetail.items")}</th>
          <th scope="col" className="account-table__amount">
            {t("account.orders.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNumber} data-testid="order-row">
            <th scope="row">
              <Link to={pathTo("accountOrderDetail", {}, { orderNumber: order.orderNumber })}>{order.orderNumber}</Link>
            </th>
            <td>{formatDate(order.createdAt, language)}</td>
            <td>
              <OrderStatusBadge status={order.status} />
            </td>
            <td>
              {t("account.orders.items", { count: order.itemCount })}
              {order.firstTitle && <span className="orders-page__title"> · {order.firstTitle}</span>}
            </td>
            <td className="account-table__amount">{order.total.formatted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
