import { useAtomValue } from "jotai";
import { Link } from "../ui/link";
import type { OrderListItem } from "~/shared/account-order-types";
import { pathTo } from "~/shared/url-scheme";
import { languageAtom } from "../../atoms/shell";
import { formatDate } from "../../lib/format-date";
import { useT } from "../../lib/use-t";
import { OrderStatusBadge } from "./order-status-badge";
import { DataTable } from "../ui/data-table";

/** A customer's orders as a table: number (the link to the order), date, status, items, total. */
export function OrderTable({ orders, caption, busy = false }: { orders: OrderListItem[]; caption: string; busy?: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <DataTable
      className="account-table"
      aria-busy={busy}
      data-testid="order-table"
      caption={caption}
      hideCaption
      columns={[
        t("account.orders.number"),
        t("account.orders.date"),
        t("account.orders.status"),
        t("account.orderDetail.items"),
        { label: t("account.orders.total"), className: "account-table__amount" },
      ]}
      rows={orders}
      rowKey={(order) => order.orderNumber}
      rowTestId="order-row"
      cells={(order) => (
        <>
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
        </>
      )}
    />
  );
}
