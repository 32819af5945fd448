/** The header search panel's recent searches, kept in the shopper's own browser. */
const RECENT_SEARCHES_KEY = "he-recentSearches";
const RECENT_SEARCHES_MAX = 10;

export function readRecentSearches(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string" && s.trim() !== "") : [];
  } catch {
    return [];
  }
}

/** Newest first, one entry per word regardless of case, at most ten. */
export function withRecentSearch(list: string[], term: string): string[] {
  const clean = term.trim().replace(/\s+/g, " ").slice(0, 100);
  if (!clean) return list;
  const rest = list.filter((s) => s.toLowerCase() !== clean.toLowerCase());
  return [clean, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

export function saveRecentSearch(term: string, storage: Storage | undefined = globalThis.localStorage): string[] {
  const next = withRecentSearch(readRecentSearches(storage), term);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the panel just shows fewer recent searches.
  }
  return next;
}

export function clearRecentSearches(storage: Storage | undefined = globalThis.localStorage) {
  storage?.removeItem(RECENT_SEARCHES_KEY);
}
