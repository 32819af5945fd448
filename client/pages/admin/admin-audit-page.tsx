import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminData } from "./admin-api";
import { storeDateTime } from "./admin-format";
import { AdminLayout } from "./admin-layout";
import { AdminSearchForm, filled, useDraftFilter } from "./admin-list";
import type { AdminPageData } from "./admin-loader.server";
import { AdminTable } from "./admin-table";
import type { AuditRow as Entry, Paged } from "~/shared/admin-types";
import { definePage } from "../define-page";

const TYPES = ["", "order", "customer", "coupon", "ticket", "staff", "review", "question", "gift"].map((value) => ({ name: value || "Any", value }));
const json = (value: unknown) => (value === null ? "—" : JSON.stringify(value, null, 1));
const jsonColumn = (title: string, prop: "before" | "after"): TableColumn<Entry> => ({
  title,
  prop,
  width: 220,
  render: (e) => <pre className="admin__pre">{json(e[prop])}</pre>,
});

const COLUMNS: TableColumn<Entry>[] = [
  {
    title: "When (UTC)",
    prop: "createdAt",
    width: 170,
    render: (e) => storeDateTime(e.createdAt, "us"),
  },
  { title: "Who", prop: "staffEmail", width: 200 },
  { title: "Action", prop: "action", width: 150 },
  {
    title: "Record",
    prop: "subjectId",
    width: 170,
    render: (e) => `${e.subjectType} ${e.subjectId}`,
  },
  jsonColumn("Before", "before"),
  jsonColumn("After", "after"),
];

/** Every staff action, newest first; read only (the table refuses changes). */
export default definePage(AdminAuditPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Audit log")) });

function AdminAuditPage({ data }: PageProps<AdminPageData>) {
  const { draft, field, applied, apply, turnPage } = useDraftFilter({ subjectType: "", subjectId: "" });
  const list = useAdminData<Paged<Entry>>("audit/list", filled(applied));
  return (
    <AdminLayout data={data}>
      <AdminSearchForm name="Filter the audit log" submit="Filter" onSubmit={apply}>
        <Select label="Record type" options={TYPES} value={draft.subjectType} onChange={field("subjectType")} />
        <Input label="Record (order number, customer id, code…)" value={draft.subjectId} onChange={field("subjectId")} />
      </AdminSearchForm>
      <AdminTable list={list} caption="Audit log" columns={COLUMNS} rowKey={(e) => e.id} empty="Nothing recorded." pageSize={50} onPage={turnPage} />
    </AdminLayout>
  );
}
