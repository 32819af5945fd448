import type { Context, MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { COOKIE } from "~/shared/cookies";
import { isProduction } from "../config";
import type { AppEnv } from "../env";
import { RequestDatabase, type SessionStart, type TripDelays } from "../services/d1/request-database";
import { sessionStart } from "./d1-session-start";
import { cookieOptions } from "./request-context";

/** D1's bookmark shape; anything else a visitor sends is ignored rather than handed to D1. */
const BOOKMARK_RE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
/** Replicas catch up in seconds; an older bookmark asks for nothing any replica lacks. */
const BOOKMARK_SECONDS = 60 * 60;

/**
 * Every request runs its D1 work in one D1 session: `c.env.DB` becomes the request's
 * session (worker/services/d1/request-database.ts), started where `sessionStart` says. A
 * request that wrote hands its bookmark to the browser (he-d1b), and the next request starts
 * no older than it: the shopper reads their own writes from any replica.
 * docs/decisions/1340-d1-sessions.md.
 */
export function d1Session(apiBase: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const production = isProduction(c.env);
    const sent = getCookie(c, COOKIE.d1Bookmark);
    const bookmark = sent && BOOKMARK_RE.test(sent) ? sent : undefined;
    const kind = sessionStart(c.req.method, new URL(c.req.url).pathname, apiBase);
    const start: SessionStart = kind === "primary" ? "first-primary" : bookmark ? { bookmark } : "first-unconstrained";
    const db = new RequestDatabase(c.env.DB, start, production ? undefined : tripDelays(c.req.header(DELAY_HEADER)));
    // A copy per request: the bindings object is shared by every request of the isolate.
    c.env = { ...c.env, DB: db };
    await next();

    const latest = db.wrote ? db.bookmark() : null;
    if (latest && latest !== bookmark) {
      appendHeader(c, "Set-Cookie", generateCookie(COOKIE.d1Bookmark, latest, { ...cookieOptions(c), httpOnly: true, maxAge: BOOKMARK_SECONDS }));
    }
    if (!production) appendHeader(c, "Server-Timing", db.trips.serverTiming());
  };
}

/**
 * Adds a header to the answer as it is: Hono's own `c.header` would copy every finished
 * response (and a kept page's pre-compressed body with it); only an immutable one (from a
 * fetch or the cache) is copied.
 */
function appendHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.append(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.append(name, value);
    c.res = copy;
  }
}

/**
 * Outside production only, `X-D1-Trip-Delay: 5,150` makes this request wait 5 ms per D1 round
 * trip to a replica and 150 ms per trip to the primary: `npm run bench`'s far shopper.
 */
const DELAY_HEADER = "X-D1-Trip-Delay";
const MAX_DELAY_MS = 1000;

function tripDelays(header: string | undefined): TripDelays | undefined {
  if (!header) return undefined;
  const [replica, primary] = header.split(",").map(Number);
  const valid = (ms: number) => Number.isFinite(ms) && ms >= 0 && ms <= MAX_DELAY_MS;
  if (!valid(replica) || !valid(primary)) return undefined;
  return { replica, primary };
}
