import { isProduction } from "../../config";
import type { Env } from "../../env";
import { providerReply, type PaymentProvider } from "./provider";

/**
 * What the real providers' adapters share to reach their APIs: building an adapter only where it
 * is configured, the API's base URL, one JSON call with the shop's error for an unavailable
 * provider, and access tokens kept per isolate. Signatures and verdicts stay each adapter's own.
 */

/** An adapter factory for registry.ts: the adapter when its configuration is there, else null. */
export function whenConfigured<C>(configOf: (env: Env) => C | null, build: (config: C) => PaymentProvider): (env: Env) => PaymentProvider | null {
  return (env) => {
    const config = configOf(env);
    return config ? build(config) : null;
  };
}

/** The environment's text settings (credentials, hosts). */
type TextSetting = { [K in keyof Env]-?: Env[K] extends string | undefined ? K : never }[keyof Env];

/**
 * The settings an adapter cannot work without, under the adapter's own names; null when any is
 * missing or empty, and then the adapter is not configured (whenConfigured).
 */
export function requiredSettings<K extends string>(env: Env, names: Record<K, TextSetting>): Record<K, string> | null {
  const settings = {} as Record<K, string>;
  for (const [key, name] of Object.entries(names) as [K, TextSetting][]) {
    const value = env[name];
    if (!value) return null;
    settings[key] = value;
  }
  return settings;
}

/** How a provider's API names itself in errors, and the error its adapter throws when it is unavailable. */
export interface ProviderApi {
  base: string;
  name: string;
  Unavailable: new (message: string) => Error;
}

/**
 * The API of a provider with a live and a sandbox host: the configured base (tests, a live
 * account's own host), else the live host in production and the sandbox elsewhere.
 */
export function liveOrSandbox(
  env: Env,
  name: string,
  Unavailable: ProviderApi["Unavailable"],
  configured: string | undefined,
  hosts: { live: string; sandbox: string },
): ProviderApi {
  return { name, Unavailable, base: (configured || (isProduction(env) ? hosts.live : hosts.sandbox)).replace(/\/$/, "") };
}

/** One call to a provider's API, answered as `providerReply` reads it: a 5xx throws `Unavailable` naming the path. */
export async function callApi(api: ProviderApi, method: string, path: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(`${api.base}${path}`, { method, headers, body });
  return providerReply(response, () => new api.Unavailable(`${api.name} ${path}: ${response.status}`));
}

/** A JSON request body, or none. */
export const jsonBody = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

// Access tokens live for an hour or more; one per isolate and account, renewed a minute before they end.
const tokens = new Map<string, { token: string; until: number }>();

/** The account's access token from the cache, else fetched (`expiresAt` in ms since the epoch) and kept. */
export async function cachedToken(account: string, fetchToken: () => Promise<{ token: string; expiresAt: number }>): Promise<string> {
  const cached = tokens.get(account);
  if (cached && cached.until > Date.now()) return cached.token;
  const { token, expiresAt } = await fetchToken();
  tokens.set(account, { token, until: expiresAt - 60_000 });
  return token;
}
