import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { pageTitleKeyBody, pageTitleListBody, pageTitleSaveBody } from "~/shared/schemas/admin-seo";
import type { AppEnv } from "../../env";
import { fail, ok } from "../../http";
import { createPageTitle, deletePageTitle, listPageTitles, updatePageTitle } from "../../services/admin/page-titles";
import { allowed, storeOrigins, withBody, refuseField, staffAction } from "./admin-helpers";

/** /api/admin/seo/*: the pages' own titles and descriptions (docs/decisions/0830-page-titles.md). */
export const adminSeoRoutes = new Hono<AppEnv>();

const NO_ROW = "This page has no title of its own in that store and language.";

adminSeoRoutes.post(
  "/seo/list",
  allowed("seo.view"),
  withBody(pageTitleListBody, async (c, filter) => ok(c, { ...(await listPageTitles(c.env.DB, filter)), origins: storeOrigins(c) })),
);

adminSeoRoutes.post(
  "/seo/create",
  ...staffAction("seo.edit", pageTitleSaveBody, async (c, body, actor) => {
    const saved = await createPageTitle(c.env, actor, body);
    if (saved === "exists")
      return refuseField(c, "routePath", "This page already has its own title in that store and language: edit that row instead.");
    return ok(c, saved, "Page title saved.");
  }),
);

adminSeoRoutes.post(
  "/seo/update",
  ...staffAction("seo.edit", pageTitleSaveBody, async (c, body, actor) => {
    const saved = await updatePageTitle(c.env, actor, body);
    return saved ? ok(c, saved, "Page title saved.") : fail(c, API_CODE.notFound, NO_ROW);
  }),
);

adminSeoRoutes.post(
  "/seo/delete",
  ...staffAction("seo.edit", pageTitleKeyBody, async (c, key, actor) => {
    const deleted = await deletePageTitle(c.env, actor, key);
    return deleted ? ok(c, deleted, "Page title deleted: the page shows its own again.") : fail(c, API_CODE.notFound, NO_ROW);
  }),
);
