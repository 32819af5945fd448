import { SELLERS } from "~/shared/store-sellers";
import { STORES } from "~/shared/stores";
import type { Env } from "../../env";
import { findOrderByNumber, type OrderRow } from "../orders/orders-store";
import { translatorFor } from "../translator";
import { byRate, invoiceBody, orderVat, storeOf, totalOf, type DocumentBody, type DocumentLine } from "./invoice-body";

/**
 * Invoices and credit notes (docs/decisions/1321-invoices.md). Each store has one series of
 * invoice numbers and one of credit-note numbers, without gaps: the next number is taken in the
 * same D1 batch (a transaction) that writes the document, so a document that is not written
 * takes no number, and two racing requests for the same document cannot both write one
 * (UNIQUE (order_id, document_key) fails the second batch, which then reads the first).
 */
export interface IssuedDocument {
  id: number;
  number: string;
  kind: "invoice" | "credit";
  body: DocumentBody;
}

/** Orders that were paid have an invoice; an unpaid or cancelled one has none to give. */
const invoiceable = (order: Pick<OrderRow, "paid_at" | "total_minor">) => order.paid_at !== null && order.paid_at !== undefined;

function prefixOf(order: Pick<OrderRow, "store">, kind: IssuedDocument["kind"]) {
  const prefix = SELLERS[storeOf(order)].invoicePrefix;
  return kind === "invoice" ? `${prefix}-` : `${prefix}-CN-`;
}

type Row = { id: number; number: string; kind: IssuedDocument["kind"]; body: string };
const toDocument = (row: Row): IssuedDocument => ({ id: row.id, number: row.number, kind: row.kind, body: JSON.parse(row.body) as DocumentBody });

const findDocument = (db: D1Database, orderId: number, key: string) =>
  db.prepare("SELECT id, number, kind, body FROM invoices WHERE order_id = ? AND document_key = ?").bind(orderId, key).first<Row>();

/** What the order's credit notes gave back so far (gross and its VAT), and the VAT the order collected. */
async function creditedSoFar(db: D1Database, orderId: number): Promise<{ gross: number; vat: number; collected: number }> {
  const row = await db
    .prepare(
      `SELECT coalesce(sum(gross_minor), 0) AS gross, coalesce(sum(vat_minor), 0) AS vat,
              (SELECT coalesce(vat_minor, 0) FROM order_vat WHERE order_id = ?1) AS collected
         FROM invoices WHERE order_id = ?1 AND kind = 'credit'`,
    )
    .bind(orderId)
    .first<{ gross: number; vat: number; collected: number | null }>();
  return { gross: row?.gross ?? 0, vat: row?.vat ?? 0, collected: row?.collected ?? 0 };
}

/**
 * The VAT inside `grossMinor` given back: the order's rate, never more than is left of what the
 * order collected; the last note (the rest) gives back exactly what is left, so the notes of an
 * order add up to its VAT to the cent, however the refunds before it rounded.
 */
function creditedVat(grossMinor: number, rateBp: number, left: number, rest: boolean): number {
  if (rateBp <= 0 || left <= 0) return 0;
  if (rest) return Math.min(left, grossMinor);
  return Math.min(left, Math.round((grossMinor * rateBp) / (10000 + rateBp)));
}

/** Every document of an order, the invoice first. */
export async function orderDocuments(db: D1Database, orderId: number): Promise<IssuedDocument[]> {
  const { results } = await db.prepare("SELECT id, number, kind, body FROM invoices WHERE order_id = ? ORDER BY id").bind(orderId).all<Row>();
  return results.map(toDocument);
}

/**
 * Writes a document with the next number of its series. The body's number is filled in by SQL
 * from the counter the batch just moved, so the number and the document are one write.
 */
async function issue(db: D1Database, order: OrderRow, key: string, kind: IssuedDocument["kind"], body: Omit<DocumentBody, "number">) {
  const series = `${storeOf(order)}:${kind}`;
  const prefix = prefixOf(order, kind);
  try {
    await db.batch([
      db.prepare("INSERT INTO invoice_counters (series, last) VALUES (?1, 1) ON CONFLICT (series) DO UPDATE SET last = last + 1").bind(series),
      db
        .prepare(
          `INSERT INTO invoices (series, seq, number, kind, order_id, document_key, net_minor, vat_minor, gross_minor, body, issued_at)
           SELECT ?1, last, ?2 || printf('%06d', last), ?3, ?4, ?5, ?6, ?7, ?8,
                  json_set(?9, '$.number', ?2 || printf('%06d', last)), ?10
             FROM invoice_counters WHERE series = ?1`,
        )
        .bind(series, prefix, kind, order.id, key, body.total.net, body.total.vat, body.total.gross, JSON.stringify(body), body.issuedAt),
    ]);
  } catch (error) {
    if (!/UNIQUE constraint failed: invoices\.order_id/.test(String(error))) throw error;
  }
  const row = await findDocument(db, order.id, key);
  if (!row) throw new Error(`document ${key} of ${order.order_number} was not written`);
  return toDocument(row);
}

/** The order's invoice, issued the first time it is asked for (payment, download, the shipped email). */
export async function ensureInvoice(env: Env, order: OrderRow, now = Date.now()): Promise<IssuedDocument | null> {
  if (!invoiceable(order)) return null;
  const existing = await findDocument(env.DB, order.id, "invoice");
  if (existing) return toDocument(existing);
  const t = await translatorFor(STORES[storeOf(order)].language);
  const body = await invoiceBody(env.DB, order, t, now);
  return issue(env.DB, order, "invoice", "invoice", { ...body, kind: "invoice", corrects: null });
}

/**
 * A credit note for money given back (a refund, a return): the gross amount with the VAT it
 * carries at the order's rate, so the VAT declared for the order goes down by exactly that.
 * `key` names the refund, so the same refund never has two notes.
 */
async function issueCreditNote(
  env: Env,
  orderNumber: string,
  key: string,
  amount: number | "rest",
  now = Date.now(),
): Promise<IssuedDocument | null> {
  const order = await findOrderByNumber(env.DB, orderNumber);
  if (!order) return null;
  // "rest": a full refund gives back all that earlier notes did not, less the tariff insurance it keeps.
  const credited = await creditedSoFar(env.DB, order.id);
  const left = order.total_minor - (order.tariff_insurance_minor ?? 0) - credited.gross;
  const grossMinor = amount === "rest" ? left : amount;
  if (grossMinor <= 0) return null;
  const invoice = await ensureInvoice(env, order, now);
  if (!invoice) return null;
  const vat = await orderVat(env.DB, order);
  const t = await translatorFor(STORES[storeOf(order)].language);
  const vatLeft = vat.status === "collected" ? credited.collected - credited.vat : 0;
  const vatMinor = creditedVat(grossMinor, vat.rate_bp, vatLeft, grossMinor >= left);
  const lines: DocumentLine[] = [
    { title: t("account.invoice.refundLine"), quantity: 1, net: grossMinor - vatMinor, vat: vatMinor, gross: grossMinor },
  ];
  const base = invoice.body;
  return issue(env.DB, order, key, "credit", {
    ...base,
    kind: "credit",
    corrects: invoice.number,
    issuedAt: now,
    lines,
    byRate: byRate(lines, vat.rate_bp),
    total: totalOf(lines),
  });
}

/** Issues a credit note without letting a failure undo the refund it records (the money has moved). */
export function creditNoteAfterRefund(env: Env, orderNumber: string, key: string, amount: number | "rest", now = Date.now()) {
  return issueCreditNote(env, orderNumber, key, amount, now).catch((error) => {
    console.error(`credit note for ${orderNumber} (${key})`, error);
    return null;
  });
}
