import { isEmail } from "~/shared/schemas/email";
import { STORE_KEYS, STORES, type StoreKey } from "~/shared/stores";
import type { Env } from "./env";

const DEV_SECRET = "local-development-secret-change-me-0123456789";

/**
 * Development behaviour (the committed dev secret, the KV mail outbox, `/ui-kit`, the sandbox
 * payment provider, providers' test endpoints) is opt-in: only an explicit ENVIRONMENT of
 * `local` or `development` gets it. Anything else — missing, `staging`, a typo — is production.
 */
export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "local" || env.ENVIRONMENT === "development";
}

export function isProduction(env: Pick<Env, "ENVIRONMENT">): boolean {
  return !isDevelopment(env);
}

/** Shorter than this, APP_SECRET is guessable by brute force; the HMAC key should be ≥ 256 bits. */
const MIN_SECRET_BYTES = 32;

/**
 * Why APP_SECRET cannot key tokens, or null when it can. Production also refuses the
 * committed dev secret: it is public, so a token it signs is forgeable by anybody.
 */
export function secretProblem(env: Pick<Env, "APP_SECRET" | "ENVIRONMENT">): string | null {
  const secret = env.APP_SECRET;
  if (!secret) return "APP_SECRET is not set";
  if (new TextEncoder().encode(secret).length < MIN_SECRET_BYTES) return `APP_SECRET is shorter than ${MIN_SECRET_BYTES} bytes`;
  if (secret === DEV_SECRET && isProduction(env)) return "APP_SECRET is the public development secret";
  return null;
}

/**
 * APP_SECRET keys the session token. Only development on a localhost host may fall back to
 * the committed dev secret; everywhere else the fail-closed guard (middleware/fail-closed.ts)
 * answers 503 before anything signs a token (docs/decisions/0007-production-and-development.md).
 */
export function appSecret(env: Env): string {
  const problem = secretProblem(env);
  if (!problem) return env.APP_SECRET as string;
  if (isDevelopment(env)) return DEV_SECRET;
  throw new Error(problem);
}

export function apiPrefix(env: Env): string {
  const prefix = env.API_PREFIX || "/api/";
  return prefix.endsWith("/") ? prefix : `${prefix}/`;
}

const storeMaps = new Map<(value: string) => boolean, Map<string, Partial<Record<StoreKey, string>>>>();

/**
 * A var holding JSON `{ "store": "value", … }`, parsed once per value: the entries that name a
 * known store with a value `accept` takes. A malformed value names no store; an entry that is
 * not accepted leaves its store to the default.
 */
function storeMap(raw: string, accept: (value: string) => boolean): Partial<Record<StoreKey, string>> {
  let cache = storeMaps.get(accept);
  if (!cache) storeMaps.set(accept, (cache = new Map()));
  let map = cache.get(raw);
  if (!map) {
    map = {};
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        for (const key of STORE_KEYS) {
          const value = Object.hasOwn(parsed, key) ? (parsed as Record<string, unknown>)[key] : undefined;
          if (typeof value === "string" && accept(value.trim())) map[key] = value.trim();
        }
      }
    } catch {
      // Malformed JSON: every store keeps its default.
    }
    cache.set(raw, map);
  }
  return map;
}

const anyHost = (value: string) => value.length > 0;

/** STORE_DOMAINS is JSON `{ "us": "www.example.com", … }` (checked at build time, build-tools/store-routes.ts). */
export function storeDomains(env: Env): Partial<Record<StoreKey, string>> | undefined {
  return env.STORE_DOMAINS ? storeMap(env.STORE_DOMAINS, anyHost) : undefined;
}

/**
 * Where a store's merchant digests go: STORE_CONTACTS (JSON `{ "de": "orders@example.de", … }`,
 * set by the operator without a code change), else the store's `contactEmail` in
 * shared/stores.ts. A malformed value, an unknown store or an entry that is no email address
 * is ignored for its store, which keeps its default (docs/decisions/1100-deploy-and-operate.md).
 */
export function storeContact(env: Pick<Env, "STORE_CONTACTS">, store: StoreKey): string {
  return storeMap(env.STORE_CONTACTS ?? "", isEmail)[store] ?? STORES[store].contactEmail;
}

export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
}
