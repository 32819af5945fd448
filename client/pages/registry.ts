import { lazy, type ComponentType } from "react";
import type { PageId } from "~/shared/url-scheme";
import type { PageProps } from "./page-types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take different data; each loader fixes its own
type PageModule = { default: ComponentType<PageProps<any>> };
const page = (load: () => Promise<PageModule>) => lazy(load);

const placeholder = page(() => import("./placeholder-page"));
const listing = page(() => import("./catalog/listing-page"));
const product = page(() => import("./catalog/product-page"));

/** One lazily loaded module per screen of docs/architecture.md#pages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export const PAGES: Record<PageId, ComponentType<PageProps<any>>> = {
  home: page(() => import("./home-page")),
  notFound: page(() => import("./not-found-page")),
  help: page(() => import("./help/help-page")),
  login: page(() => import("./account/login-page")),
  accounts: page(() => import("./account/account-overview-page")),
  accountAddressBook: page(() => import("./account/address-book-page")),
  accountCards: page(() => import("./account/saved-cards-page")),
  accountEditPassword: page(() => import("./account/edit-password-page")),
  accountOrderDetail: page(() => import("./account/order-detail-page")),
  accountOrders: page(() => import("./account/orders-page")),
  accountWishlist: page(() => import("./account/wishlist-page")),
  accountCustomRequests: page(() => import("./custom/custom-requests-page")),
  accountCustomRequest: page(() => import("./custom/custom-request-page")),
  cart: page(() => import("./checkout/cart-page")),
  checkout: page(() => import("./checkout/checkout-page")),
  searchResult: listing,
  search: listing,
  category: listing,
  collectionLego: listing,
  collectionStandard: listing,
  collections: listing,
  coupon: page(() => import("./checkout/coupon-page")),
  customMade: page(() => import("./custom/custom-made-page")),
  lookBooks: page(() => import("./info/look-books-page")),
  lookBook: page(() => import("./info/look-book-page")),
  cookieSettings: page(() => import("./info/cookie-settings-page")),
  giftBox: page(() => import("./info/gift-box-page")),
  buySteps: page(() => import("./info/buy-steps-page")),
  payDetails: page(() => import("./info/pay-details-page")),
  payLater: page(() => import("./info/pay-later-page")),
  shippingDelivery: page(() => import("./info/shipping-delivery-page")),
  discount: page(() => import("./checkout/coupon-page")),
  freeGift: page(() => import("./info/free-gift-page")),
  landingGoogle: page(() => import("./catalog/landing-google-page")),
  landingProduct: product,
  newArrival: listing,
  payback: page(() => import("./checkout/payback-page")),
  product,
  products: listing,
  reviewsGallery: page(() => import("./catalog/reviews-gallery-page")),
  sale: listing,
  shortLink: placeholder,
  trackOrder: page(() => import("./checkout/track-order-page")),
  uiKit: page(() => import("./ui-kit-page")),
  adminLogin: page(() => import("./admin/admin-login-page")),
  adminDashboard: page(() => import("./admin/admin-dashboard-page")),
  adminOrders: page(() => import("./admin/admin-orders-page")),
  adminCustomers: page(() => import("./admin/admin-customers-page")),
  adminCoupons: page(() => import("./admin/admin-coupons-page")),
  adminRedirects: page(() => import("./admin/admin-redirects-page")),
  adminProducts: page(() => import("./admin/admin-products-page")),
  adminImport: page(() => import("./admin/admin-import-page")),
  adminTickets: page(() => import("./admin/admin-tickets-page")),
  adminCustom: page(() => import("./admin/admin-custom-page")),
  adminReviews: page(() => import("./admin/admin-reviews-page")),
  adminAudit: page(() => import("./admin/admin-audit-page")),
  adminStaff: page(() => import("./admin/admin-staff-page")),
};
