import { useEffect, useRef } from "react";
import { HISTORY_DRAWER_WIDTH_PX } from "~/shared/constants";
import { useT } from "../../lib/use-t";
import { Icon } from "../icons";

/**
 * The Viewed History drawer (right, 448 px). A native modal dialog gives focus trapping,
 * Escape and focus return for free. The list of products arrives with the catalogue; until
 * then it shows its empty state.
 */
export function HistoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="drawer drawer--right"
      style={{ width: `min(${HISTORY_DRAWER_WIDTH_PX}px, 100vw)` }}
      aria-labelledby="history-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <header className="drawer__header">
        <h2 id="history-title">{t("history.title")}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t("common.close")}>
          <Icon name="close" />
        </button>
      </header>
      <p className="drawer__empty">{t("history.empty")}</p>
    </dialog>
  );
}
