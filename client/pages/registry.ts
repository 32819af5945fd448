import { lazy, type ComponentType } from "react";
import type { PageId } from "~/shared/url-scheme";
import type { PageProps } from "./page-types";

type PageModule = { default: ComponentType<PageProps<any>> };
const page = (load: () => Promise<PageModule>) => lazy(load);

const placeholder = page(() => import("./placeholder-page"));

/** One lazily loaded module per screen of spec §2. */
export const PAGES: Record<PageId, ComponentType<PageProps<any>>> = {
  home: page(() => import("./home-page")),
  notFound: page(() => import("./not-found-page")),
  help: page(() => import("./help/help-page")),
  login: page(() => import("./account/login-page")),
  accounts: page(() => import("./account/account-overview-page")),
  accountAddressBook: page(() => import("./account/address-book-page")),
  accountEditPassword: page(() => import("./account/edit-password-page")),
  accountOrderDetail: placeholder,
  accountOrders: placeholder,
  accountWishlist: page(() => import("./account/wishlist-page")),
  cart: page(() => import("./checkout/cart-page")),
  checkout: page(() => import("./checkout/checkout-page")),
  searchResult: placeholder,
  search: placeholder,
  category: placeholder,
  collectionLego: placeholder,
  collectionStandard: placeholder,
  collections: placeholder,
  coupon: page(() => import("./checkout/coupon-page")),
  customMade: placeholder,
  lookBooks: placeholder,
  landingGoogle: placeholder,
  landingProduct: placeholder,
  newArrival: placeholder,
  payback: page(() => import("./checkout/payback-page")),
  product: placeholder,
  products: placeholder,
  reviewsGallery: placeholder,
  sale: placeholder,
  shortLink: placeholder,
  trackOrder: page(() => import("./checkout/track-order-page")),
  uiKit: page(() => import("./ui-kit-page")),
};
