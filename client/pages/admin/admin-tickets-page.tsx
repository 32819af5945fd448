import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Select } from "../../components/ui/select";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { storeDateTime } from "./admin-format";
import { AdminBackLink, AdminError, AdminLayout } from "./admin-layout";
import { openColumn, useLoadedList, useReload, whenColumn } from "./admin-list";
import { AdminTable } from "./admin-table";
import type { AdminTicketsData, TicketDetail } from "./admin-tickets-loader.server";
import type { AdminTicket as Ticket } from "~/shared/admin-types";
import { definePage } from "../define-page";

const STATUSES = [
  { name: "Open", value: "" },
  { name: "Closed", value: "closed" },
  { name: "All", value: "all" },
];

/** The help centre's tickets as a queue (open, oldest first); a ticket with ?number=. Both read with the page. */
export default definePage(AdminTicketsPage, { loader: () => import("./admin-tickets-loader.server").then((m) => m.adminTicketsLoader) });

function AdminTicketsPage({ data }: PageProps<AdminTicketsData>) {
  const list = useLoadedList(data);
  const open = (number: string) => list.show({ number });
  return (
    <AdminLayout data={data}>
      {data.opened ? (
        <TicketView key={data.key} ticketNumber={data.key} ticket={data.opened} back={() => list.show({})} />
      ) : (
        <TicketQueue data={data} open={open} />
      )}
    </AdminLayout>
  );
}

const columns = (open: (ticketNumber: string) => void): TableColumn<Ticket>[] => [
  openColumn({ title: "Ticket", prop: "ticketNumber", width: 180 }, "number", (t) => t.ticketNumber, open),
  whenColumn("Received", 170),
  { title: "Topic", prop: "topic", width: 100 },
  { title: "From", prop: "email", width: 220 },
  { title: "Order", prop: "orderNumber", width: 160 },
  { title: "Status", prop: "status", width: 80 },
];

function TicketQueue({ data, open }: { data: AdminTicketsData; open: (n: string) => void }) {
  const list = useLoadedList(data);
  return (
    <>
      <div className="admin__filters">
        <Select label="Status" options={STATUSES} value={data.filter.status} onChange={(status) => list.show({ status })} />
      </div>
      <AdminTable
        list={list}
        caption="Tickets"
        columns={columns(open)}
        rowKey={(t) => t.ticketNumber}
        empty="The queue is empty."
        onPage={list.turnPage}
      />
    </>
  );
}

function TicketView({
  ticketNumber,
  ticket,
  back,
}: {
  ticketNumber: string;
  ticket: { record: TicketDetail | null; error: string | null };
  back: () => void;
}) {
  const reload = useReload();
  const [reply, setReply] = useState("");
  const [close, setClose] = useState(false);
  const action = useAdminAction();
  const closing = useAdminAction();
  const send = (event: FormEvent) => {
    event.preventDefault();
    void action.run("ticket/reply", { ticketNumber, reply, close }, () => (setReply(""), reload.run()));
  };
  const d = ticket.record;
  return (
    <>
      <AdminBackLink onClick={back}>Queue</AdminBackLink>
      <AdminError message={ticket.error} />
      {d && (
        <article aria-labelledby="ticket-title">
          <h2 id="ticket-title">
            {d.ticket.ticketNumber} — {d.ticket.status}
          </h2>
          <p>
            {d.ticket.name} &lt;{d.ticket.email}&gt; · {d.ticket.topic} · {d.ticket.store} · {storeDateTime(d.ticket.createdAt, d.ticket.store)}
            {d.ticket.orderNumber && (
              <>
                {" "}
                · order <a href={`/admin/orders?number=${encodeURIComponent(d.ticket.orderNumber)}`}>{d.ticket.orderNumber}</a>
              </>
            )}
          </p>
          <blockquote className="admin__pre">{d.ticket.message}</blockquote>
          {d.replies.map((r, i) => (
            <section key={i} className="admin__card" aria-label={`Reply by ${r.staffEmail}`}>
              <p>
                {r.staffEmail} · {storeDateTime(r.at, d.ticket.store)}
              </p>
              <p className="admin__pre">{r.body}</p>
            </section>
          ))}
          <form className="admin__form admin__form--stack" onSubmit={send} noValidate>
            <label htmlFor="ticket-reply">Reply by email</label>
            <textarea
              id="ticket-reply"
              rows={6}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              aria-invalid={Boolean(action.fields.reply)}
            />
            {d.ticket.status === "open" && <Checkbox checked={close} onChange={setClose} label="Close the ticket with this reply" />}
            <Button type="submit" variant="primary" loading={action.busy}>
              Send reply
            </Button>
          </form>
          <AdminError message={action.error} />
          {d.ticket.status === "open" && (
            <Button onClick={() => closing.run("ticket/close", { ticketNumber }, reload.run)} loading={closing.busy}>
              Close without reply
            </Button>
          )}
        </article>
      )}
    </>
  );
}
