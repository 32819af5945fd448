import type { StoreKey } from "~/shared/stores";
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

/** APP_SECRET keys the session token. Production must set it; locally a default keeps `npm start` one step. */
export function appSecret(env: Env): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (isProduction(env)) throw new Error("APP_SECRET is not set");
  return DEV_SECRET;
}

export function apiPrefix(env: Env): string {
  const prefix = env.API_PREFIX || "/api/";
  return prefix.endsWith("/") ? prefix : `${prefix}/`;
}

const domainCache = new Map<string, Partial<Record<StoreKey, string>>>();

/** STORE_DOMAINS is JSON `{ "us": "www.example.com", … }`; a malformed value is ignored. */
export function storeDomains(env: Env): Partial<Record<StoreKey, string>> | undefined {
  const raw = env.STORE_DOMAINS;
  if (!raw) return undefined;
  let parsed = domainCache.get(raw);
  if (!parsed) {
    try {
      parsed = JSON.parse(raw) as Partial<Record<StoreKey, string>>;
    } catch {
      parsed = {};
    }
    domainCache.set(raw, parsed);
  }
  return parsed;
}

export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
}
