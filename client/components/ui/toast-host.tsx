import { useAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/use-t";
import { toastsAtom, type ToastItem } from "./toast-store";
import "./toast.css";

const ICONS: Record<ToastItem["type"], string> = { open: "", info: "i", success: "✓", error: "!", warning: "!", loading: "" };

function Toast({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  // Counts down only while not paused; a pause keeps the time that was left.
  useEffect(() => {
    if (remaining.current === null || paused) return;
    const started = Date.now();
    const timer = setTimeout(onClose, remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - started;
    };
  }, [paused, onClose]);

  return (
    <div
      className={`ui-toast ui-toast--${toast.type}`}
      data-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toast.type === "loading" ? (
        <span className="ui-toast__spinner" aria-hidden="true" />
      ) : (
        ICONS[toast.type] && <span className="ui-toast__icon" aria-hidden="true">{ICONS[toast.type]}</span>
      )}
      <span className="ui-toast__message">{toast.message}</span>
      {toast.closable && (
        <button type="button" className="ui-toast__close" aria-label={t("ui.close")} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

/**
 * Where toasts appear (top, 30px down). Both live regions are in the server's HTML, so a
 * screen reader announces what is added to them: errors and warnings as alerts, the rest
 * as status messages.
 */
export function ToastHost() {
  const [toasts, setToasts] = useAtom(toastsAtom);
  const closers = useRef(new Map<number, () => void>());
  const closer = (id: number) => {
    let close = closers.current.get(id);
    if (!close) {
      close = () => {
        closers.current.delete(id);
        setToasts((list) => list.filter((toast) => toast.id !== id));
      };
      closers.current.set(id, close);
    }
    return close;
  };
  const urgent = (toast: ToastItem) => toast.type === "error" || toast.type === "warning";
  const region = (alert: boolean) =>
    toasts.filter((toast) => urgent(toast) === alert).map((toast) => <Toast key={toast.id} toast={toast} onClose={closer(toast.id)} />);
  return (
    <div className="ui-toast-host">
      <div role="status" aria-live="polite" className="ui-toast-host__region">
        {region(false)}
      </div>
      <div role="alert" aria-live="assertive" className="ui-toast-host__region">
        {region(true)}
      </div>
    </div>
  );
}
