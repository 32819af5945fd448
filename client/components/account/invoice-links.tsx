import { useStore } from "jotai";
import { useEffect, useState } from "react";
import type { DocumentRef } from "~/shared/invoice-types";
import { shellStateAtom } from "../../atoms/shell";
import { apiHeaders } from "../../lib/api";
import { useApi } from "../../lib/use-api";
import { saveDownload } from "../../lib/save-download";
import { useT } from "../../lib/use-t";

/**
 * The order's invoice and credit notes as PDF downloads (docs/decisions/1321-invoices.md): on the
 * account's order page, and on track order with the email or phone the shopper gave there.
 */
export function InvoiceLinks({ orderNumber, contact }: { orderNumber: string; contact?: string }) {
  const t = useT();
  const api = useApi();
  const store = useStore();
  const [documents, setDocuments] = useState<DocumentRef[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api<{ documents: DocumentRef[] }>("order/documents", { orderNumber, ...(contact ? { contact } : {}) })
      .then((answer) => live && setDocuments(answer.data?.documents ?? []))
      .catch(() => live && setDocuments([]));
    return () => {
      live = false;
    };
  }, [api, orderNumber, contact]);

  const download = async (document: DocumentRef) => {
    setFailed(false);
    const state = store.get(shellStateAtom);
    if (!state) return;
    try {
      const response = await fetch(`${state.apiPrefix}order/invoice`, {
        method: "POST",
        headers: apiHeaders(state),
        body: JSON.stringify({ orderNumber, document: document.number, ...(contact ? { contact } : {}) }),
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(String(response.status));
      await saveDownload(response, `${document.number}.pdf`);
    } catch {
      setFailed(true);
    }
  };

  if (!documents.length) return null;
  return (
    <section className="account-section" aria-labelledby="invoices-title" data-testid="invoice-links">
      <h2 id="invoices-title">{t("account.invoice.heading")}</h2>
      <ul className="invoice-links">
        {documents.map((document) => (
          <li key={document.number}>
            <button type="button" className="button button--link" onClick={() => void download(document)}>
              {document.kind === "invoice"
                ? t("account.invoice.download", { number: document.number })
                : t("account.invoice.creditDownload", { number: document.number })}
            </button>
          </li>
        ))}
      </ul>
      {failed && <p role="alert">{t("account.invoice.failed")}</p>}
    </section>
  );
}
