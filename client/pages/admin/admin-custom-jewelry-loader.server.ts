import type { CustomRequestSummary, CustomRequestView } from "~/shared/custom-request-types";
import { customListBody, requestNumberField } from "~/shared/schemas/custom-request";
import { z } from "zod";
import { listCustomRequests } from "~/worker/services/custom-jewelry/admin-requests";
import { findRequestByNumber, requestView } from "~/worker/services/custom-jewelry/requests-store";
import type { ListFilter } from "./admin-list-query.server";
import { recordQuery } from "./admin-list-query.server";
import { adminScreenLoader, readList, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The request list's filter, as the URL names it. */
const REQUEST_FILTER = ["status", "store", "q"] as const;
export type RequestFilter = ListFilter<(typeof REQUEST_FILTER)[number]>;

export type AdminCustomJewelryData = AdminPageData &
  AdminListData<(typeof REQUEST_FILTER)[number], CustomRequestSummary> & {
    /** The request the URL opens (`?number=`), or "" for the list. */
    number: string;
    request: { record: CustomRequestView | null; error: string | null } | null;
  };

/** The requests, or the one `?number=` opens with its steps, read with the screen and again after each step. */
export const adminCustomJewelryLoader = adminScreenLoader(
  "Custom jewelry",
  "customRequests.view",
  async (args): Promise<Omit<AdminCustomJewelryData, keyof AdminPageData>> => {
    const number = args.url.searchParams.get("number") ?? "";
    const db = args.context.env.DB;
    if (!number) {
      return {
        number,
        request: null,
        ...(await readList(args, { schema: customListBody, fields: REQUEST_FILTER }, (_, body) => listCustomRequests(db, body))),
      };
    }
    const request = await recordQuery(
      z.strictObject({ requestNumber: requestNumberField }),
      { requestNumber: number },
      async (b) => {
        const row = await findRequestByNumber(db, b.requestNumber);
        return row ? requestView(db, row) : null;
      },
      "There is no custom request with this number.",
    );
    return { number, request, filter: { status: "", store: "", q: "" }, list: null, error: null };
  },
);
