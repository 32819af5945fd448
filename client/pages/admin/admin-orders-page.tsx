import { useState, type FormEvent } from "react";
import { STORE_KEYS } from "~/shared/stores";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useAdminData, useQueryParam } from "./admin-api";
import { storeDateTime } from "./admin-format";
import { AdminLayout } from "./admin-layout";
import type { AdminPageData } from "./admin-loader.server";
import { OrderDetail } from "./admin-order-detail";
import { AdminTable } from "./admin-table";
import type { OrderListItem, Paged } from "~/shared/admin-types";
import { definePage } from "../define-page";

const STATUSES = ["unpaid", "bankConfirming", "inReview", "processing", "shipped", "refunded", "cancelled"];
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
          <p>
            <Button variant="link" onClick={() => setNumber("")}>
              ← All orders
            </Button>
          </p>
          <OrderDetail orderNumber={number} role={data.staff.role} />
        </>
      ) : (
        <OrderList initialStatus={status} open={setNumber} />
      )}
    </AdminLayout>
  );
}

function OrderList({ initialStatus, open }: { initialStatus: string; open: (orderNumber: string) => void }) {
  const [form, setForm] = useState({
    q: "",
    status: initialStatus,
    store: "",
    from: "",
    to: "",
  });
  const [filter, setFilter] = useState({ ...form, page: 1 });
  const body = {
    page: filter.page,
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status || initialStatus ? { status: filter.status || initialStatus } : {}),
    ...(filter.store ? { store: filter.store } : {}),
    ...(filter.from ? { from: dayMs(filter.from) } : {}),
    ...(filter.to ? { to: (dayMs(filter.to) ?? 0) + 86_400_000 } : {}),
  };
  const list = useAdminData<Paged<OrderListItem>>("order/list", body);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...form, page: 1 });
  };
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <>
      <form className="admin__filters" onSubmit={search} role="search" aria-label="Find orders">
        <Input label="Order number or email" value={form.q} onChange={set("q")} />
        <Select label="Status" options={[any, ...STATUSES.map((s) => ({ name: s, value: s }))]} value={form.status} onChange={set("status")} />
        <Select label="Store" options={[any, ...STORE_KEYS.map((s) => ({ name: s, value: s }))]} value={form.store} onChange={set("store")} />
        <Input label="From" type="date" value={form.from} onChange={set("from")} />
        <Input label="To" type="date" value={form.to} onChange={set("to")} />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      <AdminTable
        list={list}
        caption="Orders"
        columns={[
          {
            title: "Order",
            prop: "orderNumber",
            width: 180,
            render: (o) => (
              <a href={`?number=${encodeURIComponent(o.orderNumber)}`} onClick={(e) => (e.preventDefault(), open(o.orderNumber))}>
                {o.orderNumber}
              </a>
            ),
          },
          { title: "Store", prop: "store", width: 80 },
          { title: "Email", prop: "email", width: 220 },
          { title: "Status", prop: "status", width: 120 },
          { title: "Total", prop: "total", width: 120, align: "right" },
          {
            title: "Placed",
            prop: "createdAt",
            width: 180,
            render: (o) => storeDateTime(o.createdAt, o.store),
          },
        ]}
        rowKey={(o) => o.orderNumber}
        empty="No orders match."
        pageSize={25}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
      />
    </>
  );
}
