import { useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { API_CODE, type Envelope } from "~/shared/api-envelope";
import { shellStateAtom } from "../../atoms/shell";

/**
 * Calls /api/admin/… The shop's api() sends a shopper to /login on 40001; a staff member
 * whose session ended goes to the back office's own sign-in instead.
 */
export function useAdminApi() {
  const prefix = useAtomValue(shellStateAtom)?.apiPrefix ?? "/api/";
  return useCallback(
    async <T>(path: string, body: unknown = {}): Promise<Envelope<T>> => {
      const response = await fetch(`${prefix}admin/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
      const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
      if (envelope?.code === API_CODE.signInRequired) {
        window.location.assign(`/admin/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      }
      return (
        envelope ?? {
          code: API_CODE.serverError,
          message: "The server did not answer. Try again.",
          data: null as T,
        }
      );
    },
    [prefix],
  );
}

/** Loads `path` with `body` whenever the body changes; `reload` asks again (after an action). */
export function useAdminData<T>(path: string, body: unknown) {
  const api = useAdminApi();
  const [state, setState] = useState<{
    data: T | null;
    error: string | null;
    loading: boolean;
  }>({ data: null, error: null, loading: true });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(body);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api<T>(path, JSON.parse(key)).then(
      (envelope) =>
        live &&
        setState({
          data: envelope.code === API_CODE.ok ? envelope.data : null,
          error: envelope.code === API_CODE.ok ? null : envelope.message,
          loading: false,
        }),
      () =>
        live &&
        setState({
          data: null,
          error: "The server could not be reached.",
          loading: false,
        }),
    );
    return () => {
      live = false;
    };
  }, [api, path, key, round]);
  return {
    ...state,
    reload: () => setRound((r) => r + 1),
    set: (data: T) => setState({ data, error: null, loading: false }),
  };
}

/**
 * After an action removed the row whose button had focus, focus goes to the element `id` (the
 * screen's search field) once the list has loaded again; call the returned function to ask.
 */
export function useFocusAfterReload(id: string, loading: boolean) {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (pending && !loading) {
      document.getElementById(id)?.focus();
      setPending(false);
    }
  }, [id, pending, loading]);
  return () => setPending(true);
}
