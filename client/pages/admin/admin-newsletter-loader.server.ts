import type { NewsletterList, NewsletterSubscriber } from "~/shared/admin-types";
import { newsletterListBody } from "~/shared/schemas/admin-newsletter";
import { viewSubscribers } from "~/worker/services/newsletter/admin";
import { adminScreenLoader, readList, type AdminListData, type AdminPageData } from "./admin-loader.server";
import { STORE_FILTER } from "./admin-store-list-loader.server";

export type AdminNewsletterData = AdminPageData & AdminListData<(typeof STORE_FILTER)[number], NewsletterSubscriber, NewsletterList>;

/** The subscribers the URL's filter asks for, with the per-store totals; each look is an audit row, as through the list API. */
export const adminNewsletterLoader = adminScreenLoader("Newsletter", "newsletter.view", (args, staff) =>
  readList(args, { schema: newsletterListBody, fields: STORE_FILTER }, ({ context }, body) => viewSubscribers(context.env.DB, staff, body)),
);
