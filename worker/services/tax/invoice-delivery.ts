import type { AdminTaxView, DocumentRef } from "~/shared/invoice-types";
import { formatMoney } from "~/shared/money";
import { STORES } from "~/shared/stores";
import type { Env } from "../../env";
import type { OrderRow } from "../orders/orders-store";
import type { MailAttachment } from "../mail/mailer";
import { translatorFor } from "../translator";
import { storeOf } from "./invoice-body";
import { ensureInvoice, orderDocuments, type IssuedDocument } from "./invoices";

/** Invoices and credit notes as files: downloaded from the order page, track order, the back office, or sent by email. */
export interface DocumentFile {
  number: string;
  filename: string;
  bytes: Uint8Array;
}

async function toFile(order: OrderRow, document: IssuedDocument): Promise<DocumentFile> {
  const t = await translatorFor(STORES[storeOf(order)].language);
  // pdf-lib is loaded when a document is drawn, not when the worker starts (request-path CPU).
  const { renderDocumentPdf } = await import("./invoice-pdf");
  const bytes = await renderDocumentPdf(document.body, t);
  return { number: document.number, filename: `${document.number}.pdf`, bytes };
}

/**
 * A document of the order as a PDF: the one numbered `number`, or the invoice (issued now when
 * it was not yet). Null when the order was never paid or has no such document.
 */
export async function orderDocumentFile(env: Env, order: OrderRow, number?: string): Promise<DocumentFile | null> {
  const invoice = await ensureInvoice(env, order);
  if (!invoice) return null;
  if (!number || number === invoice.number) return toFile(order, invoice);
  const document = (await orderDocuments(env.DB, order.id)).find((d) => d.number === number);
  return document ? toFile(order, document) : null;
}

/** The order's documents, listed for its page (numbers and kinds; the files are fetched one by one). */
export async function documentList(env: Env, order: OrderRow): Promise<DocumentRef[]> {
  if (order.paid_at === null || order.paid_at === undefined) return [];
  await ensureInvoice(env, order);
  return (await orderDocuments(env.DB, order.id)).map((d) => ({ number: d.number, kind: d.kind }));
}

/** The invoice as a mail attachment, or nothing for an order that has none. */
export async function invoiceAttachment(env: Env, order: OrderRow): Promise<MailAttachment | null> {
  const file = await orderDocumentFile(env, order);
  return file ? { filename: file.filename, type: "application/pdf", content: file.bytes } : null;
}

/** What the back office shows of an order's VAT and documents. */
export async function staffTaxView(env: Env, order: OrderRow): Promise<AdminTaxView> {
  const vat = await env.DB.prepare(
    "SELECT status, scheme, reason, country, rate_bp, net_minor, vat_minor, gross_minor FROM order_vat WHERE order_id = ?",
  )
    .bind(order.id)
    .first<{
      status: string;
      scheme: string | null;
      reason: string | null;
      country: string;
      rate_bp: number;
      net_minor: number;
      vat_minor: number;
      gross_minor: number;
    }>();
  return {
    vat: vat
      ? {
          status: vat.status,
          scheme: vat.scheme,
          reason: vat.reason,
          country: vat.country,
          rate: `${vat.rate_bp / 100} %`,
          net: formatMoney(vat.net_minor / 100, order.currency),
          vat: formatMoney(vat.vat_minor / 100, order.currency),
          gross: formatMoney(vat.gross_minor / 100, order.currency),
        }
      : null,
    documents: await documentList(env, order),
  };
}
