import type { PageId } from "~/shared/url-scheme";
import type { PageLoader } from "./page-types";
import { landingGoogleLoader } from "./catalog/landing-google-loader.server";
import { listingLoader } from "./catalog/listing-loader.server";
import { productLoader } from "./catalog/product-loader.server";
import { helpLoader } from "./help/help-loader.server";
import { homeLoader } from "./home-loader.server";
import { cartLoader, checkoutLoader, couponLoader, paybackLoader, trackOrderLoader } from "./checkout/loaders.server";
import { customMadeLoader, customRequestLoader, customRequestsLoader } from "./custom/custom-loaders.server";
import { addressBookLoader, editPasswordLoader, overviewLoader, wishlistLoader } from "./account/account-loaders.server";
import { loginLoader } from "./account/login-loader.server";
import { savedCardsLoader } from "./account/saved-cards-loader.server";
import { orderDetailLoader, ordersLoader } from "./account/order-loaders.server";
import { uiKitLoader } from "./ui-kit-loader.server";
import { cookieSettingsLoader } from "./info/cookie-settings-loader.server";
import { lookBookLoader, lookBooksLoader } from "./info/look-books-loader.server";
import { buyStepsLoader, freeGiftLoader, giftBoxLoader, payDetailsLoader, payLaterLoader, shippingLoader } from "./info/info-loaders.server";
import { discountLoader } from "./checkout/loaders.server";
import { adminLoader, adminLoginLoader } from "./admin/admin-loader.server";
import { reviewsGalleryLoader } from "./catalog/reviews-gallery-loader.server";

/** Server loaders per page; a page without one renders with no data. */
export const PAGE_LOADERS: Partial<Record<PageId, PageLoader>> = {
  home: homeLoader,
  help: helpLoader,
  login: loginLoader,
  accounts: overviewLoader,
  accountAddressBook: addressBookLoader,
  accountCards: savedCardsLoader,
  accountEditPassword: editPasswordLoader,
  accountOrderDetail: orderDetailLoader,
  accountOrders: ordersLoader,
  accountWishlist: wishlistLoader,
  accountCustomRequests: customRequestsLoader,
  accountCustomRequest: customRequestLoader,
  cart: cartLoader,
  checkout: checkoutLoader,
  searchResult: listingLoader("searchResult"),
  search: listingLoader("search"),
  category: listingLoader("category"),
  collectionLego: listingLoader("collectionLego"),
  collectionStandard: listingLoader("collectionStandard"),
  collections: listingLoader("collections"),
  coupon: couponLoader,
  customMade: customMadeLoader,
  lookBooks: lookBooksLoader,
  lookBook: lookBookLoader,
  cookieSettings: cookieSettingsLoader,
  giftBox: giftBoxLoader,
  buySteps: buyStepsLoader,
  payDetails: payDetailsLoader,
  payLater: payLaterLoader,
  shippingDelivery: shippingLoader,
  discount: discountLoader,
  freeGift: freeGiftLoader,
  landingGoogle: landingGoogleLoader,
  landingProduct: productLoader(true),
  newArrival: listingLoader("newArrival"),
  payback: paybackLoader,
  product: productLoader(false),
  products: listingLoader("products"),
  reviewsGallery: reviewsGalleryLoader,
  sale: listingLoader("sale"),
  trackOrder: trackOrderLoader,
  uiKit: uiKitLoader,
  adminLogin: adminLoginLoader,
  adminDashboard: adminLoader("Dashboard"),
  adminOrders: adminLoader("Orders"),
  adminCustomers: adminLoader("Customers"),
  adminCoupons: adminLoader("Coupons"),
  adminRedirects: adminLoader("Redirects"),
  adminProducts: adminLoader("Products"),
  adminImport: adminLoader("Catalogue import"),
  adminTickets: adminLoader("Tickets"),
  adminCustom: adminLoader("Custom jewelry"),
  adminReviews: adminLoader("Reviews and questions"),
  adminAudit: adminLoader("Audit log"),
  adminStaff: adminLoader("Staff"),
};
