import type { AdminGiftCampaign } from "~/shared/admin-types";
import { giftListBody } from "~/shared/schemas/free-gift";
import { listGiftCampaigns } from "~/worker/services/free-gift/admin-campaigns";
import { adminListLoader, type AdminListData, type AdminPageData } from "./admin-loader.server";

export type AdminGiftsData = AdminPageData & AdminListData<never, AdminGiftCampaign>;

/** The free-gift campaigns, one page (`?page=2`) read with the screen and again after each change. */
export const adminGiftsLoader = adminListLoader("Free gifts", "gifts.view", { schema: giftListBody, fields: [] }, ({ context }, body) =>
  listGiftCampaigns(context.env, body.page),
);
