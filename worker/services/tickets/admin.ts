import type { Env } from "../../env";
import { STORES, type StoreKey } from "~/shared/stores";
import { changedRows } from "../d1/changed-rows";
import { mailFrom, sendMail } from "../mail/mailer";
import { auditStatement, type Actor } from "../admin/audit";
import { asc, conditions, keptStatusCount, pageOf } from "../admin/paging";
import type { AdminTicket } from "~/shared/admin-types";
import type { Row } from "../../db/schema.generated";

/**
 * The help centre's ticket submissions as a queue: open ones first, oldest first, so the
 * longest wait is on top. Replies go to the shopper by email and are kept with the ticket.
 */
const TICKETS_PAGE_SIZE = 25;

type TicketRow = Row<"support_tickets">;

const toTicket = (r: Record<string, unknown>): AdminTicket => {
  const t = r as unknown as TicketRow;
  return {
    id: t.id,
    ticketNumber: t.ticket_number,
    store: t.store,
    language: t.language,
    name: t.name,
    email: t.email,
    orderNumber: t.order_number,
    topic: t.topic,
    message: t.message,
    status: t.status,
    createdAt: Date.parse(t.created_at),
    closedAt: t.closed_at,
  };
};

export function listTickets(db: D1Database, filter: { status?: "open" | "closed"; store?: string; page?: number }) {
  const where = conditions();
  if (filter.status) where.add("status = ?", filter.status);
  if (filter.store) where.add("store = ?", filter.store);
  const keptCount = filter.store ? undefined : keptStatusCount("support_tickets", filter.status);
  return pageOf(
    db,
    { columns: "*", from: "support_tickets", where, key: [asc("status = 'closed'"), asc("id")], keptCount },
    filter,
    TICKETS_PAGE_SIZE,
    toTicket,
  );
}

export async function ticketDetail(db: D1Database, ticketNumber: string) {
  const row = await db.prepare("SELECT * FROM support_tickets WHERE ticket_number = ?").bind(ticketNumber).first<Record<string, unknown>>();
  if (!row) return null;
  const { results } = await db
    .prepare("SELECT staff_email, body, created_at FROM ticket_replies WHERE ticket_id = ? ORDER BY id")
    .bind(row.id)
    .all<{ staff_email: string; body: string; created_at: number }>();
  return {
    ticket: toTicket(row),
    replies: results.map((r) => ({
      staffEmail: r.staff_email,
      body: r.body,
      at: r.created_at,
    })),
  };
}

/**
 * Emails the reply to the shopper, then keeps it with the ticket. If the email cannot be
 * sent, nothing is recorded and the caller says so.
 */
export async function replyToTicket(env: Env, actor: Actor, ticketNumber: string, body: string, close: boolean, now = Date.now()) {
  const found = await ticketDetail(env.DB, ticketNumber);
  if (!found) return null;
  const { ticket } = found;
  const store = STORES[ticket.store as StoreKey] ?? STORES.us;
  await sendMail(env, mailFrom(env, store.brandDomain), {
    to: ticket.email,
    subject: `Re: ${ticket.ticketNumber}`,
    text: `${body}\n\n— ${store.seriesName}\n\n> ${ticket.message.replace(/\n/g, "\n> ")}`,
  });
  const db = env.DB;
  await db.batch([
    db.prepare("INSERT INTO ticket_replies (ticket_id, staff_email, body, created_at) VALUES (?, ?, ?, ?)").bind(ticket.id, actor.email, body, now),
    ...(close ? [closeStatement(db, ticket.id, now)] : []),
    auditStatement(
      db,
      actor,
      {
        action: close ? "ticket:replyClose" : "ticket:reply",
        subjectType: "ticket",
        subjectId: ticketNumber,
        before: { status: ticket.status },
        after: { status: close ? "closed" : ticket.status, reply: body },
      },
      now,
    ),
  ]);
  return ticketDetail(db, ticketNumber);
}

const closeStatement = (db: D1Database, id: number, now: number) =>
  db.prepare("UPDATE support_tickets SET status = 'closed', closed_at = ? WHERE id = ? AND status = 'open'").bind(now, id);

export async function closeTicket(db: D1Database, actor: Actor, ticketNumber: string, now = Date.now()): Promise<"closed" | "already" | "notFound"> {
  const found = await ticketDetail(db, ticketNumber);
  if (!found) return "notFound";
  const [updated] = await db.batch([
    closeStatement(db, found.ticket.id, now),
    auditStatement(
      db,
      actor,
      {
        action: "ticket:close",
        subjectType: "ticket",
        subjectId: ticketNumber,
        before: { status: found.ticket.status },
        after: { status: "closed" },
      },
      now,
      {
        sql: "changes() = 1",
        values: [],
      },
    ),
  ]);
  return changedRows(updated) ? "closed" : "already";
}
