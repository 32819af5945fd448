import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { redirectDeleteBody, redirectListBody, redirectSaveBody } from "~/shared/schemas/admin";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { auditStatement } from "../../services/admin/audit";
import { deleteRedirect, listRedirects, RedirectRefused, saveRedirects, type RedirectRefusal } from "../../services/redirects";
import { allowed, withBody, refuseField, staffAction } from "./admin-helpers";

/** /api/admin/redirect/*: the route rules that redirect (docs/decisions/0804-redirects.md). */
export const adminRedirectRoutes = new Hono<AppEnv>();

const PAGE_SIZE = 25;

const REFUSALS: Record<RedirectRefusal, [string, string]> = {
  store: ["store", "Choose a store."],
  source: ["sourcePath", "The old path must start with one / and have no query."],
  target: ["target", "The target must be a path of the site (/…) or an http(s) URL."],
  status: ["status", "Choose 301 or 302."],
  sameAsSource: ["target", "A rule cannot send a path to itself."],
  loop: ["target", "This rule would make a redirect loop with the existing rules."],
};

adminRedirectRoutes.post(
  "/redirect/list",
  allowed("redirects.view"),
  withBody(redirectListBody, async (c, body) => {
    const all = await listRedirects(c.env.DB);
    const start = (body.page - 1) * PAGE_SIZE;
    return ok(c, {
      items: all.slice(start, start + PAGE_SIZE),
      total: all.length,
      page: body.page,
      pageCount: Math.max(1, Math.ceil(all.length / PAGE_SIZE)),
    });
  }),
);

adminRedirectRoutes.post(
  "/redirect/save",
  ...staffAction("redirects.edit", redirectSaveBody, async (c, rule, actor) => {
    const audit = auditStatement(c.env.DB, actor, {
      action: "redirect:save",
      subjectType: "redirect",
      subjectId: `${rule.store}${rule.sourcePath}`,
      before: null,
      after: rule,
    });
    try {
      await saveRedirects(c.env, [rule], Date.now(), [audit]);
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
    const entry = { action: "redirect:delete", subjectType: "redirect", subjectId: `${body.store}${body.sourcePath}`, before: body, after: null };
    const audit = auditStatement(c.env.DB, actor, entry, Date.now(), { sql: "changes() = 1", values: [] });
    if (!(await deleteRedirect(c.env, body.store, body.sourcePath, [audit]))) return fail(c, API_CODE.notFound, "There is no such redirect.");
    return ok(c, body, "Redirect deleted.");
  }),
);
