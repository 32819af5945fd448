import { useAtom, useAtomValue } from "jotai";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useT } from "../../lib/use-t";
import { TOAST_DEFAULTS, toastOutletsAtom, toastsAtom, type ToastItem } from "./toast-store";

const ICONS: Record<ToastItem["type"], string> = { open: "", info: "i", success: "✓", error: "!", warning: "!", loading: "" };

// A toast that moves (into a modal overlay's regions and back) keeps the time it had left:
// the new copy renders before the old one's timer stops, so the running deadline is kept.
const clocks = new WeakMap<ToastItem, { deadline: number } | { left: number }>();
const timeLeftOf = (toast: ToastItem) => {
  const clock = clocks.get(toast);
  if (toast.duration === null || !clock) return toast.duration;
  return "deadline" in clock ? Math.max(0, clock.deadline - Date.now()) : clock.left;
};

function Toast({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(timeLeftOf(toast));

  // Counts down only while not paused; a pause keeps the time that was left.
  useEffect(() => {
    if (remaining.current === null || paused) return;
    const started = Date.now();
    clocks.set(toast, { deadline: started + remaining.current });
    const timer = setTimeout(onClose, remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current === null) return;
      remaining.current -= Date.now() - started;
      clocks.set(toast, { left: remaining.current });
    };
  }, [paused, onClose, toast]);

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
        <span className="ui-spinner" style={{ width: 16, height: 16 }} aria-hidden="true" />
      ) : (
        ICONS[toast.type] && (
          <span className="ui-toast__icon" aria-hidden="true">
            {ICONS[toast.type]}
          </span>
        )
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

function ToastStack() {
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
  return <ToastRegions status={region(false)} alert={region(true)} />;
}

/**
 * Where toasts appear (top, 30px down). Both live regions are in the server's HTML, so a
 * screen reader announces what is added to them: errors and warnings as alerts, the rest
 * as status messages. While a modal overlay is open its own regions take over (ToastOutlet).
 */
export function ToastHost() {
  const outlets = useAtomValue(toastOutletsAtom);
  return outlets.length ? <ToastRegions /> : <ToastStack />;
}

/**
 * Live regions inside a modal overlay. A modal <dialog> makes the rest of the page inert
 * (hidden from screen readers too) and covers it, so while it is open the innermost one
 * shows and announces the toasts.
 */
export function ToastOutlet() {
  const id = useId();
  const [outlets, setOutlets] = useAtom(toastOutletsAtom);
  useEffect(() => {
    setOutlets((list) => [...list, id]);
    return () => setOutlets((list) => list.filter((outlet) => outlet !== id));
  }, [id, setOutlets]);
  return outlets.at(-1) === id ? <ToastStack /> : <ToastRegions />;
}

/** The two live regions: status messages, and alerts (errors, warnings). */
function ToastRegions({ status, alert }: { status?: ReactNode; alert?: ReactNode }) {
  return (
    <div className="ui-toast-host" style={{ top: TOAST_DEFAULTS.topOffsetPx }}>
      <div role="status" aria-live="polite" className="ui-toast-host__region">
        {status}
      </div>
      <div role="alert" aria-live="assertive" className="ui-toast-host__region">
        {alert}
      </div>
    </div>
  );
}
