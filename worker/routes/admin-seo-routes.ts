import { Hono } from "hono";
import { API_CODE } from "~/shared/api-envelope";
import { pageTitleKeyBody, pageTitleListBody, pageTitleSaveBody } from "~/shared/schemas/admin-seo";
import type { AppEnv } from "../env";
import { fail, ok } from "../http";
import { createPageTitle, deletePageTitle, listPageTitles, updatePageTitle } from "../services/admin/page-titles";
import { actorOf, allowed, storeOrigins, withBody, refuseField } from "./admin-helpers";

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
  allowed("seo.edit"),
  withBody(pageTitleSaveBody, async (c, body) => {
    const saved = await createPageTitle(c.env, actorOf(c), body);
    if (saved === "exists")
      return refuseField(c, "routePath", "This page already has its own title in that store and language: edit that row instead.");
    return ok(c, saved, "Page title saved.");
  }),
);

adminSeoRoutes.post(
  "/seo/update",
  allowed("seo.edit"),
  withBody(pageTitleSaveBody, async (c, body) => {
    const saved = await updatePageTitle(c.env, actorOf(c), body);
    return saved ? ok(c, saved, "Page title saved.") : fail(c, API_CODE.notFound, NO_ROW);
  }),
);

adminSeoRoutes.post(
  "/seo/delete",
  allowed("seo.edit"),
  withBody(pageTitleKeyBody, async (c, key) => {
    const deleted = await deletePageTitle(c.env, actorOf(c), key);
    return deleted ? ok(c, deleted, "Page title deleted: the page shows its own again.") : fail(c, API_CODE.notFound, NO_ROW);
  }),
);
