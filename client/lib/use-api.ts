import { useStore } from "jotai";
import { useCallback } from "react";
import type { ApiAnswer, ApiBody, ApiPath } from "~/shared/api-contract";
import type { Envelope } from "~/shared/api-envelope";
import { shellStateAtom } from "../atoms/shell";
import { callApi } from "./api";

/**
 * A call of shared/api-contract.ts is typed by its path: the body must fit the route's schema
 * and the answer is the route's data, so a changed shape fails the typecheck here. Any other
 * path still names its answer's type itself (`api<T>(path)`); a contract path cannot go that
 * way (its `path` is `never` there), so no call of it escapes the check.
 */
interface Api {
  <P extends ApiPath>(path: P, body: ApiBody<P>): Promise<ApiAnswer<P>>;
  <T = unknown, S extends string = string>(path: S extends ApiPath ? never : S, body?: unknown): Promise<Envelope<T>>;
}

/**
 * The API wrapper bound to this page's shared state. It reads the state when a call is made and
 * does not subscribe to it: the visitor's state arriving after hydration (visitor-sync.tsx) then
 * re-renders none of the components that only call the API (every product card's heart), and an
 * effect keyed by the wrapper runs once, not again with it (the product view was counted twice).
 */
export function useApi(): Api {
  const store = useStore();
  return useCallback(
    (path: string, body?: unknown) => {
      const state = store.get(shellStateAtom);
      if (!state) throw new Error("useApi outside the app shell");
      return callApi(state, path, body);
    },
    [store],
  ) as Api;
}
