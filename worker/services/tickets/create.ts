import type { TicketTopic } from "~/shared/ticket-topics";

export interface TicketInput {
  name: string;
  email: string;
  orderNumber: string;
  topic: TicketTopic;
  message: string;
  store: string;
  language: string;
}

/** Stores a support ticket and returns its number, e.g. T20261123-8F3K2Q. */
export async function createTicket(db: D1Database, input: TicketInput, now = new Date()): Promise<string> {
  const date = now.toISOString().slice(0, 10).replace(/-/g, "");
  const suffix = crypto.randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase();
  const ticketNumber = `T${date}-${suffix}`;
  await db
    .prepare(
      `INSERT INTO support_tickets (ticket_number, store, language, name, email, order_number, topic, message)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(ticketNumber, input.store, input.language, input.name, input.email.toLowerCase(), input.orderNumber, input.topic, input.message)
    .run();
  return ticketNumber;
}
