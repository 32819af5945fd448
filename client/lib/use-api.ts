import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { shellStateAtom } from "../atoms/shell";
import { callApi } from "./api";

/** The API wrapper bound to this page's shared state. */
export function useApi() {
  const state = useAtomValue(shellStateAtom);
  return useCallback(
    <T>(path: string, body?: unknown) => {
      if (!state) throw new Error("useApi outside the app shell");
      return callApi<T>(state, path, body);
    },
    [state],
  );
}
