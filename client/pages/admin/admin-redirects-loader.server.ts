import { redirectListBody } from "~/shared/schemas/admin";
import { redirectPage, type RedirectRule } from "~/worker/services/redirects";
import { adminListLoader, type AdminListData, type AdminPageData } from "./admin-loader.server";

export type AdminRedirectsData = AdminPageData & AdminListData<never, RedirectRule>;

/** The redirect rules, one page (`?page=2`) read with the screen and again after each change. */
export const adminRedirectsLoader = adminListLoader("Redirects", "redirects.view", { schema: redirectListBody, fields: [] }, ({ context }, body) =>
  redirectPage(context.env.DB, body.page),
);
