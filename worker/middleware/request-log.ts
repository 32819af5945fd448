import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { matchUrl } from "~/shared/url-scheme";
import type { AppEnv } from "../env";
import { logRequest, requestIdFor } from "../services/operate/log";

/**
 * First in the chain: gives the request its id (`X-Request-Id` on the answer, `ctx.requestId`
 * for pages and errors) and writes its log line when the answer is ready. The line names the
 * route pattern, not the path: paths and queries can hold a shopper's email or order number.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const requestId = requestIdFor(c.req.raw.headers);
    c.set("requestId", requestId);
    try {
      await next();
    } finally {
      c.res.headers.set("X-Request-Id", requestId);
      logRequest({
        requestId,
        store: c.var.ctx?.store.key ?? null,
        method: c.req.method,
        route: routeOf(c),
        status: c.res.status,
        ms: Date.now() - started,
        cache: c.res.headers.get("X-Page-Cache"),
      });
    }
  };
}

/** The pattern Hono matched; for the pages' catch-all, the page the URL table found. */
function routeOf(c: Context<AppEnv>): string {
  // After the chain, the route index is the handler that answered (the last one dispatched).
  const pattern = routePath(c);
  if (pattern !== "*" && pattern !== "/*") return pattern;
  const url = new URL(c.req.url);
  const found = matchUrl(url.pathname, url.searchParams, { production: c.var.ctx?.production ?? true });
  return found.kind === "unknown" ? "page:unknown" : `page:${found.id}`;
}
