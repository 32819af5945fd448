import type { PageId } from "~/shared/url-scheme";
import type { PageLoader } from "./page-types";
import { helpLoader } from "./help/help-loader.server";
import { homeLoader } from "./home-loader.server";
import { placeholderLoader } from "./placeholder-loader.server";
import { uiKitLoader } from "./ui-kit-loader.server";

/** Server loaders per page; a page without one renders with no data. */
export const PAGE_LOADERS: Partial<Record<PageId, PageLoader>> = {
  home: homeLoader,
  help: helpLoader,
  login: placeholderLoader,
  accounts: placeholderLoader,
  accountAddressBook: placeholderLoader,
  accountEditPassword: placeholderLoader,
  accountOrderDetail: placeholderLoader,
  accountOrders: placeholderLoader,
  accountWishlist: placeholderLoader,
  cart: placeholderLoader,
  checkout: placeholderLoader,
  searchResult: placeholderLoader,
  search: placeholderLoader,
  category: placeholderLoader,
  collectionLego: placeholderLoader,
  collectionStandard: placeholderLoader,
  collections: placeholderLoader,
  coupon: placeholderLoader,
  customMade: placeholderLoader,
  lookBooks: placeholderLoader,
  landingGoogle: placeholderLoader,
  landingProduct: placeholderLoader,
  newArrival: placeholderLoader,
  payback: placeholderLoader,
  product: placeholderLoader,
  products: placeholderLoader,
  reviewsGallery: placeholderLoader,
  sale: placeholderLoader,
  trackOrder: placeholderLoader,
  uiKit: uiKitLoader,
};
