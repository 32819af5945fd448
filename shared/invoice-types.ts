/** The wire types of invoices and the order's VAT (order/documents, admin/order/documents). */
export interface DocumentRef {
  number: string;
  kind: "invoice" | "credit";
}

export interface AdminTaxView {
  /** null: an order placed before VAT was recorded. */
  vat: {
    status: string;
    scheme: string | null;
    reason: string | null;
    country: string;
    rate: string;
    net: string;
    vat: string;
    gross: string;
  } | null;
  documents: DocumentRef[];
}

/** The statuses of an order that was paid, and so has its invoice (worker/services/tax/invoices.ts). */
const INVOICED = new Set(["processing", "shipped", "refunding", "refunded"]);
export const hasInvoice = (status: string) => INVOICED.has(status);
