import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { storeDateTime } from "./admin-format";
import { AdminLayout } from "./admin-layout";
import { AdminSearchForm, useDraft, useListUrl } from "./admin-list";
import type { AdminAuditData, AuditFilter } from "./admin-audit-loader.server";
import { AdminTable } from "./admin-table";
import type { AuditRow as Entry } from "~/shared/admin-types";
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

/** Every staff action, newest first; read only (the table refuses changes). The rows come with the page (admin-audit-loader.server.ts). */
export default definePage(AdminAuditPage, { loader: () => import("./admin-audit-loader.server").then((m) => m.adminAuditLoader) });

function AdminAuditPage({ data }: PageProps<AdminAuditData>) {
  const { show, loading } = useListUrl<AuditFilter>();
  return (
    <AdminLayout data={data}>
      {/* Keyed by the filter shown, so going back shows that filter's fields too. */}
      <AuditFilterForm key={`${data.filter.subjectType} ${data.filter.subjectId}`} filter={data.filter} onApply={show} />
      <AdminTable
        list={{ data: data.list, error: data.error, loading }}
        caption="Audit log"
        columns={COLUMNS}
        rowKey={(e) => e.id}
        empty="Nothing recorded."
        pageSize={50}
        onPage={(page) => show(data.filter, page, data.list?.start)}
      />
    </AdminLayout>
  );
}

function AuditFilterForm({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const { draft, field } = useDraft(filter);
  return (
    <AdminSearchForm name="Filter the audit log" submit="Filter" onSubmit={() => onApply(draft)}>
      <Select label="Record type" options={TYPES} value={draft.subjectType} onChange={field("subjectType")} />
      <Input label="Record (order number, customer id, code…)" value={draft.subjectId} onChange={field("subjectId")} />
    </AdminSearchForm>
  );
}
