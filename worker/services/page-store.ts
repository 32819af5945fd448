/**
 * Where shared page renders are kept: the Workers cache, keyed by everything the HTML
 * depends on (docs/decisions/0002-edge-cache.md).
 */
import type { Locale } from "~/shared/i18n-config";
import type { CurrencyCode } from "~/shared/money";
import type { StoreKey } from "~/shared/stores";
import { getCatalogVersion } from "./catalog/version";

declare const __BUILD_ID__: string | undefined;
const BUILD_ID = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

/** How long the edge keeps a page; a catalogue change makes it unreachable sooner. */
export const PAGE_TTL_SECONDS = 600;

export interface PageCacheKey {
  store: StoreKey;
  language: Locale;
  currency: CurrencyCode;
  webp: boolean;
  /** Path and query as requested. */
  url: string;
}

export function pageCacheUrl(key: PageCacheKey, version: string, build = BUILD_ID): string {
  const variant = [build, version, key.store, key.language, key.currency, key.webp ? "webp" : "jpeg"].map(encodeURIComponent).join("/");
  return `https://page-cache.internal/${variant}${key.url.startsWith("/") ? "" : "/"}${key.url}`;
}

export interface PageStore {
  match(key: PageCacheKey): Promise<Response | undefined>;
  put(key: PageCacheKey, response: Response): Promise<void>;
}

export function pageStore(env: { KV: KVNamespace }, cache: Cache = caches.default): PageStore {
  const keyFor = async (key: PageCacheKey) => new Request(pageCacheUrl(key, await getCatalogVersion(env.KV)));
  return {
    async match(key) {
      return cache.match(await keyFor(key));
    },
    async put(key, response) {
      const stored = new Response(response.body, response);
      stored.headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
      stored.headers.delete("Set-Cookie");
      await cache.put(await keyFor(key), stored);
    },
  };
}
