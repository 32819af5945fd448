import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Pagination } from "../../components/ui/pagination";
import { Select } from "../../components/ui/select";
import { Table } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminData } from "./admin-api";
import { storeDateTime } from "./admin-format";
import { AdminError, AdminLayout } from "./admin-layout";
import type { AdminPageData } from "./admin-loader.server";
import type { Paged } from "./admin-types";

interface Entry {
  id: number;
  staffEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  createdAt: number;
}

const TYPES = ["", "order", "customer", "coupon", "ticket", "staff"].map((value) => ({ name: value || "Any", value }));
const json = (value: unknown) => (value === null ? "—" : JSON.stringify(value, null, 1));

/** Every staff action, newest first; read only (the table refuses changes). */
export default function AdminAuditPage({ data }: PageProps<AdminPageData>) {
  const [form, setForm] = useState({ subjectType: "", subjectId: "" });
  const [filter, setFilter] = useState({ ...form, page: 1 });
  const body = { page: filter.page, ...(filter.subjectType ? { subjectType: filter.subjectType } : {}), ...(filter.subjectId ? { subjectId: filter.subjectId } : {}) };
  const list = useAdminData<Paged<Entry>>("audit/list", body);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...form, page: 1 });
  };
  return (
    <AdminLayout data={data}>
      <form className="admin__filters" onSubmit={submit} role="search" aria-label="Filter the audit log">
        <Select label="Record type" options={TYPES} value={form.subjectType} onChange={(subjectType) => setForm((f) => ({ ...f, subjectType }))} />
        <Input label="Record (order number, customer id, code…)" value={form.subjectId} onChange={(subjectId) => setForm((f) => ({ ...f, subjectId }))} />
        <Button type="submit" variant="primary">
          Filter
        </Button>
      </form>
      <AdminError message={list.error} />
      <Table
        caption="Audit log"
        hideCaption
        columns={[
          { title: "When (UTC)", prop: "createdAt", width: 170, render: (e) => storeDateTime(e.createdAt, "us") },
          { title: "Who", prop: "staffEmail", width: 200 },
          { title: "Action", prop: "action", width: 150 },
          { title: "Record", prop: "subjectId", width: 170, render: (e) => `${e.subjectType} ${e.subjectId}` },
          { title: "Before", prop: "before", width: 220, render: (e) => <pre className="admin__pre">{json(e.before)}</pre> },
          { title: "After", prop: "after", width: 220, render: (e) => <pre className="admin__pre">{json(e.after)}</pre> },
        ]}
        data={list.data?.items ?? []}
        rowKey={(e) => e.id}
        emptyText={list.loading ? "Loading…" : "Nothing recorded."}
      />
      {list.data && list.data.total > 0 && <Pagination total={list.data.total} page={list.data.page} pageSize={50} onChange={(page) => setFilter((f) => ({ ...f, page }))} />}
    </AdminLayout>
  );
}
