import { z } from "zod";
import { TICKET_TOPICS } from "../ticket-topics";
import { HELP_TOPICS } from "../routes";
import { emailField } from "./email";

/** Bodies of the `index/*` and `stat/*` calls of docs/architecture.md#api; one schema for the API and the form. */
export const subscribeBody = z.strictObject({ email: emailField("newsletter.invalidEmail") });

/** Calls that take no parameters still refuse a body with fields in it. */
export const noBody = z.strictObject({});

export const headDataBody = z.strictObject({
  /** Route path without the leading slash ('' is home). */
  path: z.string().max(512).default(""),
});

export const urlRestoreBody = z.strictObject({ code: z.string().trim().min(1).max(64) });

export const shortLinkCreateBody = z.strictObject({ url: z.string().trim().min(1).max(2048) });

export const pvFlowBody = z.strictObject({ spuCode: z.string().trim().min(1).max(64) });

export const pageViewBody = z.strictObject({ path: z.string().min(1).max(512) });

export const nodeErrorBody = z.strictObject({
  errorCode: z.string().trim().min(1).max(64),
  errorContent: z.string().min(1).max(8000),
  url: z.string().max(2048).optional(),
});

export const freightBody = z.strictObject({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "error.country.invalid" })
    .transform((v) => v.toUpperCase())
    .optional(),
  /** Goods subtotal in the shopper's currency. */
  subtotal: z.number().min(0).max(10_000_000).default(0),
});

export const preferencesBody = z.strictObject({
  language: z.string().optional(),
  currency: z.string().optional(),
  shipCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

export const ticketBody = z.strictObject({
  name: z.string().trim().min(1, { error: "ticket.nameRequired" }).max(80),
  email: emailField("error.email.invalid"),
  orderNumber: z.string().trim().max(40).default(""),
  topic: z.enum(TICKET_TOPICS, { error: "ticket.topicRequired" }),
  message: z.string().trim().min(10, { error: "ticket.messageTooShort" }).max(4000),
});

export { TICKET_TOPICS };

export const helpTopicSchema = z.enum(HELP_TOPICS);
