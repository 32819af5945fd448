import type { CustomRequestSummary, CustomRequestView } from "~/shared/custom-request-types";
import { customListBody, requestNumberField } from "~/shared/schemas/custom-request";
import { z } from "zod";
import { listCustomRequests } from "~/worker/services/custom-jewelry/admin-requests";
import { findRequestByNumber, requestView } from "~/worker/services/custom-jewelry/requests-store";
import type { ListFilter } from "./admin-list-query.server";
import { recordQuery } from "./admin-list-query.server";
import { adminScreenLoader, listOrRecord, type AdminPageData, type ListOrRecord } from "./admin-loader.server";

/** The request list's filter, as the URL names it. */
const REQUEST_FILTER = ["status", "store", "q"] as const;
export type RequestFilter = ListFilter<(typeof REQUEST_FILTER)[number]>;

export type AdminCustomJewelryData = AdminPageData & ListOrRecord<(typeof REQUEST_FILTER)[number], CustomRequestSummary, CustomRequestView>;

const requestNumberBody = z.strictObject({ requestNumber: requestNumberField });

/** The requests, or the one `?number=` opens with its steps, read with the screen and again after each step. */
export const adminCustomJewelryLoader = adminScreenLoader("Custom jewelry", "customRequests.view", (args) => {
  const db = args.context.env.DB;
  const view = async (requestNumber: string) => {
    const row = await findRequestByNumber(db, requestNumber);
    return row ? requestView(db, row) : null;
  };
  return listOrRecord(
    args,
    "number",
    { schema: customListBody, fields: REQUEST_FILTER, read: (body) => listCustomRequests(db, body) },
    (requestNumber) =>
      recordQuery(requestNumberBody, { requestNumber }, (b) => view(b.requestNumber), "There is no custom request with this number."),
  );
});
