import { useState } from "react";
import type { AdminTaxView, DocumentRef } from "~/shared/invoice-types";
import { useAtomValue } from "jotai";
import { shellStateAtom } from "../../atoms/shell";
import { saveDownload } from "../../lib/save-download";
import { useAdminAction } from "./admin-action";

/**
 * The order's VAT as recorded at checkout, its invoice and credit notes to download, and the
 * invoice sent to the customer again (docs/decisions/1321-invoices.md).
 */
export function OrderInvoices({ orderNumber, view }: { orderNumber: string; view: AdminTaxView }) {
  const prefix = useAtomValue(shellStateAtom)?.apiPrefix ?? "/api/";
  const resend = useAdminAction();
  const [failed, setFailed] = useState<string | null>(null);
  const { vat, documents } = view;

  const download = async (document: DocumentRef) => {
    setFailed(null);
    const response = await fetch(`${prefix}admin/order/invoice`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderNumber, document: document.number }),
      credentials: "same-origin",
    });
    if (!response.ok) {
      setFailed(`${document.number} could not be downloaded (${response.status}).`);
      return;
    }
    await saveDownload(response, `${document.number}.pdf`);
  };

  return (
    <section className="admin__section" aria-labelledby="order-vat-title" data-testid="order-invoices">
      <h3 id="order-vat-title">VAT and invoices</h3>
      <p>
        {vat
          ? vat.status === "collected"
            ? `${vat.scheme} · ${vat.country} ${vat.rate} · net ${vat.net} · VAT ${vat.vat} · gross ${vat.gross}`
            : `No VAT collected (${vat.reason}) · ${vat.country} · charged ${vat.gross}`
          : "No VAT record (placed before VAT was recorded)."}
      </p>
      {documents.length > 0 ? (
        <ul>
          {documents.map((document) => (
            <li key={document.number}>
              <button type="button" className="button button--link" onClick={() => void download(document)}>
                {document.kind === "invoice" ? "Invoice" : "Credit note"} {document.number} (PDF)
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No invoice: the order is not paid.</p>
      )}
      {documents.some((d) => d.kind === "invoice") && (
        <button type="button" className="button" disabled={resend.busy} onClick={() => void resend.run("order/invoiceResend", { orderNumber })}>
          Send the invoice to the customer again
        </button>
      )}
      {(failed ?? resend.error) && <p role="alert">{failed ?? resend.error}</p>}
    </section>
  );
}
