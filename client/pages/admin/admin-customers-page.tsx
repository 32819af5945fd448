import { useState } from "react";
import { can, type StaffRole } from "~/shared/admin-roles";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { RadioGroup } from "../../components/ui/radio-group";
import { Table, type TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { ActionForm } from "./admin-action-form";
import { CustomerPrivacy } from "./admin-customer-privacy";
import { storeDateTime, usd } from "./admin-format";
import { AdminBackLink, AdminError, AdminLayout } from "./admin-layout";
import type { AdminCustomersData, CustomerDetail, CustomerItem } from "./admin-customers-loader.server";
import { AdminSearchForm, openColumn, storeColumn, useLoadedList, useReload, whenColumn } from "./admin-list";
import { AdminTable } from "./admin-table";
import { definePage } from "../define-page";

/** Customers: find by email; a customer's orders, addresses and wallet with ?id=. Both read with the page. */
export default definePage(AdminCustomersPage, { loader: () => import("./admin-customers-loader.server").then((m) => m.adminCustomersLoader) });

function AdminCustomersPage({ data }: PageProps<AdminCustomersData>) {
  const list = useLoadedList(data);
  return (
    <AdminLayout data={data}>
      {data.opened ? (
        <CustomerView key={data.key} id={Number(data.key)} customer={data.opened} role={data.staff.role} back={() => list.show({})} />
      ) : (
        <>
          <CustomerSearch key={data.filter.q} q={data.filter.q} onApply={(q) => list.show({ q })} />
          <AdminTable
            list={list}
            caption="Customers"
            columns={columns((id) => list.show({ id }))}
            rowKey={(c) => c.id}
            empty="No customer matches."
            onPage={list.turnPage}
          />
        </>
      )}
    </AdminLayout>
  );
}

const columns = (open: (id: string) => void): TableColumn<CustomerItem>[] => [
  openColumn({ title: "Email", prop: "email", width: 260 }, "id", (c) => c.id, open),
  { title: "Name", prop: "name", width: 180 },
  storeColumn(),
  whenColumn("Since", 180),
];

function CustomerSearch({ q, onApply }: { q: string; onApply: (q: string) => void }) {
  const [typed, setTyped] = useState(q);
  return (
    <AdminSearchForm name="Find customers" submit="Find" onSubmit={() => onApply(typed)}>
      <Input label="Email" value={typed} onChange={setTyped} />
    </AdminSearchForm>
  );
}

function CustomerView({
  id,
  customer,
  role,
  back,
}: {
  id: number;
  customer: { record: CustomerDetail | null; error: string | null };
  role: StaffRole;
  back: () => void;
}) {
  const reload = useReload();
  const d = customer.record;
  return (
    <>
      <AdminBackLink onClick={back}>All customers</AdminBackLink>
      <AdminError message={customer.error} />
      {d && (
        <article aria-labelledby="customer-title">
          <h2 id="customer-title">{d.customer.email}</h2>
          <p>
            {d.customer.firstName} {d.customer.lastName} · {d.customer.store} · since {storeDateTime(d.customer.createdAt, d.customer.store)} ·{" "}
            {d.activeSessions} active session(s)
          </p>
          <p>
            Wallet balance: <strong data-testid="wallet-balance">{usd(d.walletBalanceCents)}</strong>
          </p>
          <Table
            caption="Wallet movements"
            columns={[
              {
                title: "When",
                prop: "createdAt",
                width: 180,
                render: (t) => storeDateTime(t.createdAt, d.customer.store),
              },
              {
                title: "Amount",
                prop: "amountCents",
                width: 110,
                align: "right",
                render: (t) => usd(t.amountCents),
              },
              { title: "Kind", prop: "kind", width: 110 },
              { title: "Reference", prop: "reference", width: 260 },
            ]}
            data={d.wallet.transactions}
            rowKey={(t) => t.id}
            emptyText="No movements."
          />
          {can(role, "customers.wallet") && <WalletForm customerId={id} done={reload.run} />}
          <Table
            caption="Orders"
            columns={[
              {
                title: "Order",
                prop: "orderNumber",
                width: 180,
                render: (o) => <a href={`/admin/orders?number=${encodeURIComponent(o.orderNumber)}`}>{o.orderNumber}</a>,
              },
              storeColumn(),
              { title: "Status", prop: "status", width: 120 },
              whenColumn("Placed", 180),
            ]}
            data={d.orders}
            rowKey={(o) => o.orderNumber}
            emptyText="No orders."
          />
          <Table
            caption="Addresses"
            columns={[
              {
                title: "Name",
                prop: "firstName",
                width: 160,
                render: (a) => `${a.firstName} ${a.lastName}`,
              },
              {
                title: "Address",
                prop: "address1",
                width: 320,
                render: (a) => `${a.address1}, ${a.postcode} ${a.city}, ${a.country}`,
              },
            ]}
            data={d.addresses}
            rowKey={(a) => a.id}
            emptyText="No saved addresses."
          />
          {can(role, "customers.sessions") && <RevokeSessions customerId={id} reload={reload.run} />}
          {can(role, "customers.privacy") && <CustomerPrivacy customerId={id} email={d.customer.email} erased={back} />}
        </article>
      )}
    </>
  );
}

function WalletForm({ customerId, done }: { customerId: number; done: () => void }) {
  const [direction, setDirection] = useState<"credit" | "debit">("credit");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  // A fresh key per completed change, so a double click counts once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const action = useAdminAction();
  const submit = () =>
    action.run("customer/wallet", { customerId, direction, amount: Number(amount), reason, key }, () => {
      setAmount("");
      setReason("");
      setKey(crypto.randomUUID());
      done();
    });
  return (
    <ActionForm title="Credit or debit the wallet (USD)" label="Update wallet" action={action} submit={submit}>
      <RadioGroup<"credit" | "debit">
        legend="Direction"
        name="direction"
        inline
        options={[
          { label: "Credit", value: "credit" },
          { label: "Debit", value: "debit" },
        ]}
        value={direction}
        onChange={setDirection}
      />
      <Input label="Amount (USD)" inputMode="decimal" value={amount} onChange={setAmount} error={action.fields.amount} />
      <Input label="Reason" value={reason} onChange={setReason} error={action.fields.reason} />
    </ActionForm>
  );
}

function RevokeSessions({ customerId, reload }: { customerId: number; reload: () => void }) {
  const action = useAdminAction();
  return (
    <section className="admin__section" aria-labelledby="sessions-title">
      <h3 id="sessions-title">Sessions</h3>
      <Button onClick={() => action.run("customer/revokeSessions", { customerId }, reload)} loading={action.busy}>
        Sign the customer out everywhere
      </Button>
      <AdminError message={action.error} />
    </section>
  );
}
