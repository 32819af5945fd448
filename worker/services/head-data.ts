import { DEFAULT_META } from "~/shared/constants";
import type { Locale } from "~/shared/i18n-config";
import { normalizeRoutePath } from "~/shared/page-meta";
import type { StoreKey } from "~/shared/stores";
import { bumpCatalogVersion, getCatalogVersion } from "./catalog/version";
import { readAlongNextTrip } from "./d1/request-database";

export interface HeadMeta {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

type Env = { DB: D1Database; KV: KVNamespace };

const TTL_SECONDS = 60 * 60 * 24;

const cacheKey = (store: StoreKey, language: Locale, path: string) => `head:${store}:${language}:${path}`;

/**
 * Every page render reads its head meta: this isolate keeps what it read for a minute (KV
 * itself may take that long to show a change elsewhere), bounded, oldest first out. A change of
 * meta bumps the catalogue version (headMetaChanged), and the memo is dropped whenever this
 * isolate sees a new version: otherwise an isolate could render a page the bump made it
 * re-render with its memo's old title, and the page cache would keep that copy under the new
 * version for its whole life.
 */
const MEMO_MS = 60_000;
const MEMO_ENTRIES = 1000;
const memo = new Map<string, { at: number; meta: HeadMeta | null }>();
let memoVersion = "";

function remember(key: string, meta: HeadMeta | null, now: number) {
  memo.delete(key);
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  memo.set(key, { at: now, meta });
  return meta;
}

/**
 * A route's own meta, or null when it has none: KV first (read-mostly, near the visitor), D1
 * on a miss. Empty description or keywords mean "the page's own".
 */
export async function getOwnHeadMeta(env: Env, store: StoreKey, language: Locale, routePath: string, now = Date.now()): Promise<HeadMeta | null> {
  const path = normalizeRoutePath(routePath);
  const key = cacheKey(store, language, path);
  const version = await getCatalogVersion(env.KV, now);
  if (version !== memoVersion) {
    memo.clear();
    memoVersion = version;
  }
  const kept = memo.get(key);
  if (kept && now - kept.at < MEMO_MS) return kept.meta;
  return remember(key, await readHeadMeta(env, store, language, path), now);
}

/** Head meta for a route: its own where it has some, the default meta for the rest. */
export async function getHeadMeta(env: Env, store: StoreKey, language: Locale, routePath: string, now = Date.now()): Promise<HeadMeta> {
  const own = await getOwnHeadMeta(env, store, language, routePath, now);
  if (!own) return { ...DEFAULT_META };
  return {
    seoTitle: own.seoTitle,
    seoDescription: own.seoDescription || DEFAULT_META.seoDescription,
    seoKeywords: own.seoKeywords || DEFAULT_META.seoKeywords,
  };
}

async function readHeadMeta(env: Env, store: StoreKey, language: Locale, path: string): Promise<HeadMeta | null> {
  const key = cacheKey(store, language, path);
  const cached = await env.KV.get<HeadMeta>(key, "json");
  if (cached) return cached;
  const statement = env.DB.prepare(
    `SELECT seo_title AS seoTitle, seo_description AS seoDescription, seo_keywords AS seoKeywords
       FROM page_meta WHERE store = ? AND language = ? AND route_path = ?`,
  ).bind(store, language, path);
  // Not needed before the page's own data: it goes with the page's first D1 round trip.
  const row = await readAlongNextTrip(env.DB, () => statement.first<HeadMeta>());
  // A path without meta of its own (any 404, any made-up path) stays in isolate memory only:
  // otherwise every random URL a crawler tries would cost a KV write.
  if (!row) return null;
  await env.KV.put(key, JSON.stringify(row), { expirationTtl: TTL_SECONDS });
  return row;
}

/**
 * After any write of a route's meta: drops this isolate's and KV's copy, and bumps the
 * catalogue version, because the meta is in the HTML the shared page cache keeps (title,
 * description, keywords) and that version keys every kept page — the way a product edit reaches
 * shoppers at once.
 */
export async function headMetaChanged(env: Env, store: StoreKey, language: Locale, routePath: string, now = Date.now()): Promise<void> {
  const key = cacheKey(store, language, normalizeRoutePath(routePath));
  memo.delete(key);
  await env.KV.delete(key);
  await bumpCatalogVersion(env.KV, now);
}

/** Writes a route's meta and drops the cached copies, so the next read sees the change. */
export async function setHeadMeta(env: Env, store: StoreKey, language: Locale, routePath: string, meta: HeadMeta): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO page_meta (store, language, route_path, seo_title, seo_description, seo_keywords)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (store, language, route_path) DO UPDATE SET
       seo_title = excluded.seo_title, seo_description = excluded.seo_description, seo_keywords = excluded.seo_keywords`,
  )
    .bind(store, language, normalizeRoutePath(routePath), meta.seoTitle, meta.seoDescription, meta.seoKeywords)
    .run();
  await headMetaChanged(env, store, language, routePath);
}

/**
 * A page's title, description and keywords. Meta staff wrote for this very route wins: it is
 * the most specific thing said about the page (a category's generated "Rings" becomes the
 * merchant's "Rings in 18k gold | HELIORA"). Then what the page says of itself (its loader's
 * title, with the store's name), then the default meta.
 */
export function headTexts(own: HeadMeta | null, page: { title?: string; description?: string }, seriesName: string): HeadMeta {
  return {
    seoTitle: own?.seoTitle || (page.title ? `${page.title} | ${seriesName}` : DEFAULT_META.seoTitle),
    seoDescription: own?.seoDescription || (page.description ?? DEFAULT_META.seoDescription),
    seoKeywords: own?.seoKeywords || DEFAULT_META.seoKeywords,
  };
}
