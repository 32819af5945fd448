import { useState } from "react";
import { Button } from "../../components/ui/button";
import { saveDownload } from "../../lib/save-download";
import { useAdminAction } from "./admin-action";
import { AdminConfirm } from "./admin-confirm";
import { AdminError } from "./admin-layout";

/**
 * A data subject's request that arrived by email (docs/decisions/1327-data-rights.md): the
 * customer's data as the account page gives it to them, or the same erasure as their own, with
 * its confirmation email. Each is written to the audit log by the worker.
 */
export function CustomerPrivacy({ customerId, email, erased }: { customerId: number; email: string; erased: () => void }) {
  const exporting = useAdminAction();
  const erasing = useAdminAction();
  const [confirming, setConfirming] = useState(false);
  const download = () =>
    exporting.run<unknown>("customer/dataExport", { customerId }, (data) => {
      const file = new Response(JSON.stringify(data, null, 2), { headers: { "Content-Type": "application/json" } });
      void saveDownload(file, `customer-${customerId}-data.json`);
    });
  const erase = () =>
    erasing.run("customer/erase", { customerId }, () => {
      setConfirming(false);
      erased();
    });
  return (
    <section className="admin__section" aria-labelledby="privacy-title" data-testid="customer-privacy">
      <h3 id="privacy-title">Data request by email</h3>
      <p>Only on a request from {email} itself: the download and the erasure are audited, and the erasure emails its confirmation.</p>
      <div className="admin__form">
        <Button onClick={() => void download()} loading={exporting.busy}>
          Download the customer's data (JSON)
        </Button>
        <Button onClick={() => setConfirming(true)}>Erase the account</Button>
      </div>
      <AdminError message={exporting.error} />
      <AdminConfirm
        open={confirming}
        title={`Erase ${email}?`}
        confirm="Erase"
        busy={erasing.busy}
        error={erasing.error}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      >
        <p>
          The account, its addresses, wallet, coupons, wishlist and bag are removed and every session ends; orders stay for the tax retention without
          the account; reviews and questions stay as "Anonymous". This cannot be undone.
        </p>
      </AdminConfirm>
    </section>
  );
}
