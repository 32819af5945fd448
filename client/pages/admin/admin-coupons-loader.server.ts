import type { AdminCoupon } from "~/shared/admin-types";
import { couponListBody } from "~/shared/schemas/admin";
import { listCoupons } from "~/worker/services/coupons/admin";
import { adminListLoader, type AdminListData, type AdminPageData } from "./admin-loader.server";

/** The coupon list's filter, as the URL names it (`?state=active`). */
const COUPON_FILTER = ["state"] as const;

export type AdminCouponsData = AdminPageData & AdminListData<(typeof COUPON_FILTER)[number], AdminCoupon>;

/** The coupons the URL's filter and page ask for, read with the screen and again after each change. */
export const adminCouponsLoader = adminListLoader("Coupons", "coupons.view", { schema: couponListBody, fields: COUPON_FILTER }, ({ context }, body) =>
  listCoupons(context.env.DB, body),
);
