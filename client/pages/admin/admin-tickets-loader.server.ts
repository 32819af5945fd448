import type { AdminTicket } from "~/shared/admin-types";
import { ticketListBody, ticketNumberBody } from "~/shared/schemas/admin";
import { listTickets, ticketDetail } from "~/worker/services/tickets/admin";
import { recordQuery } from "./admin-list-query.server";
import { adminScreenLoader, listOrRecord, type AdminPageData, type ListOrRecord } from "./admin-loader.server";

/** The queue's filter, as the URL names it: no status is the open tickets, `all` every one. */
const TICKET_FILTER = ["status"] as const;
const QUEUE = {
  schema: ticketListBody,
  fields: TICKET_FILTER,
  toBody: ({ status }: { status: string }) => (status === "all" ? {} : { status: status || "open" }),
};

export type TicketDetail = NonNullable<Awaited<ReturnType<typeof ticketDetail>>>;

export type AdminTicketsData = AdminPageData & ListOrRecord<(typeof TICKET_FILTER)[number], AdminTicket, TicketDetail>;

/** The queue, or the one ticket `?number=` opens, read with the screen and again after a reply. */
export const adminTicketsLoader = adminScreenLoader("Tickets", "tickets.view", ({ context, ...args }) => {
  const db = context.env.DB;
  return listOrRecord({ context, ...args }, "number", { ...QUEUE, read: (body) => listTickets(db, body) }, (ticketNumber) =>
    recordQuery(ticketNumberBody, { ticketNumber }, (b) => ticketDetail(db, b.ticketNumber), "Unknown ticket."),
  );
});
