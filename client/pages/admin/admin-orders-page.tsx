import { STORE_KEYS } from "~/shared/stores";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminData, useQueryParam } from "./admin-api";
import { AdminBackLink, AdminLayout } from "./admin-layout";
import { AdminSearchForm, openColumn, storeColumn, useDraftFilter, whenColumn } from "./admin-list";
import type { AdminPageData } from "./admin-loader.server";
import { OrderDetail } from "./admin-order-detail";
import { AdminTable } from "./admin-table";
import type { OrderListItem, Paged } from "~/shared/admin-types";
import { definePage } from "../define-page";

const STATUSES = ["unpaid", "bankConfirming", "inReview", "processing", "shipped", "refunded", "cancelled", "withdrawn"];
const any = { name: "Any", value: "" };
const dayMs = (value: string) => (value ? Date.parse(`${value}T00:00:00Z`) : undefined);

/** Orders: search by number or email, status, store and date; an order's detail with ?number=. */
export default definePage(AdminOrdersPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Orders")) });

function AdminOrdersPage({ data }: PageProps<AdminPageData>) {
  const [number, setNumber] = useQueryParam("number");
  const [status] = useQueryParam("status");
  return (
    <AdminLayout data={data}>
      {number ? (
        <>
          <AdminBackLink onClick={() => setNumber("")}>All orders</AdminBackLink>
          <OrderDetail orderNumber={number} role={data.staff.role} />
        </>
      ) : (
        <OrderList initialStatus={status} open={setNumber} />
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

function OrderList({ initialStatus, open }: { initialStatus: string; open: (orderNumber: string) => void }) {
  const { draft, field, applied, apply, turnPage } = useDraftFilter({ q: "", status: initialStatus, store: "", from: "", to: "" });
  const body = {
    page: applied.page,
    ...(applied.q ? { q: applied.q } : {}),
    ...(applied.status || initialStatus ? { status: applied.status || initialStatus } : {}),
    ...(applied.store ? { store: applied.store } : {}),
    ...(applied.from ? { from: dayMs(applied.from) } : {}),
    ...(applied.to ? { to: (dayMs(applied.to) ?? 0) + 86_400_000 } : {}),
  };
  const list = useAdminData<Paged<OrderListItem>>("order/list", body);
  return (
    <>
      <AdminSearchForm name="Find orders" submit="Search" onSubmit={apply}>
        <Input label="Order number or email" value={draft.q} onChange={field("q")} />
        <Select label="Status" options={[any, ...STATUSES.map((s) => ({ name: s, value: s }))]} value={draft.status} onChange={field("status")} />
        <Select label="Store" options={[any, ...STORE_KEYS.map((s) => ({ name: s, value: s }))]} value={draft.store} onChange={field("store")} />
        <Input label="From" type="date" value={draft.from} onChange={field("from")} />
        <Input label="To" type="date" value={draft.to} onChange={field("to")} />
      </AdminSearchForm>
      <AdminTable list={list} caption="Orders" columns={columns(open)} rowKey={(o) => o.orderNumber} empty="No orders match." onPage={turnPage} />
    </>
  );
}
