import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { newsletterExportBody, newsletterListBody, newsletterRemoveBody } from "~/shared/schemas/admin-newsletter";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { auditNewsletterLook, removeSubscriber, subscriberChunks, viewSubscribers } from "../../services/newsletter/admin";
import { newsletterCsv } from "../../services/newsletter/admin-csv";
import { actorOf, allowed, staffAction, withBody } from "./admin-helpers";

/** /api/admin/newsletter/*: the subscribers list, its CSV export and forgetting an address (docs/decisions/0820-newsletter-staff.md). */
export const adminNewsletterRoutes = new Hono<AppEnv>();

adminNewsletterRoutes.post(
  "/newsletter/list",
  allowed("newsletter.view"),
  withBody(newsletterListBody, async (c, body) => ok(c, await viewSubscribers(c.env.DB, actorOf(c), body))),
);

/**
 * A POST with the screen's filter, never a link: a link can be followed by anything that sees it
 * (a prefetch, an extension, a shared history), and each copy taken is an audit row.
 */
adminNewsletterRoutes.post(
  "/newsletter/export",
  allowed("newsletter.export"),
  withBody(newsletterExportBody, async (c, filter) => {
    await auditNewsletterLook(c.env.DB, actorOf(c), "newsletter:export", filter);
    const name = ["newsletter", filter.store, filter.language].filter(Boolean).join("-");
    return new Response(newsletterCsv(subscriberChunks(c.env.DB, filter)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  }),
);

adminNewsletterRoutes.post(
  "/newsletter/remove",
  ...staffAction("newsletter.edit", newsletterRemoveBody, async (c, body, actor) => {
    const removed = await removeSubscriber(c.env.DB, actor, body.email);
    if (!removed) return fail(c, API_CODE.notFound, "This address is not on the newsletter list.");
    return ok(c, { email: removed.email }, `${removed.email} was removed from the newsletter.`);
  }),
);
