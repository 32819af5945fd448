import { Hono, type Context } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { redirectDeleteBody, redirectListBody, redirectSaveBody } from "~/shared/schemas/admin";
import { STORE_KEYS, STORES } from "~/shared/stores";
import { isProduction, storeDomains } from "../../config";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { auditStatement } from "../../services/admin/audit";
import {
  currentRedirect,
  deleteRedirect,
  redirectPage,
  RedirectRefused,
  saveRedirects,
  type RedirectRefusal,
  type TargetPolicy,
} from "../../services/redirects";
import { allowed, withBody, refuseField, staffAction } from "./admin-helpers";

/** /api/admin/redirect/*: the route rules that redirect (docs/decisions/0804-redirects.md, 1304-redirect-targets.md). */
export const adminRedirectRoutes = new Hono<AppEnv>();

const REFUSALS: Record<RedirectRefusal, [string, string]> = {
  store: ["store", "Choose a store."],
  source: ["sourcePath", "The old path must start with one / and have no query."],
  target: ["target", "The target must be a path of the site (/…) or an http(s) URL."],
  status: ["status", "Choose 301 or 302."],
  sameAsSource: ["target", "A rule cannot send a path to itself."],
  loop: ["target", "This rule would make a redirect loop with the existing rules."],
  external: ["target", 'This URL is on another site. Only an owner can send visitors there, by ticking "Another site".'],
};

/** The shop's own hosts: each store's domain (as deployed), and locally the *.localhost names. */
function targetPolicy(c: Context<AppEnv>, external: boolean, role: string): TargetPolicy {
  const hosts = new Set(STORE_KEYS.map((key) => storeDomains(c.env)?.[key] ?? STORES[key].domain));
  const local = !isProduction(c.env);
  return {
    ownHost: (host) => hosts.has(host) || (local && (host === "localhost" || host.endsWith(".localhost"))),
    allowExternal: external && role === "owner",
  };
}

adminRedirectRoutes.post(
  "/redirect/list",
  allowed("redirects.view"),
  withBody(redirectListBody, async (c, body) => ok(c, await redirectPage(c.env.DB, body.page))),
);

adminRedirectRoutes.post(
  "/redirect/save",
  ...staffAction("redirects.edit", redirectSaveBody, async (c, body, actor) => {
    const { external, ...rule } = body;
    // The rule it replaces, if any, so the audit row says what the path led to before.
    const before = await currentRedirect(c.env.DB, rule.store, rule.sourcePath);
    const audit = auditStatement(c.env.DB, actor, {
      action: "redirect:save",
      subjectType: "redirect",
      subjectId: `${rule.store}${rule.sourcePath}`,
      before,
      after: external ? { ...rule, external } : rule,
    });
    try {
      await saveRedirects(c.env, [rule], Date.now(), [audit], targetPolicy(c, external, actor.role));
    } catch (error) {
      if (!(error instanceof RedirectRefused)) throw error;
      return refuseField(c, ...REFUSALS[error.reason]);
    }
    return ok(c, rule, "Redirect saved.");
  }),
);

adminRedirectRoutes.post(
  "/redirect/delete",
  ...staffAction("redirects.edit", redirectDeleteBody, async (c, body, actor) => {
    const before = (await currentRedirect(c.env.DB, body.store, body.sourcePath)) ?? body;
    const entry = { action: "redirect:delete", subjectType: "redirect", subjectId: `${body.store}${body.sourcePath}`, before, after: null };
    const audit = auditStatement(c.env.DB, actor, entry, Date.now(), { sql: "changes() = 1", values: [] });
    if (!(await deleteRedirect(c.env, body.store, body.sourcePath, [audit]))) return fail(c, API_CODE.notFound, "There is no such redirect.");
    return ok(c, body, "Redirect deleted.");
  }),
);
