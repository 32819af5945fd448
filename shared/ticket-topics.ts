/** What a support ticket can be about (the ticket form's select, the API's enum). */
export const TICKET_TOPICS = ["order", "shipping", "return", "product", "custom", "other"] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];
