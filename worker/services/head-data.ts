import { DEFAULT_META } from "~/shared/constants";
import type { Locale } from "~/shared/i18n-config";
import type { StoreKey } from "~/shared/stores";

export interface HeadMeta {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

const TTL_SECONDS = 60 * 60 * 24;

/**
 * Route paths are keyed without the leading slash or query, and short enough that
 * `head:{store}:{language}:` plus the path stays within KV's 512-byte key limit.
 */
const MAX_ROUTE_PATH = 480;

function normalizeRoutePath(path: string): string {
  return path.split(/[?#]/)[0].replace(/^\/+/, "").replace(/\/+$/, "").slice(0, MAX_ROUTE_PATH);
}

const cacheKey = (store: StoreKey, language: Locale, path: string) => `head:${store}:${language}:${path}`;

/**
 * Every page render reads its head meta: this isolate keeps what it read for a minute (KV
 * itself may take that long to show a change elsewhere), bounded, oldest first out.
 */
const MEMO_MS = 60_000;
const MEMO_ENTRIES = 1000;
const memo = new Map<string, { at: number; meta: HeadMeta }>();

function remember(key: string, meta: HeadMeta, now: number) {
  memo.delete(key);
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  memo.set(key, { at: now, meta });
  return meta;
}

/**
 * Head meta for a route: KV first (read-mostly, near the visitor), D1 on a miss, and the
 * default meta when the route has none of its own.
 */
export async function getHeadMeta(
  env: { DB: D1Database; KV: KVNamespace },
  store: StoreKey,
  language: Locale,
  routePath: string,
  now = Date.now(),
): Promise<HeadMeta> {
  const path = normalizeRoutePath(routePath);
  const key = cacheKey(store, language, path);
  const kept = memo.get(key);
  if (kept && now - kept.at < MEMO_MS) return kept.meta;
  return remember(key, await readHeadMeta(env, store, language, path), now);
}

async function readHeadMeta(env: { DB: D1Database; KV: KVNamespace }, store: StoreKey, language: Locale, path: string): Promise<HeadMeta> {
  const key = cacheKey(store, language, path);
  const cached = await env.KV.get<HeadMeta>(key, "json");
  if (cached) return cached;
  const row = await env.DB.prepare(
    `SELECT seo_title AS seoTitle, seo_description AS seoDescription, seo_keywords AS seoKeywords
       FROM page_meta WHERE store = ? AND language = ? AND route_path = ?`,
  )
    .bind(store, language, path)
    .first<HeadMeta>();
  // A path without meta of its own (any 404, any made-up path) stays in isolate memory only:
  // otherwise every random URL a crawler tries would cost a KV write.
  if (!row) return { ...DEFAULT_META };
  await env.KV.put(key, JSON.stringify(row), { expirationTtl: TTL_SECONDS });
  return row;
}

/** Writes a route's meta and drops the cached copy, so the next read sees the change. */
export async function setHeadMeta(
  env: { DB: D1Database; KV: KVNamespace },
  store: StoreKey,
  language: Locale,
  routePath: string,
  meta: HeadMeta,
): Promise<void> {
  const path = normalizeRoutePath(routePath);
  await env.DB.prepare(
    `INSERT INTO page_meta (store, language, route_path, seo_title, seo_description, seo_keywords)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (store, language, route_path) DO UPDATE SET
       seo_title = excluded.seo_title, seo_description = excluded.seo_description, seo_keywords = excluded.seo_keywords`,
  )
    .bind(store, language, path, meta.seoTitle, meta.seoDescription, meta.seoKeywords)
    .run();
  memo.delete(cacheKey(store, language, path));
  await env.KV.delete(cacheKey(store, language, path));
}
