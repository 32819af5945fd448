import { useCallback, useState } from "react";
import type { HistoryEntry } from "~/shared/catalog-types";
import { useApi } from "./use-api";
import { clearHistory, readHistory } from "./view-history";

export type HistoryState = { kind: "idle" } | { kind: "loading" } | { kind: "empty" } | { kind: "list"; entries: HistoryEntry[] };

/**
 * The viewed products of local history, with their data from `index/history/list`. When
 * loading fails the list is emptied and the local history removed.
 */
export function useViewedHistory() {
  const api = useApi();
  const [state, setState] = useState<HistoryState>({ kind: "idle" });

  const load = useCallback(async () => {
    const list = readHistory();
    if (list.length === 0) {
      setState({ kind: "empty" });
      return;
    }
    setState({ kind: "loading" });
    try {
      const result = await api<{ list: HistoryEntry[] }>("index/history/list", { list });
      if (result.code !== 200 || !result.data) throw new Error(result.message);
      const entries = result.data.list.filter((e) => e.spuCodes.length > 0);
      setState(entries.length ? { kind: "list", entries } : { kind: "empty" });
    } catch {
      clearHistory();
      setState({ kind: "empty" });
    }
  }, [api]);

  return { state, load };
}
