import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { isLocalHost } from "../config";

export interface SecurityHeaderOptions {
  /** localhost and friends get no HSTS. */
  local: boolean;
  html: boolean;
  /** Vite's dev server injects inline scripts of its own: development gets no CSP. */
  development: boolean;
  /** CSP sources of the page's scripts besides 'self': `'nonce-…'`, or hashes. */
  scriptSources: string;
}

/** The security headers of an answer; for HTML with a CSP and no framing. */
export function securityHeaderList({ local, html, development, scriptSources }: SecurityHeaderOptions): [string, string][] {
  const list: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ];
  if (!local) list.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  if (!html) return list;
  list.push(["X-Frame-Options", "DENY"]);
  if (development) return list;
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  list.push(["Content-Security-Policy", policy.join("; ")]);
  return list;
}

/**
 * Headers for every answer, and for HTML a CSP whose scripts must carry this request's
 * nonce. A page answered from the shared page cache brings its own (made once per kept
 * page, its scripts allowed by hash: routes/page-delivery.ts).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get("securityHeadersSet")) return;
    const headers = c.res.headers;
    const list = securityHeaderList({
      local: isLocalHost(new URL(c.req.url).hostname),
      html: (headers.get("Content-Type") ?? "").includes("text/html"),
      development: c.env.ENVIRONMENT === "development",
      scriptSources: `'nonce-${c.get("ctx")?.nonce}'`,
    });
    for (const [name, value] of list) headers.set(name, value);
  };
}
