import { useState } from "react";
import { can, type StaffRole } from "~/shared/admin-roles";
import { Input } from "../../components/ui/input";
import { Table } from "../../components/ui/table";
import { useAdminAction } from "./admin-action";
import { ActionForm } from "./admin-action-form";
import { storeDateTime } from "./admin-format";
import { useReload } from "./admin-list";
import { OrderDifferences } from "./admin-order-differences";
import { OrderInvoices } from "./admin-order-invoices";
import type { OrderView } from "./admin-orders-loader.server";
import type { AdminOrderDetail } from "~/shared/admin-types";

/**
 * One order (read with the page, admin-orders-loader.server.ts): what was bought and paid, where
 * it goes, what happened to it, and what staff may do next; after an action the page reads it again.
 */
export function OrderDetail({ view, role }: { view: OrderView; role: StaffRole }) {
  const reload = useReload();
  const o = view.detail;
  const when = (ms: number | null) => storeDateTime(ms, o.store);
  const address = (a: Record<string, string>) =>
    [`${a.firstName ?? ""} ${a.lastName ?? ""}`, a.address1, a.address2, `${a.postcode ?? ""} ${a.city ?? ""}`, a.state, a.country, a.phone]
      .filter((x) => x && x.trim())
      .join(", ");
  return (
    <article aria-labelledby="order-title">
      <h2 id="order-title">
        Order {o.orderNumber} — <span data-testid="order-status">{o.status}</span>
      </h2>
      <p>
        {o.store} · {o.email} · {o.phone} · placed {when(o.createdAt)} · paid {when(o.paidAt)} · {o.paymentMethod} · {o.shippingMethod}
        {o.carrier && (
          <>
            {" "}
            · shipped with {o.carrier} ({o.trackingNumber})
          </>
        )}
      </p>
      <Table
        caption="Lines"
        columns={[
          { title: "Item", prop: "title", width: 260 },
          { title: "SKU", prop: "sku", width: 140 },
          {
            title: "Options",
            prop: "size",
            width: 160,
            render: (l) => [l.color, l.size, l.signature].filter(Boolean).join(" · "),
          },
          { title: "Qty", prop: "quantity", width: 60, align: "right" },
          { title: "Total", prop: "total", width: 120, align: "right" },
        ]}
        data={o.lines}
        rowKey={(_l, i) => i}
      />
      <p>
        Subtotal {o.totals.subtotal} · discount {o.totals.discount} · shipping {o.totals.shipping} ·{" "}
        {o.totals.tariffInsurance ? `tariff insurance ${o.totals.tariffInsurance} (non-refundable) · ` : ""}wallet {o.totals.wallet} ·{" "}
        <strong>total {o.totals.total}</strong> · refundable {o.refundable.formatted}
      </p>
      <Table
        caption="Payments"
        columns={[
          { title: "Provider", prop: "provider", width: 100 },
          { title: "Method", prop: "method", width: 120 },
          { title: "Status", prop: "status", width: 100 },
          { title: "Amount", prop: "amount", width: 110, align: "right" },
          { title: "Refunded", prop: "refunded", width: 110, align: "right" },
          {
            title: "Reference",
            prop: "reference",
            width: 200,
            render: (p) => p.reference ?? p.id,
          },
          {
            title: "Settled",
            prop: "settledAt",
            width: 170,
            render: (p) => when(p.settledAt),
          },
        ]}
        data={o.payments}
        rowKey={(p) => p.id}
      />
      <section className="admin__section" aria-label="Addresses">
        <h3>Addresses</h3>
        <p>Shipping: {address(o.shippingAddress)}</p>
        <p>Billing: {address(o.billingAddress)}</p>
      </section>
      <Table
        caption="History"
        columns={[
          { title: "When", prop: "at", width: 170, render: (e) => when(e.at) },
          { title: "From", prop: "from", width: 120 },
          { title: "To", prop: "to", width: 120 },
          { title: "Note", prop: "note", width: 360 },
        ]}
        data={[
          ...o.history,
          ...o.scans.map((s) => ({
            at: s.at,
            from: null,
            to: "scan",
            note: `${s.description} ${s.location}`.trim(),
          })),
        ].sort((a, b) => a.at - b.at)}
        rowKey={(_e, i) => i}
      />
      <Table
        caption="Internal notes"
        columns={[
          { title: "When", prop: "at", width: 170, render: (n) => when(n.at) },
          { title: "By", prop: "staffEmail", width: 200 },
          { title: "Note", prop: "body", width: 400 },
        ]}
        data={o.notes}
        rowKey={(_n, i) => i}
        emptyText="No notes."
      />
      <OrderInvoices orderNumber={o.orderNumber} view={view.tax} />
      {o.withdrawal && (
        <section className="admin__section" aria-labelledby="withdrawal-title" data-testid="admin-withdrawal">
          <h3 id="withdrawal-title">Withdrawal from the contract</h3>
          <p>
            Received {when(o.withdrawal.at)} from {o.withdrawal.name} ({o.withdrawal.email}, {o.withdrawal.source}). Refund everything paid, delivery
            included — <strong>{o.withdrawal.refund}</strong> — by <strong>{when(o.withdrawal.refundDueAt)}</strong>, with the Refund action below, or
            with Return lines as the pieces come back (the last return adds the delivery); it may wait until the goods are back or the customer shows
            they sent them.
          </p>
          <pre className="admin__statement">{o.withdrawal.statement}</pre>
        </section>
      )}
      <OrderActions order={o} differences={view.differences} role={role} refresh={reload.run} />
    </article>
  );
}

type Refresh = () => void;

function OrderActions({
  order,
  differences,
  role,
  refresh,
}: {
  order: AdminOrderDetail;
  differences: OrderView["differences"];
  role: StaffRole;
  refresh: Refresh;
}) {
  const { orderNumber, status } = order;
  return (
    <>
      {can(role, "orders.ship") && status === "processing" && <ShipForm orderNumber={orderNumber} refresh={refresh} />}
      {can(role, "orders.ship") && status === "shipped" && !order.scans.some((s) => s.description === "Delivered") && (
        <SimpleAction label="Mark delivered" path="order/deliver" body={{ orderNumber }} refresh={refresh} />
      )}
      {can(role, "orders.refund") && order.refundable.minor > 0 && <RefundForm order={order} refresh={refresh} />}
      {can(role, "orders.refund") && order.refundable.minor > 0 && <ReturnLinesForm order={order} refresh={refresh} />}
      {can(role, "orders.cancel") && (status === "unpaid" || status === "bankConfirming") && (
        <CancelForm orderNumber={orderNumber} refresh={refresh} />
      )}
      <NoteForm orderNumber={orderNumber} refresh={refresh} />
      <OrderDifferences orderNumber={orderNumber} list={differences} canAsk={can(role, "orders.differenceLink")} refresh={refresh} />
    </>
  );
}

function SimpleAction({ label, path, body, refresh }: { label: string; path: string; body: unknown; refresh: Refresh }) {
  const action = useAdminAction();
  return <ActionForm title={label} label={label} action={action} submit={() => action.run(path, body, refresh)} />;
}

function ShipForm({ orderNumber, refresh }: { orderNumber: string; refresh: Refresh }) {
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const action = useAdminAction();
  return (
    <ActionForm
      title="Ship"
      label="Mark shipped"
      action={action}
      submit={() => action.run("order/ship", { orderNumber, carrier, trackingNumber }, refresh)}
    >
      <Input label="Carrier" value={carrier} onChange={setCarrier} error={action.fields.carrier} />
      <Input label="Tracking number" value={trackingNumber} onChange={setTrackingNumber} error={action.fields.trackingNumber} />
    </ActionForm>
  );
}

function RefundForm({ order, refresh }: { order: AdminOrderDetail; refresh: Refresh }) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const action = useAdminAction();
  const submit = () =>
    action.run(
      "order/refund",
      {
        orderNumber: order.orderNumber,
        reason,
        ...(amount ? { amount: Number(amount) } : {}),
      },
      refresh,
    );
  return (
    <ActionForm title="Refund" label="Refund" action={action} submit={submit}>
      <Input
        label={`Amount in ${order.currency} (empty: all of ${order.refundable.formatted})`}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        error={action.fields.amount}
      />
      <Input label="Reason" value={reason} onChange={setReason} error={action.fields.reason} />
    </ActionForm>
  );
}

/** Pieces of some lines back: the refund follows the coupon rule (docs/decisions/0803-returns.md). */
function ReturnLinesForm({ order, refresh }: { order: AdminOrderDetail; refresh: Refresh }) {
  const [pieces, setPieces] = useState<Record<number, string>>({});
  const [reason, setReason] = useState("");
  const action = useAdminAction();
  // Lines are listed in their order position, which is how a return names them.
  const lines = Object.entries(pieces)
    .map(([position, quantity]) => ({ position: Number(position), quantity: Number(quantity) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const submit = () => action.run("order/returnLines", { orderNumber: order.orderNumber, lines, reason }, refresh);
  return (
    <ActionForm
      title="Return lines"
      label="Return and refund"
      action={action}
      submit={submit}
      note={
        order.withdrawal
          ? "The customer withdrew from this contract: the return that brings the last pieces back also refunds the delivery and the JewelSafe plans they paid."
          : undefined
      }
    >
      {order.lines.map((line, position) => (
        <Input
          key={position}
          label={`Pieces of ${line.title} to return (of ${line.quantity})`}
          inputMode="numeric"
          value={pieces[position] ?? ""}
          onChange={(value) => setPieces({ ...pieces, [position]: value })}
        />
      ))}
      <Input label="Reason for the return" value={reason} onChange={setReason} error={action.fields.reason} />
    </ActionForm>
  );
}

function CancelForm({ orderNumber, refresh }: { orderNumber: string; refresh: Refresh }) {
  const [reason, setReason] = useState("");
  const action = useAdminAction();
  return (
    <ActionForm title="Cancel" label="Cancel order" action={action} submit={() => action.run("order/cancel", { orderNumber, reason }, refresh)}>
      <Input label="Reason for cancelling" value={reason} onChange={setReason} error={action.fields.reason} />
    </ActionForm>
  );
}

function NoteForm({ orderNumber, refresh }: { orderNumber: string; refresh: Refresh }) {
  const [note, setNote] = useState("");
  const action = useAdminAction();
  const submit = () => action.run("order/note", { orderNumber, note }, () => (setNote(""), refresh()));
  return (
    <ActionForm title="Internal note" label="Add note" action={action} submit={submit}>
      <Input label="Note (staff only)" value={note} onChange={setNote} error={action.fields.note} />
    </ActionForm>
  );
}
