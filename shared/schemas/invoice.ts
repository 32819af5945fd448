import { z } from "zod";
import { orderNumberField } from "./order";

/** An invoice or credit-note number as issued (worker/services/tax/invoices.ts): prefix, "CN-" for a credit note, six digits or more. */
const documentNumber = z
  .string({ error: "account.invoice.documentInvalid" })
  .regex(/^[A-Z]{2}-(CN-)?\d{6,9}$/, { error: "account.invoice.documentInvalid" });

/**
 * `order/invoice` and `order/documents`: the order's own customer, the browser that placed it,
 * or anyone who knows its number and its email or phone (as track order asks).
 */
export const invoiceRequestBody = z.strictObject({
  orderNumber: orderNumberField,
  contact: z.string({ error: "track.contact.required" }).trim().min(1, { error: "track.contact.required" }).max(254).optional(),
  document: documentNumber.optional(),
});
export type InvoiceRequestBody = z.infer<typeof invoiceRequestBody>;

/** The back office's download of one document, or the order's invoice. */
export const adminInvoiceBody = z.strictObject({
  orderNumber: orderNumberField,
  document: documentNumber.optional(),
});
