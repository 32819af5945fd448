import { useState } from "react";
import { STAFF_ROLES, type StaffRole } from "~/shared/admin-roles";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Table } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { ActionForm } from "./admin-action-form";
import { useAdminData } from "./admin-api";
import { AdminError, AdminLayout } from "./admin-layout";
import type { AdminPageData } from "./admin-loader.server";
import { definePage } from "../define-page";

interface Member {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
}

const ROLES = STAFF_ROLES.map((r) => ({ name: r, value: r }));

/** Staff management (owners only): who may use the back office, and with which role. */
export default definePage(AdminStaffPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Staff")) });

function AdminStaffPage({ data }: PageProps<AdminPageData>) {
  const list = useAdminData<Member[]>("staff/list", {});
  const update = useAdminAction();
  return (
    <AdminLayout data={data}>
      <AdminError message={list.error ?? update.error} />
      <Table
        caption="Staff"
        hideCaption
        columns={[
          { title: "Email", prop: "email", width: 240 },
          { title: "Name", prop: "name", width: 160 },
          {
            title: "Role",
            prop: "role",
            width: 170,
            render: (m) => (
              <Select
                label={`Role of ${m.email}`}
                hideLabel
                options={ROLES}
                value={m.role}
                onChange={(role) => update.run("staff/update", { id: m.id, role }, list.reload)}
              />
            ),
          },
          {
            title: "Active",
            prop: "active",
            width: 150,
            render: (m) => (
              <Button
                onClick={() => update.run("staff/update", { id: m.id, active: !m.active }, list.reload)}
                aria-label={`${m.active ? "Switch off" : "Switch on"} ${m.email}`}
              >
                {m.active ? "Switch off" : "Switch on"}
              </Button>
            ),
          },
        ]}
        data={list.data ?? []}
        rowKey={(m) => m.id}
      />
      <AddStaff added={list.reload} />
    </AdminLayout>
  );
}

function AddStaff({ added }: { added: () => void }) {
  const [m, setM] = useState({
    email: "",
    name: "",
    role: "support" as StaffRole,
    password: "",
  });
  const action = useAdminAction();
  const submit = () => {
    action.run(
      "staff/add",
      {
        email: m.email,
        name: m.name,
        role: m.role,
        ...(m.password ? { password: m.password } : {}),
      },
      added,
    );
  };
  return (
    <ActionForm
      title="Add a staff member"
      label="Add"
      action={action}
      submit={submit}
      heading="h2"
      note={<p>In production they sign in through Cloudflare Access with this email; the password only serves the local sign-in.</p>}
    >
      <Input label="Email" type="email" value={m.email} onChange={(email) => setM((s) => ({ ...s, email }))} error={action.fields.email} />
      <Input label="Name" value={m.name} onChange={(name) => setM((s) => ({ ...s, name }))} error={action.fields.name} />
      <Select label="Role" options={ROLES} value={m.role} onChange={(role) => setM((s) => ({ ...s, role }))} />
      <Input
        label="Local password (optional)"
        type="password"
        autoComplete="new-password"
        value={m.password}
        onChange={(password) => setM((s) => ({ ...s, password }))}
        error={action.fields.password}
      />
    </ActionForm>
  );
}
