import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { AdminError } from "./admin-layout";

/**
 * "Are you sure?" before a back-office action that cannot be undone. The UI kit's modal
 * dialog keeps focus inside and gives it back to the button that opened it; without a close
 * cross, the first control — Keep, the harmless answer — takes focus, so Enter never confirms
 * by accident. Escape and Keep close it unless the action is running.
 */
export function AdminConfirm({
  open,
  title,
  children,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={title}
      width="min(480px, 94vw)"
      showClose={false}
      maskClosable={false}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Keep
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={busy}>
            {confirm}
          </Button>
        </>
      }
    >
      {children}
      <AdminError message={error} />
    </Dialog>
  );
}

/** AdminConfirm's state and answers for a row removal (useRowRemoval in admin-action.ts). */
export const removalProps = (removal: { row: unknown; busy: boolean; error: string | null; confirm: () => Promise<void>; close: () => void }) => ({
  open: removal.row !== null,
  busy: removal.busy,
  error: removal.error,
  onConfirm: () => void removal.confirm(),
  onClose: removal.close,
});
