import type { Paged } from "~/shared/admin-types";
import { STORE_KEYS, type StoreKey } from "~/shared/stores";
import { pathTo } from "~/shared/url-scheme";
import { edgeCache } from "./page-cache/edge-cache";
import { putVersionToken } from "./version-token";
import type { Row as TableRow } from "../db/schema.generated";

/**
 * Route rules that redirect (docs/decisions/0804-redirects.md): a path that would otherwise
 * be "page not found" goes to another path of the site, or — an absolute URL — leaves it.
 * Saving refuses a rule that would loop. Lookups are kept in the edge cache under a version
 * that every save moves.
 */
type RedirectStatus = 301 | 302;

export interface RedirectRule {
  /** A store key, or "*" for every store. */
  store: StoreKey | "*";
  sourcePath: string;
  /** A path of the site (`/new-page?x=1`) or an absolute http(s) URL. */
  target: string;
  status: RedirectStatus;
}

export type RedirectRefusal = "store" | "source" | "target" | "status" | "sameAsSource" | "loop" | "external";

/**
 * Where an absolute target may point without an owner's "external" tick: the shop's own hosts
 * (docs/decisions/1304-redirect-targets.md). Anything else would make the shop's address a
 * trusted-looking link to somebody else's site (an open redirect).
 */
export interface TargetPolicy {
  ownHost: (host: string) => boolean;
  allowExternal: boolean;
}

export class RedirectRefused extends Error {
  constructor(
    readonly reason: RedirectRefusal,
    readonly sourcePath = "",
  ) {
    super(`${reason}: ${sourcePath}`);
  }
}

const MAX_HOPS = 10;
const VERSION_KEY = "redirects:version";
const CACHE_SECONDS = 300;

/** A source path as matched: a path of its own (no query, no `//`), no trailing slash. */
function normalizeSourcePath(raw: string): string | null {
  const path = raw.trim();
  if (!path.startsWith("/") || path.startsWith("//") || /[?#\s\\]/.test(path) || path.length > 500) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** The kind of target: a path of the site, an absolute URL, or nothing acceptable. */
export function targetKind(target: string): "relative" | "absolute" | null {
  const value = target.trim();
  if (value.startsWith("/") && !value.startsWith("//") && !/[\s\\]/.test(value)) return "relative";
  try {
    const url = new URL(value);
    // A user name in the address (`https://shop@evil.example`) only dresses one host up as another.
    return (url.protocol === "https:" || url.protocol === "http:") && url.host && !url.username && !url.password ? "absolute" : null;
  } catch {
    return null;
  }
}

const pathOf = (target: string) => normalizeSourcePath(new URL(target, "http://x").pathname);

function checked(rule: RedirectRule, policy: TargetPolicy): RedirectRule {
  if (rule.store !== "*" && !(STORE_KEYS as readonly string[]).includes(rule.store)) throw new RedirectRefused("store", rule.sourcePath);
  const sourcePath = normalizeSourcePath(rule.sourcePath);
  if (!sourcePath) throw new RedirectRefused("source", rule.sourcePath);
  const kind = targetKind(rule.target);
  if (!kind) throw new RedirectRefused("target", sourcePath);
  if (rule.status !== 301 && rule.status !== 302) throw new RedirectRefused("status", sourcePath);
  const target = rule.target.trim();
  if (kind === "absolute" && !policy.allowExternal && !policy.ownHost(new URL(target).hostname)) throw new RedirectRefused("external", sourcePath);
  if (kind === "relative" && pathOf(target) === sourcePath) throw new RedirectRefused("sameAsSource", sourcePath);
  return { ...rule, sourcePath, target };
}

type Row = Pick<TableRow<"redirects">, "store" | "source_path" | "target"> & { status: RedirectStatus };

/** Every rule of the stores a rule touches, keyed store → path, with `rules` laid over them. */
async function rulesWith(db: D1Database, rules: RedirectRule[]): Promise<Map<string, Map<string, string>>> {
  const { results } = await db.prepare("SELECT store, source_path, target, status FROM redirects").all<Row>();
  const byStore = new Map<string, Map<string, string>>();
  const put = (store: string, path: string, target: string) => {
    if (!byStore.has(store)) byStore.set(store, new Map());
    byStore.get(store)?.set(path, target);
  };
  for (const row of results) put(row.store, row.source_path, row.target);
  for (const rule of rules) put(rule.store, rule.sourcePath, rule.target);
  return byStore;
}

/**
 * Follows the chain from each rule's target as a visitor of each store it applies to would
 * (the store's own rule first, then the all-stores rule): coming back to a path already
 * passed, or more than MAX_HOPS redirects, is a loop. An absolute target ends the chain.
 */
function findLoop(all: Map<string, Map<string, string>>, rules: RedirectRule[]): RedirectRule | null {
  for (const rule of rules) {
    const stores = rule.store === "*" ? STORE_KEYS : [rule.store];
    for (const store of stores) {
      const lookup = (path: string) => all.get(store)?.get(path) ?? all.get("*")?.get(path);
      const seen = new Set([rule.sourcePath]);
      let target: string | undefined = rule.target;
      for (let hops = 0; target && targetKind(target) === "relative"; hops++) {
        const path = pathOf(target);
        if (!path) break;
        if (seen.has(path) || hops >= MAX_HOPS) return rule;
        seen.add(path);
        target = lookup(path);
      }
    }
  }
  return null;
}

/**
 * Saves rules (new, or replacing the rule of the same store and path) in one batch, with the
 * caller's `extra` statements (the back office's audit row).
 */
export async function saveRedirects(
  env: { DB: D1Database; KV: KVNamespace },
  input: RedirectRule[],
  now = Date.now(),
  extra: D1PreparedStatement[] = [],
  policy: TargetPolicy = SITE_ONLY,
): Promise<number> {
  const rules = input.map((rule) => checked(rule, policy));
  const loop = findLoop(await rulesWith(env.DB, rules), rules);
  if (loop) throw new RedirectRefused("loop", loop.sourcePath);
  if (!rules.length) return 0;
  await env.DB.batch(
    rules
      .map((rule) =>
        env.DB.prepare(
          `INSERT INTO redirects (store, source_path, target, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (store, source_path) DO UPDATE SET target = excluded.target, status = excluded.status, updated_at = excluded.updated_at`,
        ).bind(rule.store, rule.sourcePath, rule.target, rule.status, now, now),
      )
      .concat(extra),
  );
  await bumpVersion(env.KV);
  return rules.length;
}

/** Relative targets only: what the catalogue import writes. */
const SITE_ONLY: TargetPolicy = { ownHost: () => false, allowExternal: false };

export const saveRedirect = (env: { DB: D1Database; KV: KVNamespace }, rule: RedirectRule, now = Date.now(), policy = SITE_ONLY) =>
  saveRedirects(env, [rule], now, [], policy);

/** The rule saved for a store and path, as it is before a change (an audit row's "before"). */
export async function currentRedirect(db: D1Database, store: string, rawPath: string): Promise<RedirectRule | null> {
  const path = normalizeSourcePath(rawPath);
  if (!path) return null;
  const row = await db
    .prepare("SELECT store, source_path, target, status FROM redirects WHERE store = ? AND source_path = ?")
    .bind(store, path)
    .first<Row>();
  return row ? toRule(row) : null;
}

/** Deletes a rule; `extra` statements (an audit row) run in its batch, guarded by `changes() = 1` themselves. */
export async function deleteRedirect(
  env: { DB: D1Database; KV: KVNamespace },
  store: string,
  sourcePath: string,
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  const [result] = await env.DB.batch([
    env.DB.prepare("DELETE FROM redirects WHERE store = ? AND source_path = ?").bind(store, sourcePath),
    ...extra,
  ]);
  if (result.meta.changes) await bumpVersion(env.KV);
  return result.meta.changes > 0;
}

const toRule = (r: Row): RedirectRule => ({ store: r.store as RedirectRule["store"], sourcePath: r.source_path, target: r.target, status: r.status });

export async function listRedirects(db: D1Database): Promise<RedirectRule[]> {
  const { results } = await db.prepare("SELECT store, source_path, target, status FROM redirects ORDER BY store, source_path").all<Row>();
  return results.map(toRule);
}

/** The rules the back office lists, one page of them (its own page size); the table is small, so it is read whole. */
export async function redirectPage(db: D1Database, page: number): Promise<Paged<RedirectRule>> {
  const all = await listRedirects(db);
  const start = (page - 1) * REDIRECT_PAGE_SIZE;
  return {
    items: all.slice(start, start + REDIRECT_PAGE_SIZE),
    total: all.length,
    page,
    pageCount: Math.max(1, Math.ceil(all.length / REDIRECT_PAGE_SIZE)),
  };
}

const REDIRECT_PAGE_SIZE = 25;

/**
 * For the catalogue import: a merchant's old product URLs (`/products/{handle}`) to the new
 * product pages, 301, in the given store. The whole set is refused if any rule would loop.
 */
export function productRedirects(store: StoreKey, products: { handle: string; slug: string; productCode: string }[]): RedirectRule[] {
  return products.map((p) => ({
    store,
    sourcePath: `/products/${encodeURIComponent(p.handle)}`,
    target: pathTo("product", { slug: p.slug, product_code: p.productCode }),
    status: 301 as const,
  }));
}

async function bumpVersion(kv: KVNamespace) {
  const version = String(Date.now());
  await putVersionToken(kv, VERSION_KEY, version);
  // This isolate sees its own change at once; others within their memo time, as with KV's own cache.
  memo = { version, at: Date.now(), found: new Map() };
}

type Found = { target: string; status: RedirectStatus } | null;

/**
 * Per-isolate answers, keyed by store and path, under the redirect version they were read at.
 * An unknown path (every probe a bot sends) otherwise paid a KV read and an edge-cache lookup
 * before its kept 404 (docs/decisions/1306-kept-not-found-cost.md). The version itself is
 * trusted for VERSION_MEMO_MS, well inside the 60 s KV already caches it for.
 */
const VERSION_MEMO_MS = 10_000;
const MEMO_ENTRIES = 2_000;
/** Past this many rules an isolate does not hold every source path, and asks per path instead. */
const MAX_KNOWN_PATHS = 20_000;
let memo: { version: string; at: number; found: Map<string, Found>; paths?: Promise<Set<string> | null> } | null = null;

/**
 * Every rule's store and source path at this version, read once per isolate: a path no rule
 * names (a probe's made-up path) is answered without any lookup, whatever the path.
 */
function knownPaths(db: D1Database, version: string): Promise<Set<string> | null> {
  if (!memo || memo.version !== version) return Promise.resolve(null);
  memo.paths ??= db
    .prepare("SELECT store || source_path AS key FROM redirects LIMIT ?")
    .bind(MAX_KNOWN_PATHS + 1)
    .all<{ key: string }>()
    .then(({ results }) => (results.length > MAX_KNOWN_PATHS ? null : new Set(results.map((r) => r.key))))
    .catch(() => null);
  const pending = memo.paths;
  // A failed read is not kept: the next request asks again.
  void pending.then((paths) => {
    if (paths === null && memo?.paths === pending) memo.paths = undefined;
  });
  return pending;
}

async function redirectVersion(kv: KVNamespace, now: number): Promise<string> {
  if (memo && now - memo.at < VERSION_MEMO_MS) return memo.version;
  const version = (await kv.get(VERSION_KEY, { cacheTtl: 60 })) ?? "0";
  memo = memo?.version === version ? { ...memo, at: now } : { version, at: now, found: new Map() };
  return version;
}

function remember(version: string, key: string, found: Found) {
  if (!memo || memo.version !== version) return;
  // Bounded: a bot's endless unknown paths must not grow an isolate's memory.
  if (memo.found.size >= MEMO_ENTRIES) memo.found.clear();
  memo.found.set(key, found);
}

/** The rule for a path of a store (its own, else the all-stores one), through the edge cache. */
export async function findRedirect(env: { DB: D1Database; KV: KVNamespace }, store: StoreKey, rawPath: string): Promise<Found> {
  const path = normalizeSourcePath(rawPath);
  if (!path) return null;
  const version = await redirectVersion(env.KV, Date.now());
  const memoKey = `${store}${path}`;
  const known = memo?.version === version ? memo.found.get(memoKey) : undefined;
  if (known !== undefined) return known;
  const paths = await knownPaths(env.DB, version);
  if (paths && !paths.has(memoKey) && !paths.has(`*${path}`)) return null;
  const cache = edgeCache();
  const key = new Request(`https://redirects.cache/${version}/${store}${path}`);
  const kept = await cache?.match(key);
  if (kept) {
    const found = (await kept.json()) as Found;
    remember(version, memoKey, found);
    return found;
  }
  const row = await env.DB.prepare("SELECT target, status FROM redirects WHERE source_path = ? AND store IN (?, '*') ORDER BY store = '*' LIMIT 1")
    .bind(path, store)
    .first<{ target: string; status: RedirectStatus }>();
  const found = row ? { target: row.target, status: row.status } : null;
  remember(version, memoKey, found);
  await cache?.put(
    key,
    new Response(JSON.stringify(found), { headers: { "Cache-Control": `max-age=${CACHE_SECONDS}`, "Content-Type": "application/json" } }),
  );
  return found;
}
