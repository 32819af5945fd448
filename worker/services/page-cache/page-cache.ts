/**
 * Edge cache for rendered listing, product and search pages (Workers Cache API).
 *
 * The key holds everything a shared page's HTML depends on: build, catalogue version (bumped
 * in KV when catalogue data changes, so older pages are never read again), the UTC day (what
 * shows moves with the calendar: look books from their publishing day, docs/decisions/0600-look-books.md), store, language,
 * currency, image format, whether the cookie banner is shown, and the URL with visitor-tracking parameters dropped and the rest
 * sorted (`?utm_source=x&page=2` and `?page=2` are one page). Per-visitor bits never reach a
 * stored copy: Set-Cookie is stripped, and a page that contains any of the values the caller
 * names as the visitor's own (uuid, token, e-mail…) is refused, so a renderer that leaks them
 * fails safe instead of serving them to everybody.
 */
import type { Locale } from "~/shared/i18n-config";
import type { CurrencyCode } from "~/shared/money";
import type { StoreKey } from "~/shared/stores";
import { getCatalogVersion } from "../catalog/version";
import { pathOnly } from "../operate/redact";
import { edgeCache } from "./edge-cache";

declare const __BUILD_ID__: string | undefined;
const BUILD_ID = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

/** How long the edge keeps a page; a catalogue change makes it unreachable sooner. */
export const PAGE_TTL_SECONDS = 600;

/** Parameters that say where a visitor came from but never change the page. */
const TRACKING_PARAMS = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|ttclid|irclickid|fbmedium|_ga|_gl|mc_cid|mc_eid)$/i;

export interface PageCacheKey {
  store: StoreKey;
  language: Locale;
  currency: CurrencyCode;
  webp: boolean;
  /**
   * Whether the page carries the cookie banner: the server decides it and renders it in the
   * HTML (no client round trip), so visitors who are asked and those who are not get
   * different copies. It says nothing about who the visitor is.
   */
  askConsent: boolean;
  /** Path and query as requested. */
  url: string;
  /**
   * The UTC day (YYYY-MM-DD) the request came on: look books show from their publishing day,
   * so a copy made yesterday is not read today (docs/decisions/0600-look-books.md, "Publishing day").
   */
  day: string;
  /**
   * The version of the product the page shows, for product pages only
   * (catalog/product-version.ts): a review moderated on one product renews that product's pages alone.
   */
  productVersion?: string;
}

/**
 * The path and query as the cache sees them: tracking parameters dropped, the rest sorted.
 * Joined to the base rather than resolved against it: a path such as `//` would otherwise
 * read as a host-less URL and throw.
 */
export function normalizePageUrl(url: string): string {
  const parsed = new URL(`https://x.invalid${url}`);
  const params = [...parsed.searchParams.entries()]
    .filter(([name]) => !TRACKING_PARAMS.test(name))
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${parsed.pathname}${query ? `?${query}` : ""}`;
}

export function pageCacheUrl(key: PageCacheKey, version: string, build = BUILD_ID): string {
  const variant = [
    build,
    version + (key.productVersion ? `.${key.productVersion}` : ""),
    key.day,
    key.store,
    key.language,
    key.currency,
    key.webp ? "webp" : "jpeg",
    key.askConsent ? "ask" : "quiet",
  ]
    .map(encodeURIComponent)
    .join("/");
  return `https://page-cache.internal/${variant}${normalizePageUrl(key.url)}`;
}

/**
 * The key of a page in the isolate's memory: the variant and the URL exactly as asked, so a
 * lookup is one string, no parsing. Other spellings of the URL meet at the edge cache.
 */
export function pageMemoryKey(key: PageCacheKey, version: string): string {
  return `${version}${key.productVersion ? `.${key.productVersion}` : ""}|${key.day}|${key.store}|${key.language}|${key.currency}|${key.webp ? "webp" : "jpeg"}|${key.askConsent ? "ask" : "quiet"}|${key.url}`;
}

export interface PageStore {
  match(key: PageCacheKey): Promise<Response | undefined>;
  /**
   * Keeps a copy of a 200 HTML page; `visitorValues` are strings that belong to the visitor
   * (uuid, token, e-mail): a page holding one of them is not stored. Resolves to whether it was.
   */
  put(key: PageCacheKey, response: Response, visitorValues?: string[]): Promise<boolean>;
}

export function pageStore(env: { KV: KVNamespace }, cache: Cache | undefined = edgeCache()): PageStore {
  const keyFor = async (key: PageCacheKey) => new Request(pageCacheUrl(key, await getCatalogVersion(env.KV)));
  return {
    async match(key) {
      return cache ? cache.match(await keyFor(key)) : undefined;
    },
    async put(key, response, visitorValues = []) {
      const storable = response.status === 200 && (response.headers.get("Content-Type") ?? "").includes("text/html");
      if (!cache || !storable) return false;
      const html = await response.text();
      const leaked = visitorValues.filter((v) => v && v.length >= 6).some((v) => html.includes(v));
      if (leaked) {
        console.warn("page cache: a shared page holds per-visitor data, not stored:", pathOnly(key.url));
        return false;
      }
      const headers = new Headers(response.headers);
      headers.delete("Set-Cookie");
      headers.delete("Content-Length");
      headers.set("Cache-Control", `public, max-age=${PAGE_TTL_SECONDS}`);
      await cache.put(await keyFor(key), new Response(html, { status: 200, headers }));
      return true;
    },
  };
}
