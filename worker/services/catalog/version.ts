/**
 * The catalogue version: a token in KV that every cached view of the catalogue (edge-cached
 * pages, per-isolate lookups) is keyed by. Changing catalogue data bumps it, so old entries
 * are never read again and expire on their own.
 */
export const CATALOG_VERSION_KEY = "catalog:version";

/** How long an isolate trusts the version it read; a bump in the same isolate is seen at once. */
const MEMO_MS = 10_000;
let memo: { at: number; version: string } | null = null;

export async function getCatalogVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  if (memo && now - memo.at < MEMO_MS) return memo.version;
  const version = (await kv.get(CATALOG_VERSION_KEY)) ?? "0";
  memo = { at: now, version };
  return version;
}

/** Call after any change to products, prices, categories, collections or rates. */
export async function bumpCatalogVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const version = now.toString(36) + Math.random().toString(36).slice(2, 6);
  await kv.put(CATALOG_VERSION_KEY, version);
  memo = { at: now, version };
  return version;
}

/** Per-isolate memo of derived data, dropped when the catalogue version changes. */
export class VersionedMemo<T> {
  private entries = new Map<string, Promise<T>>();
  private version = "";

  constructor(private readonly maxEntries = 64) {}

  get(version: string, key: string, load: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    let found = this.entries.get(key);
    if (!found) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      found = load();
      this.entries.set(key, found);
      found.catch(() => this.entries.delete(key));
    }
    return found;
  }
}
