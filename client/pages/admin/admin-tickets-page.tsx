import { useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Select } from "../../components/ui/select";
import type { TableColumn } from "../../components/ui/table";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { useAdminData, useQueryParam } from "./admin-api";
import { storeDateTime } from "./admin-format";
import { AdminBackLink, AdminError, AdminLayout } from "./admin-layout";
import { filled, openColumn, useListFilter, whenColumn } from "./admin-list";
import type { AdminPageData } from "./admin-loader.server";
import { AdminTable } from "./admin-table";
import type { AdminTicket as Ticket, Paged } from "~/shared/admin-types";
import { definePage } from "../define-page";

interface TicketDetail {
  ticket: Ticket;
  replies: { staffEmail: string; body: string; at: number }[];
}

const STATUSES = [
  { name: "Open", value: "open" },
  { name: "Closed", value: "closed" },
  { name: "All", value: "" },
];

/** The help centre's tickets as a queue (open, oldest first); a ticket with ?number=. */
export default definePage(AdminTicketsPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Tickets")) });

function AdminTicketsPage({ data }: PageProps<AdminPageData>) {
  const [number, setNumber] = useQueryParam("number");
  return (
    <AdminLayout data={data}>
      {number ? <TicketView ticketNumber={number} back={() => setNumber("")} /> : <TicketQueue open={setNumber} />}
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

function TicketQueue({ open }: { open: (n: string) => void }) {
  const { filter, refine, turnPage } = useListFilter({ status: "open" });
  const list = useAdminData<Paged<Ticket>>("ticket/list", filled(filter));
  return (
    <>
      <div className="admin__filters">
        <Select label="Status" options={STATUSES} value={filter.status} onChange={refine("status")} />
      </div>
      <AdminTable
        list={list}
        caption="Tickets"
        columns={columns(open)}
        rowKey={(t) => t.ticketNumber}
        empty="The queue is empty."
        onPage={turnPage}
      />
    </>
  );
}

function TicketView({ ticketNumber, back }: { ticketNumber: string; back: () => void }) {
  const detail = useAdminData<TicketDetail>("ticket/detail", { ticketNumber });
  const [reply, setReply] = useState("");
  const [close, setClose] = useState(false);
  const action = useAdminAction();
  const closing = useAdminAction();
  const send = (event: FormEvent) => {
    event.preventDefault();
    action.run<TicketDetail>("ticket/reply", { ticketNumber, reply, close }, (d) => (setReply(""), detail.set(d)));
  };
  const d = detail.data;
  return (
    <>
      <AdminBackLink onClick={back}>Queue</AdminBackLink>
      <AdminError message={detail.error} />
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
            <Button onClick={() => closing.run("ticket/close", { ticketNumber }, detail.reload)} loading={closing.busy}>
              Close without reply
            </Button>
          )}
        </article>
      )}
    </>
  );
}
