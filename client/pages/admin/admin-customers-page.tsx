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
import { useAdminData, useQueryParam } from "./admin-api";
import { storeDateTime, usd } from "./admin-format";
import { AdminBackLink, AdminError, AdminLayout } from "./admin-layout";
import { AdminSearchForm, openColumn, storeColumn, useDraftFilter, whenColumn } from "./admin-list";
import type { AdminPageData } from "./admin-loader.server";
import { AdminTable } from "./admin-table";
import type { Paged } from "~/shared/admin-types";
import { definePage } from "../define-page";

interface CustomerItem {
  id: number;
  email: string;
  name: string;
  store: string;
  createdAt: number;
}

interface CustomerDetail {
  customer: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    store: string;
    createdAt: number;
  };
  addresses: {
    id: number;
    firstName: string;
    lastName: string;
    address1: string;
    city: string;
    postcode: string;
    country: string;
  }[];
  walletBalanceCents: number;
  wallet: {
    transactions: {
      id: number;
      amountCents: number;
      kind: string;
      reference: string;
      createdAt: number;
    }[];
  };
  orders: {
    orderNumber: string;
    store: string;
    status: string;
    createdAt: number;
  }[];
  activeSessions: number;
}

/** Customers: find by email; a customer's orders, addresses and wallet with ?id=. */
export default definePage(AdminCustomersPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Customers")) });

function AdminCustomersPage({ data }: PageProps<AdminPageData>) {
  const [id, setId] = useQueryParam("id");
  return (
    <AdminLayout data={data}>
      {id ? <CustomerView id={Number(id)} role={data.staff.role} back={() => setId("")} /> : <CustomerSearch open={setId} />}
    </AdminLayout>
  );
}

const columns = (open: (id: string) => void): TableColumn<CustomerItem>[] => [
  openColumn({ title: "Email", prop: "email", width: 260 }, "id", (c) => c.id, open),
  { title: "Name", prop: "name", width: 180 },
  storeColumn(),
  whenColumn("Since", 180),
];

function CustomerSearch({ open }: { open: (id: string) => void }) {
  const { draft, field, applied, apply, turnPage } = useDraftFilter({ q: "" });
  const list = useAdminData<Paged<CustomerItem>>("customer/list", applied.q ? applied : { q: "@", page: applied.page });
  return (
    <>
      <AdminSearchForm name="Find customers" submit="Find" onSubmit={apply}>
        <Input label="Email" value={draft.q} onChange={field("q")} />
      </AdminSearchForm>
      <AdminTable list={list} caption="Customers" columns={columns(open)} rowKey={(c) => c.id} empty="No customer matches." onPage={turnPage} />
    </>
  );
}

function CustomerView({ id, role, back }: { id: number; role: StaffRole; back: () => void }) {
  const detail = useAdminData<CustomerDetail>("customer/detail", {
    customerId: id,
  });
  const d = detail.data;
  return (
    <>
      <AdminBackLink onClick={back}>All customers</AdminBackLink>
      <AdminError message={detail.error} />
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
          {can(role, "customers.wallet") && <WalletForm customerId={id} done={detail.set} />}
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
          {can(role, "customers.sessions") && <RevokeSessions customerId={id} reload={detail.reload} />}
          {can(role, "customers.privacy") && <CustomerPrivacy customerId={id} email={d.customer.email} erased={back} />}
        </article>
      )}
    </>
  );
}

function WalletForm({ customerId, done }: { customerId: number; done: (d: CustomerDetail) => void }) {
  const [direction, setDirection] = useState<"credit" | "debit">("credit");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  // A fresh key per completed change, so a double click counts once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const action = useAdminAction();
  const submit = () =>
    action.run<CustomerDetail>("customer/wallet", { customerId, direction, amount: Number(amount), reason, key }, (d) => {
      setAmount("");
      setReason("");
      setKey(crypto.randomUUID());
      done(d);
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
