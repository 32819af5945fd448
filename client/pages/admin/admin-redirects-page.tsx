import { useState } from "react";
import { can } from "~/shared/admin-roles";
import { STORE_KEYS } from "~/shared/stores";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { ActionForm } from "./admin-action-form";
import { AdminError, AdminLayout } from "./admin-layout";
import { useLoadedList } from "./admin-list";
import type { AdminRedirectsData } from "./admin-redirects-loader.server";
import { AdminTable } from "./admin-table";
import { definePage } from "../define-page";

const STORES = [{ name: "All stores", value: "*" }, ...STORE_KEYS.map((s) => ({ name: s, value: s }))];
const STATUSES = [
  { name: "301 moved permanently", value: "301" },
  { name: "302 found (temporary)", value: "302" },
];

/** Route rules that redirect: the list (read with the page), a new or changed rule (loops refused), deleting one. */
export default definePage(AdminRedirectsPage, { loader: () => import("./admin-redirects-loader.server").then((m) => m.adminRedirectsLoader) });

function AdminRedirectsPage({ data }: PageProps<AdminRedirectsData>) {
  const list = useLoadedList(data);
  const editor = can(data.staff.role, "redirects.edit");
  const remove = useAdminAction();
  return (
    <AdminLayout data={data}>
      <AdminError message={remove.error} />
      <AdminTable
        list={list}
        caption="Redirects"
        columns={[
          { title: "Store", prop: "store", width: 90, render: (r) => (r.store === "*" ? "all" : r.store) },
          { title: "Old path", prop: "sourcePath", width: 260 },
          { title: "Target", prop: "target", width: 320 },
          { title: "Status", prop: "status", width: 70 },
          {
            title: "Action",
            prop: "sourcePath",
            width: 100,
            render: (r) =>
              editor ? (
                <Button
                  onClick={() => remove.run("redirect/delete", { store: r.store, sourcePath: r.sourcePath }, list.reload)}
                  aria-label={`Delete ${r.sourcePath}`}
                >
                  Delete
                </Button>
              ) : null,
          },
        ]}
        rowKey={(r) => `${r.store}${r.sourcePath}`}
        empty="No redirects."
        onPage={list.turnPage}
      />
      {editor && <RedirectForm saved={list.reload} />}
    </AdminLayout>
  );
}

function RedirectForm({ saved }: { saved: () => void }) {
  const [rule, setRule] = useState({ store: "*", sourcePath: "", target: "", status: "301" });
  const [external, setExternal] = useState(false);
  const set = (key: keyof typeof rule) => (value: string) => setRule((r) => ({ ...r, [key]: value }));
  const action = useAdminAction();
  const submit = () => {
    action.run("redirect/save", { ...rule, status: Number(rule.status), external }, saved);
  };
  return (
    <ActionForm title="New or changed redirect" label="Save redirect" action={action} submit={submit} heading="h2">
      <Select label="Store" options={STORES} value={rule.store} onChange={set("store")} />
      <Input label="Old path (e.g. /products/old-handle)" value={rule.sourcePath} onChange={set("sourcePath")} error={action.fields.sourcePath} />
      <Input label="Target: a path of the site or an https:// URL" value={rule.target} onChange={set("target")} error={action.fields.target} />
      <Select label="Status" options={STATUSES} value={rule.status} onChange={set("status")} />
      <Checkbox checked={external} onChange={setExternal} label="Another site: the target URL is not one of the shop's own addresses" />
    </ActionForm>
  );
}
