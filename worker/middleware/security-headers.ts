import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { isLocalHost } from "../config";

/**
 * Headers for every answer, and for HTML a CSP whose scripts must carry this request's
 * nonce. Vite's dev server injects inline scripts of its own, so development gets no CSP.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    const local = isLocalHost((c.var.ctx?.url ?? new URL(c.req.url)).hostname);
    if (!local) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (!(headers.get("Content-Type") ?? "").includes("text/html")) return;
    headers.set("X-Frame-Options", "DENY");
    if (c.env.ENVIRONMENT === "development") return;
    // A page answered from the shared page cache is the same bytes for everybody: no nonce in
    // it, its inline scripts allowed by hash (routes/pages/page-delivery.ts).
    const hashes = c.get("cspScriptSources");
    headers.set("Content-Security-Policy", hashes ? hashedPolicy(hashes) : policy(`'nonce-${c.get("ctx")?.nonce}'`));
  };
}

const policy = (scripts: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/** A kept page's hashes are the same array on every hit: its policy is written once. */
const hashedPolicies = new WeakMap<string[], string>();

function hashedPolicy(hashes: string[]): string {
  let found = hashedPolicies.get(hashes);
  if (found === undefined) hashedPolicies.set(hashes, (found = policy(hashes.join(" "))));
  return found;
}
