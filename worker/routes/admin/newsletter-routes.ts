import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { newsletterExportQuery, newsletterListBody, newsletterRemoveBody } from "~/shared/schemas/admin-newsletter";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { auditStatement } from "../../services/admin/audit";
import { listSubscribers, removeSubscriber, subscriberChunks } from "../../services/newsletter/admin";
import { newsletterCsv } from "../../services/newsletter/admin-csv";
import { actorOf, allowed, withQuery, staffAction, staffRead } from "./admin-helpers";

/** /api/admin/newsletter/*: the subscribers list, its CSV export and forgetting an address (docs/decisions/0820-newsletter-staff.md). */
export const adminNewsletterRoutes = new Hono<AppEnv>();

adminNewsletterRoutes.post("/newsletter/list", ...staffRead("newsletter.view", newsletterListBody, listSubscribers));

/** GET, so a link downloads it: ?store=uk&language=en&q=… (the screen's filter). */
adminNewsletterRoutes.get(
  "/newsletter/export",
  allowed("newsletter.export"),
  withQuery(newsletterExportQuery, async (c, filter) => {
    // Who took a copy of the addresses, and which part of the list, before the first byte leaves.
    const entry = { action: "newsletter:export", subjectType: "newsletter", subjectId: filter.store ?? "all", before: null, after: filter };
    await auditStatement(c.env.DB, actorOf(c), entry).run();
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
