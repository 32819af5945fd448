import { useState } from "react";
import type { CancelMode, OrderDetailView } from "~/shared/account-order-types";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useApi } from "../../lib/use-api";
import { useT } from "../../lib/use-t";

/**
 * Cancel with a confirmation dialog. The dialog says what will happen: an unpaid order is
 * cancelled, a paid one is also refunded. The answer is the updated order.
 */
export function OrderCancel({
  orderNumber,
  mode,
  onDone,
}: {
  orderNumber: string;
  mode: Exclude<CancelMode, null>;
  onDone: (detail: OrderDetailView | null, message: string, ok: boolean) => void;
}) {
  const t = useT();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await api<OrderDetailView>("account/cancelOrder", { orderNumber });
      onDone(answer.code === 200 ? answer.data : null, answer.message, answer.code === 200);
    } catch {
      onDone(null, t("cart.networkError"), false);
    }
    setBusy(false);
    setOpen(false);
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="cancel-order">
        {t("account.orderDetail.cancel")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t("account.orderDetail.cancelTitle")}
        footer={
          <div className="order-detail__actions">
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {t("account.orderDetail.keep")}
            </Button>
            <Button variant="primary" onClick={confirm} loading={busy}>
              {t("account.orderDetail.cancelConfirm")}
            </Button>
          </div>
        }
      >
        <p>{t(mode === "refund" ? "account.orderDetail.refundText" : "account.orderDetail.cancelText", { orderNumber })}</p>
      </Dialog>
    </>
  );
}
