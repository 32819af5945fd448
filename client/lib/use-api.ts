import { useStore } from "jotai";
import { useCallback } from "react";
import { shellStateAtom } from "../atoms/shell";
import { callApi } from "./api";

/**
 * The API wrapper bound to this page's shared state. It reads the state when a call is made and
 * does not subscribe to it: the visitor's state arriving after hydration (visitor-sync.tsx) then
 * re-renders none of the components that only call the API (every product card's heart), and an
 * effect keyed by the wrapper runs once, not again with it (the product view was counted twice).
 */
export function useApi() {
  const store = useStore();
  return useCallback(
    <T>(path: string, body?: unknown) => {
      const state = store.get(shellStateAtom);
      if (!state) throw new Error("useApi outside the app shell");
      return callApi<T>(state, path, body);
    },
    [store],
  );
}
