import { STORE_KEYS } from "~/shared/stores";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { AdminBackLink, AdminError, AdminLayout } from "./admin-layout";
import { AdminSearchForm, openColumn, storeColumn, useDraft, useLoadedList, whenColumn } from "./admin-list";
import { OrderDetail } from "./admin-order-detail";
import type { AdminOrdersData, OrderFilter } from "./admin-orders-loader.server";
import { AdminTable } from "./admin-table";
import type { OrderListItem } from "~/shared/admin-types";
import { definePage } from "../define-page";

const STATUSES = ["unpaid", "bankConfirming", "inReview", "processing", "shipped", "refunded", "cancelled", "withdrawn"];
const any = { name: "Any", value: "" };

/** Orders: search by number, email or the buyer's name, status, store and date; an order's detail with ?number=. Both read with the page. */
export default definePage(AdminOrdersPage, { loader: () => import("./admin-orders-loader.server").then((m) => m.adminOrdersLoader) });

function AdminOrdersPage({ data }: PageProps<AdminOrdersData>) {
  const list = useLoadedList(data);
  return (
    <AdminLayout data={data}>
      {data.opened ? (
        <>
          <AdminBackLink onClick={() => list.show({})}>All orders</AdminBackLink>
          {data.opened.record ? (
            <OrderDetail key={data.key} view={data.opened.record} role={data.staff.role} />
          ) : (
            <AdminError message={data.opened.error} />
          )}
        </>
      ) : (
        <>
          {/* Keyed by the search shown, so going back shows that search's fields too. */}
          <OrderSearch key={JSON.stringify(data.filter)} filter={data.filter} onApply={(filter) => list.show(filter)} />
          <AdminTable
            list={list}
            caption="Orders"
            columns={columns((number) => list.show({ number }))}
            rowKey={(o) => o.orderNumber}
            empty="No orders match."
            onPage={list.turnPage}
          />
        </>
      )}
    </AdminLayout>
  );
}

const columns = (open: (orderNumber: string) => void): TableColumn<OrderListItem>[] => [
  openColumn({ title: "Order", prop: "orderNumber", width: 180 }, "number", (o) => o.orderNumber, open),
  storeColumn(),
  { title: "Email", prop: "email", width: 220 },
  { title: "Status", prop: "status", width: 120, render: (o) => (o.withdrawnAt ? `${o.status} · withdrawn` : o.status) },
  { title: "Total", prop: "total", width: 120, align: "right" },
  whenColumn("Placed", 180),
];

function OrderSearch({ filter, onApply }: { filter: OrderFilter; onApply: (filter: OrderFilter) => void }) {
  const { draft, field } = useDraft(filter);
  return (
    <AdminSearchForm name="Find orders" submit="Search" onSubmit={() => onApply(draft)}>
      <Input
        label="Order number, email or name"
        hint="A name: the last name or its start, or first then last name (jane smith, or smith, jane); accents and case do not matter."
        value={draft.q}
        onChange={field("q")}
      />
      <Select label="Status" options={[any, ...STATUSES.map((s) => ({ name: s, value: s }))]} value={draft.status} onChange={field("status")} />
      <Select label="Store" options={[any, ...STORE_KEYS.map((s) => ({ name: s, value: s }))]} value={draft.store} onChange={field("store")} />
      <Input label="From" type="date" value={draft.from} onChange={field("from")} />
      <Input label="To" type="date" value={draft.to} onChange={field("to")} />
    </AdminSearchForm>
  );
}
