import { pathTo } from "~/shared/url-scheme";

/** The customer's links (header menu, footer, account pages): orders, coupons, wishlist, address book, saved cards. */
export const customerLinks = (t: (key: string) => string) => [
  { to: pathTo("accountOrders"), label: t("menu.myOrders") },
  { to: pathTo("accountCustomRequests"), label: t("menu.customRequests") },
  { to: pathTo("coupon"), label: t("menu.myCoupons") },
  { to: pathTo("accountWishlist"), label: t("menu.myWishlist") },
  { to: pathTo("accountAddressBook"), label: t("menu.addressBook") },
  { to: pathTo("accountCards"), label: t("menu.savedCards") },
];
