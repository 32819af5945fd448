import type { PageTitleRow } from "~/shared/admin-types";
import { pageTitleListBody } from "~/shared/schemas/admin-seo";
import { listPageTitles } from "~/worker/services/admin/page-titles";
import { adminStoreListLoader, type StoreListData } from "./admin-store-list-loader.server";

export type AdminSeoData = StoreListData<PageTitleRow>;

/** The page titles the URL's filter asks for, read with the screen and again after each change. */
export const adminSeoLoader = adminStoreListLoader("Page titles", "seo.view", pageTitleListBody, listPageTitles);
