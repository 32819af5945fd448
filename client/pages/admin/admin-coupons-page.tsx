import { useState } from "react";
import { can } from "~/shared/admin-roles";
import { STORE_KEYS } from "~/shared/stores";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { RadioGroup } from "../../components/ui/radio-group";
import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { ActionForm } from "./admin-action-form";
import { storeDateTime, usd } from "./admin-format";
import { AdminError, AdminLayout } from "./admin-layout";
import type { AdminCouponsData } from "./admin-coupons-loader.server";
import { useLoadedList } from "./admin-list";
import { AdminTable } from "./admin-table";
import { definePage } from "../define-page";

const STATES = [
  { name: "All", value: "" },
  { name: "Running now", value: "active" },
  { name: "Not running", value: "inactive" },
];

/** Store coupons: the list, a new one with checkout's rules, and disabling one. */
export default definePage(AdminCouponsPage, { loader: () => import("./admin-coupons-loader.server").then((m) => m.adminCouponsLoader) });

function AdminCouponsPage({ data }: PageProps<AdminCouponsData>) {
  const list = useLoadedList(data);
  const editor = can(data.staff.role, "coupons.edit");
  const disable = useAdminAction();
  const now = Date.now();
  return (
    <AdminLayout data={data}>
      <div className="admin__filters">
        <Select label="Show" options={STATES} value={data.filter.state} onChange={(state) => list.show({ state })} />
      </div>
      <AdminError message={disable.error} />
      <AdminTable
        list={list}
        caption="Coupons"
        columns={[
          { title: "Code", prop: "code", width: 140 },
          {
            title: "Store",
            prop: "store",
            width: 80,
            render: (c) => c.store ?? "all",
          },
          {
            title: "Value",
            prop: "value",
            width: 90,
            render: (c) => (c.kind === "percent" ? `${c.value}%` : usd(c.value)),
          },
          {
            title: "Minimum",
            prop: "minSubtotalCents",
            width: 100,
            render: (c) => usd(c.minSubtotalCents),
          },
          {
            title: "From",
            prop: "startsAt",
            width: 170,
            render: (c) => storeDateTime(c.startsAt, c.store ?? "us"),
          },
          {
            title: "Until",
            prop: "expiresAt",
            width: 170,
            render: (c) => storeDateTime(c.expiresAt, c.store ?? "us"),
          },
          {
            title: "Uses",
            prop: "uses",
            width: 90,
            render: (c) => `${c.uses}${c.maxUses ? ` / ${c.maxUses}` : ""}`,
          },
          {
            title: "Listed",
            prop: "isPublic",
            width: 70,
            render: (c) => (c.isPublic ? "yes" : "no"),
          },
          {
            title: "Action",
            prop: "code",
            width: 110,
            render: (c) =>
              editor && c.expiresAt > now ? (
                <Button onClick={() => disable.run("coupon/disable", { code: c.code }, list.reload)} aria-label={`Disable ${c.code}`}>
                  Disable
                </Button>
              ) : null,
          },
        ]}
        rowKey={(c) => c.code}
        empty="No coupons."
        onPage={list.turnPage}
      />
      {editor && <CouponForm created={list.reload} />}
    </AdminLayout>
  );
}

const toMs = (day: string) => (day ? Date.parse(`${day}T00:00:00Z`) : NaN);

function CouponForm({ created }: { created: () => void }) {
  const [c, setC] = useState({
    code: "",
    store: "",
    kind: "percent" as "percent" | "amount",
    value: "",
    minSubtotal: "0",
    from: "",
    until: "",
    isPublic: true,
    maxUses: "",
  });
  const set = (key: keyof typeof c) => (value: string) => setC((s) => ({ ...s, [key]: value }));
  const action = useAdminAction();
  const submit = () => {
    const body = {
      code: c.code,
      store: c.store || null,
      kind: c.kind,
      value: Number(c.value),
      minSubtotal: Number(c.minSubtotal || 0),
      startsAt: toMs(c.from),
      expiresAt: toMs(c.until),
      isPublic: c.isPublic,
      maxUses: c.maxUses ? Number(c.maxUses) : null,
    };
    action.run("coupon/create", body, created);
  };
  return (
    <ActionForm title="New coupon" label="Create coupon" action={action} submit={submit} heading="h2">
      <Input label="Code" value={c.code} onChange={set("code")} error={action.fields.code} />
      <Select
        label="Store"
        options={[{ name: "All stores", value: "" }, ...STORE_KEYS.map((s) => ({ name: s, value: s }))]}
        value={c.store}
        onChange={set("store")}
      />
      <RadioGroup<"percent" | "amount">
        legend="Kind"
        inline
        options={[
          { label: "Percent", value: "percent" },
          { label: "Amount (USD)", value: "amount" },
        ]}
        value={c.kind}
        onChange={(kind) => setC((s) => ({ ...s, kind }))}
      />
      <Input label="Value" inputMode="decimal" value={c.value} onChange={set("value")} error={action.fields.value} />
      <Input
        label="Minimum subtotal (USD)"
        inputMode="decimal"
        value={c.minSubtotal}
        onChange={set("minSubtotal")}
        error={action.fields.minSubtotal}
      />
      <Input label="Starts (UTC day)" type="date" value={c.from} onChange={set("from")} error={action.fields.startsAt} />
      <Input label="Ends (UTC day)" type="date" value={c.until} onChange={set("until")} error={action.fields.expiresAt} />
      <Input label="Most uses (empty: no limit)" inputMode="numeric" value={c.maxUses} onChange={set("maxUses")} error={action.fields.maxUses} />
      <Checkbox checked={c.isPublic} onChange={(isPublic) => setC((s) => ({ ...s, isPublic }))} label="Listed on /coupon" />
    </ActionForm>
  );
}
