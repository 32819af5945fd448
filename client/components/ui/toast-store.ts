import { atom } from "jotai";

/**
 * The toast's defaults: 3 s on screen, 30 px from the top. They live here rather than in defaults.ts so the app shell, which
 * mounts the toast host, does not load every widget's defaults.
 */
export const TOAST_DEFAULTS = { durationMs: 3000, topOffsetPx: 30 } as const;

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

/** The toast outlets of open modal overlays (see ToastOutlet), innermost last. */
export const toastOutletsAtom = atom<string[]>([]);
