import type { MiddlewareHandler } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import type { AppEnv } from "../env";
import { fail } from "../http";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard for state-changing calls: a browser always sends Origin (or Sec-Fetch-Site)
 * with them, and it must be this very host. Server-to-server callers send neither.
 */
export function sameOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const host = new URL(c.req.url).host;
    let foreign = false;
    if (origin && origin !== "null") {
      try {
        foreign = new URL(origin).host !== host;
      } catch {
        foreign = true;
      }
    } else if (origin === "null" || c.req.header("Sec-Fetch-Site") === "cross-site") {
      foreign = true;
    }
    if (foreign) return fail(c, API_CODE.forbidden, "Cross-site request refused");
    return next();
  };
}
