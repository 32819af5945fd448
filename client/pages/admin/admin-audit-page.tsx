import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useAdminData } from "./admin-api";
import { storeDateTime } from "./admin-format";
import { AdminLayout } from "./admin-layout";
import type { AdminPageData } from "./admin-loader.server";
import { AdminTable } from "./admin-table";
import type { AuditRow as Entry, Paged } from "~/shared/admin-types";
import { definePage } from "../define-page";

const TYPES = ["", "order", "customer", "coupon", "ticket", "staff", "review", "question", "gift"].map((value) => ({ name: value || "Any", value }));
const json = (value: unknown) => (value === null ? "—" : JSON.stringify(value, null, 1));

/** Every staff action, newest first; read only (the table refuses changes). */
export default definePage(AdminAuditPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Audit log")) });

function AdminAuditPage({ data }: PageProps<AdminPageData>) {
  const [form, setForm] = useState({ subjectType: "", subjectId: "" });
  const [filter, setFilter] = useState({ ...form, page: 1 });
  const body = {
    page: filter.page,
    ...(filter.subjectType ? { subjectType: filter.subjectType } : {}),
    ...(filter.subjectId ? { subjectId: filter.subjectId } : {}),
  };
  const list = useAdminData<Paged<Entry>>("audit/list", body);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...form, page: 1 });
  };
  return (
    <AdminLayout data={data}>
      <form className="admin__filters" onSubmit={submit} role="search" aria-label="Filter the audit log">
        <Select label="Record type" options={TYPES} value={form.subjectType} onChange={(subjectType) => setForm((f) => ({ ...f, subjectType }))} />
        <Input
          label="Record (order number, customer id, code…)"
          value={form.subjectId}
          onChange={(subjectId) => setForm((f) => ({ ...f, subjectId }))}
        />
        <Button type="submit" variant="primary">
          Filter
        </Button>
      </form>
      <AdminTable
        list={list}
        caption="Audit log"
        columns={[
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
          {
            title: "Before",
            prop: "before",
            width: 220,
            render: (e) => <pre className="admin__pre">{json(e.before)}</pre>,
          },
          {
            title: "After",
            prop: "after",
            width: 220,
            render: (e) => <pre className="admin__pre">{json(e.after)}</pre>,
          },
        ]}
        rowKey={(e) => e.id}
        empty="Nothing recorded."
        pageSize={50}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
      />
    </AdminLayout>
  );
}
