import { putVersionToken } from "../version-token";

/**
 * The catalogue version: a token in KV that every cached view of the catalogue (edge-cached
 * pages, per-isolate lookups) is keyed by. Changing catalogue data bumps it, so old entries
 * are never read again and expire on their own.
 */
const CATALOG_VERSION_KEY = "catalog:version";

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
  await putVersionToken(kv, CATALOG_VERSION_KEY, version);
  memo = { at: now, version };
  return version;
}

/**
 * Per-isolate memo of derived data, dropped when the catalogue version changes. Concurrent
 * requests for the same key share one load. workerd settles a promise only in the request
 * that made it (the handle_cross_request_promise_resolution flag): when that request ends
 * first — a visitor who hung up mid-page — the others' wait fails, so they load for
 * themselves and the first of them takes its place in the memo.
 */
export class VersionedMemo<T> {
  private entries = new Map<string, Promise<T>>();
  private version = "";

  constructor(private readonly maxEntries = 64) {}

  get(version: string, key: string, load: () => Promise<T>): Promise<T> {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const found = this.entries.get(key);
    if (!found) return this.start(key, load);
    return found.catch(() => {
      const current = this.entries.get(key);
      return current === undefined || current === found ? this.start(key, load) : load();
    });
  }

  private start(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const started = load();
    this.entries.set(key, started);
    started.catch(() => {
      if (this.entries.get(key) === started) this.entries.delete(key);
    });
    return started;
  }
}
