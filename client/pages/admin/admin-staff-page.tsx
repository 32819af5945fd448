import { useState } from "react";
import { useRevalidator } from "react-router";
import { STAFF_ROLES, type StaffRole } from "~/shared/admin-roles";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Table } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { ActionForm } from "./admin-action-form";
import { AdminError, AdminLayout } from "./admin-layout";
import type { AdminStaffData } from "./admin-staff-loader.server";
import { definePage } from "../define-page";

const ROLES = STAFF_ROLES.map((r) => ({ name: r, value: r }));

/** Staff management (owners only): who may use the back office, and with which role. */
export default definePage(AdminStaffPage, { loader: () => import("./admin-staff-loader.server").then((m) => m.adminStaffLoader) });

function AdminStaffPage({ data }: PageProps<AdminStaffData>) {
  // After a change the page's loader reads the list again.
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  const update = useAdminAction();
  return (
    <AdminLayout data={data}>
      <AdminError message={update.error} />
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
                onChange={(role) => update.run("staff/update", { id: m.id, role }, reload)}
              />
            ),
          },
          {
            title: "Active",
            prop: "active",
            width: 150,
            render: (m) => (
              <Button
                onClick={() => update.run("staff/update", { id: m.id, active: !m.active }, reload)}
                aria-label={`${m.active ? "Switch off" : "Switch on"} ${m.email}`}
              >
                {m.active ? "Switch off" : "Switch on"}
              </Button>
            ),
          },
        ]}
        data={data.members}
        rowKey={(m) => m.id}
      />
      <AddStaff added={reload} />
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
