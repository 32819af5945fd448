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
