import { atom, useSetAtom } from "jotai";
import { useMemo } from "react";
import { UI_DEFAULTS } from "./defaults";

export const TOAST_TYPES = ["open", "info", "success", "error", "warning", "loading"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface ToastOptions {
  message: string;
  /** Milliseconds until it hides (default 3000); null keeps it open. */
  duration?: number | null;
  /** Shows a close button. */
  closable?: boolean;
}

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  duration: number | null;
  closable: boolean;
}

/** The toasts on screen, oldest first; ToastHost renders them. */
export const toastsAtom = atom<ToastItem[]>([]);

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
        duration: options.duration === undefined ? UI_DEFAULTS.toast.durationMs : options.duration,
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
