import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { loadingAtom } from "../../atoms/shell";
import { UI_DEFAULTS } from "./defaults";

export interface RedirectOptions {
  /** Milliseconds the overlay shows before leaving (default 1000). */
  delay?: number;
  /** Opens the address in a new tab instead of this one. */
  newTab?: boolean;
}

interface Effects {
  setLoading: (loading: boolean) => void;
  assign?: (url: string) => void;
  openTab?: (url: string) => void;
}

/**
 * Shows the loading overlay, then after `delay` goes to `url` (in this tab, or a new one)
 * and hides it again. Returns a function that cancels the redirect and hides it.
 */
export function redirectWithOverlay(url: string, { delay = UI_DEFAULTS.loadingRedirectDelayMs, newTab = false }: RedirectOptions, effects: Effects) {
  const { setLoading, assign = (to) => window.location.assign(to), openTab = (to) => void window.open(to, "_blank", "noopener") } = effects;
  setLoading(true);
  const timer = setTimeout(() => {
    if (newTab) openTab(url);
    else assign(url);
    setLoading(false);
  }, delay);
  return () => {
    clearTimeout(timer);
    setLoading(false);
  };
}

/** `redirect(url, { delay, newTab })` with the app's loading overlay. */
export function useRedirectWithOverlay() {
  const setLoading = useSetAtom(loadingAtom);
  return useCallback((url: string, options: RedirectOptions = {}) => redirectWithOverlay(url, options, { setLoading }), [setLoading]);
}
