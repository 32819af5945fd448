import { STORE_KEYS, STORES, type StoreKey } from "../shared/stores.ts";

/** A Workers custom domain: Cloudflare creates its DNS record and certificate on deploy. */
export interface CustomDomainRoute {
  pattern: string;
  custom_domain: true;
}

const HOST_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * The one place the stores' hosts come from is STORE_DOMAINS (JSON, store → host), falling back
 * to each store's default host in shared/stores.ts; the worker reads the same value to pick the
 * store (worker/config.ts). The production build turns it into the custom domains it deploys, so
 * the config never lists hosts a second time. Unlike the worker, which ignores a malformed value
 * at run time, the build refuses one: a deploy must not go out with hosts nobody meant.
 */
export function storeRoutes(storeDomains: string | undefined): CustomDomainRoute[] {
  let configured: Record<string, unknown> = {};
  if (storeDomains?.trim()) {
    try {
      configured = JSON.parse(storeDomains) as Record<string, unknown>;
    } catch {
      throw new Error('STORE_DOMAINS is not valid JSON: expected {"us":"www.example.com", …}');
    }
    if (!configured || typeof configured !== "object" || Array.isArray(configured)) {
      throw new Error("STORE_DOMAINS must be a JSON object of store → host");
    }
  }
  for (const key of Object.keys(configured)) {
    if (!(STORE_KEYS as readonly string[]).includes(key)) {
      throw new Error(`STORE_DOMAINS names an unknown store "${key}" (stores: ${STORE_KEYS.join(", ")})`);
    }
  }
  const hosts = STORE_KEYS.map((key: StoreKey) => {
    const host = Object.hasOwn(configured, key) ? configured[key] : STORES[key].domain;
    if (typeof host !== "string" || !HOST_RE.test(host)) {
      throw new Error(`STORE_DOMAINS: the host of "${key}" must be a lower-case host name, got ${JSON.stringify(host)}`);
    }
    return host;
  });
  const repeated = hosts.find((host, index) => hosts.indexOf(host) !== index);
  if (repeated) throw new Error(`STORE_DOMAINS: ${repeated} is given to two stores`);
  return hosts.map((pattern) => ({ pattern, custom_domain: true }));
}
