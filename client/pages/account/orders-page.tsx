import { useNavigate } from "react-router";
import { Link } from "../../components/ui/link";
import { ORDER_PAGES_FROM_CURSOR, orderCursorText, type OrderListView } from "~/shared/account-order-types";
import { pathTo } from "~/shared/url-scheme";
import { ORDER_STATUSES, statusLabelKey } from "~/shared/order-types";
import { AccountLayout } from "../../components/account/account-layout";
import { OrderTable } from "../../components/account/order-table";
import { Pagination } from "../../components/ui/pagination";
import { Select, type SelectOption } from "../../components/ui/select";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { definePage } from "../define-page";

/**
 * /accounts/orders: the customer's orders with their status labels, a status
 * filter and paging. Filter and page live in the URL, so the list can be bookmarked and Back works.
 */
export default definePage(OrdersPage, { loader: () => import("./order-loaders.server").then((m) => m.ordersLoader) });

function OrdersPage({ data }: PageProps<OrderListView>) {
  const t = useT();
  const navigate = useNavigate();
  const go = (query: { status?: string | null; page?: number }) => {
    const page = query.page && query.page > 1 ? query.page : undefined;
    // A later page of the same list is read from this page's first order by key (its link carries it).
    const start = data.start;
    const keyed = page && start && query.status === data.status && page > start.page && page - start.page <= ORDER_PAGES_FROM_CURSOR;
    navigate(pathTo("accountOrders", {}, { status: query.status ?? undefined, page, from: keyed ? orderCursorText(start) : undefined }));
  };

  const options: SelectOption<string>[] = [
    { name: t("account.orders.filter.all"), value: "" },
    ...ORDER_STATUSES.map((status) => ({ name: t(statusLabelKey(status)), value: status })),
  ];

  return (
    <AccountLayout title={t("account.orders.title")}>
      <div className="orders-page__filter">
        <Select label={t("account.orders.filter")} options={options} value={data.status ?? ""} onChange={(status) => go({ status })} />
      </div>
      {data.orders.length === 0 ? (
        <div className="orders-page__empty" data-testid="orders-empty">
          <p>{data.status ? t("account.orders.emptyFiltered") : t("account.orders.empty")}</p>
          {!data.status && (
            <Link to="/" className="button button--primary">
              {t("account.orders.startShopping")}
            </Link>
          )}
        </div>
      ) : (
        <OrderTable orders={data.orders} caption={t("account.orders.caption")} />
      )}
      {data.total > data.pageSize && (
        <Pagination total={data.total} page={data.page} pageSize={data.pageSize} onChange={(page) => go({ status: data.status, page })} />
      )}
    </AccountLayout>
  );
}
