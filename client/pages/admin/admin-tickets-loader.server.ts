import type { AdminTicket } from "~/shared/admin-types";
import { ticketListBody, ticketNumberBody } from "~/shared/schemas/admin";
import { listTickets, ticketDetail } from "~/worker/services/tickets/admin";
import { recordQuery } from "./admin-list-query.server";
import { adminScreenLoader, readList, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The queue's filter, as the URL names it: no status is the open tickets, `all` every one. */
const TICKET_FILTER = ["status"] as const;
const QUEUE = {
  schema: ticketListBody,
  fields: TICKET_FILTER,
  toBody: ({ status }: { status: string }) => (status === "all" ? {} : { status: status || "open" }),
};

export type TicketDetail = NonNullable<Awaited<ReturnType<typeof ticketDetail>>>;

export type AdminTicketsData = AdminPageData &
  AdminListData<(typeof TICKET_FILTER)[number], AdminTicket> & {
    /** The ticket the URL opens (`?number=`), or "" for the queue. */
    number: string;
    ticket: { record: TicketDetail | null; error: string | null } | null;
  };

/** The queue, or the one ticket `?number=` opens, read with the screen and again after a reply. */
export const adminTicketsLoader = adminScreenLoader("Tickets", "tickets.view", async (args): Promise<Omit<AdminTicketsData, keyof AdminPageData>> => {
  const number = args.url.searchParams.get("number") ?? "";
  if (!number) return { number, ticket: null, ...(await readList(args, QUEUE, ({ context }, body) => listTickets(context.env.DB, body))) };
  const ticket = await recordQuery(
    ticketNumberBody,
    { ticketNumber: number },
    (b) => ticketDetail(args.context.env.DB, b.ticketNumber),
    "Unknown ticket.",
  );
  return { number, ticket, filter: { status: "" }, list: null, error: null };
});
