import type { PageId } from "./routes";

/**
 * The shop's information pages that have no place in the catalogue or the help centre: each
 * is in the sitemap and linked from the footer's "Shop" column.
 */
export const INFO_PAGES = [
  "giftBox",
  "buySteps",
  "payDetails",
  "payLater",
  "shippingDelivery",
  "withdrawalInfo",
  "accessibility",
  "cookieSettings",
] as const satisfies readonly PageId[];
