import { useSetAtom } from "jotai";
import { useMemo } from "react";
import { TOAST_DEFAULTS, TOAST_TYPES, toastsAtom, type ToastItem, type ToastOptions, type ToastType } from "./toast-store";

let nextId = 1;

export interface ToastApi extends Record<ToastType, (message: string | ToastOptions) => number> {
  close: (id: number) => void;
  closeAll: () => void;
}

/** `toast.success("Saved")`, `toast.error({ message, duration: null, closable: true })`; each returns the toast's id. */
export function useToast(): ToastApi {
  const setToasts = useSetAtom(toastsAtom);
  return useMemo(() => {
    const show = (type: ToastType) => (input: string | ToastOptions) => {
      const options = typeof input === "string" ? { message: input } : input;
      const item: ToastItem = {
        id: nextId++,
        type,
        message: options.message,
        duration: options.duration === undefined ? TOAST_DEFAULTS.durationMs : options.duration,
        closable: options.closable ?? false,
      };
      setToasts((list) => [...list, item]);
      return item.id;
    };
    const api = Object.fromEntries(TOAST_TYPES.map((type) => [type, show(type)])) as Record<ToastType, ReturnType<typeof show>>;
    return {
      ...api,
      close: (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
      closeAll: () => setToasts([]),
    };
  }, [setToasts]);
}
