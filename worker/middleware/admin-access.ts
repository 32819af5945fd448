import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { can, screenPermission } from "~/shared/admin-roles";
import { API_CODE } from "~/shared/api-envelope";
import { isDevelopment } from "../config";
import type { AppEnv } from "../env";
import { fail } from "../http";
import { accessSettings, verifyAccessJwt } from "../services/admin/access-jwt";
import { activeStaff, staffOfSession, type StaffMember } from "../services/admin/staff";
import { openStaffToken, rememberStaff, STAFF_COOKIE } from "../services/admin/staff-session";

type C = Context<AppEnv>;
const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

/** The local sign-in (its page and its call): reachable without a staff member, and only outside production. */
const isSignIn = (path: string, isApi: boolean) => (isApi ? path.endsWith("/admin/signIn") : path.replace(/\/+$/, "") === "/admin/login");

/**
 * Who is asking. A Cloudflare Access assertion wins whenever one is sent; production accepts
 * nothing else, and without ACCESS_TEAM_DOMAIN and ACCESS_AUD it accepts no one (fail closed).
 * Locally (ENVIRONMENT local/development only) the staff cookie of the sign-in page also works.
 */
export async function identify(c: C): Promise<StaffMember | null> {
  const settings = accessSettings(c.env);
  const assertion = c.req.header(ACCESS_HEADER);
  if (assertion || !isDevelopment(c.env)) {
    if (!settings) return null;
    const verdict = await verifyAccessJwt(assertion, settings);
    if (!verdict.ok) {
      console.warn("Back office: Access assertion refused", verdict.reason);
      return null;
    }
    return activeStaff(c.env.DB, verdict.email);
  }
  const session = await openStaffToken(c.env, getCookie(c, STAFF_COOKIE));
  return session ? staffOfSession(c.env.DB, session.sessionId, session.staffId) : null;
}

/** Nothing of the back office: a bare 403 that names no screen. */
const forbidden = (c: C, isApi: boolean, message = "Forbidden") =>
  isApi
    ? fail(c, API_CODE.forbidden, message)
    : c.html(`<!doctype html><meta charset="utf-8"><title>Forbidden</title><h1>403 Forbidden</h1><p>${message}</p>`, 403);

/**
 * Guards /admin pages and /api/admin calls: a staff member, a role that may open the screen,
 * and answers that are never stored anywhere nor indexed. The shop's CSP and same-origin
 * check apply as on every other answer (app.ts).
 */
export function adminAccess(kind: "page" | "api"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const isApi = kind === "api";
    const path = new URL(c.req.url).pathname;
    const staff = await identify(c);
    if (staff) {
      c.set("staff", staff);
      rememberStaff(c.var.ctx, staff);
      const needed = isApi ? null : screenPermission(path);
      if (needed && !can(staff.role, needed)) return privately(forbidden(c, false, `The ${staff.role} role cannot open this screen.`));
      await next();
    } else if (isDevelopment(c.env) && !c.req.header(ACCESS_HEADER)) {
      if (isSignIn(path, isApi)) await next();
      else if (isApi) return privately(fail(c, API_CODE.signInRequired, "Please sign in to the back office."));
      else return privately(c.redirect(`/admin/login?next=${encodeURIComponent(path)}`, 302));
    } else {
      return privately(forbidden(c, isApi));
    }
    c.res = privately(c.res);
  };
}

function privately(response: Response): Response {
  const out = new Response(response.body, response);
  out.headers.set("Cache-Control", "no-store");
  out.headers.set("X-Robots-Tag", "noindex, nofollow");
  return out;
}
