import type { PageId } from "~/shared/url-scheme";
import { definePage, type PageRecord } from "./page-types";

/*
 * The code half of every page: its component and its server loader, one line per page of
 * shared/url-scheme.ts ROUTES (which holds the URL and flags the worker reads). The loader's
 * data type is the component's `data` prop: a mismatch does not compile. Loaders are
 * `.server` modules and never reach the browser: build-tools/server-only-loaders.ts turns
 * their imports in this file into a refusal in the client bundle.
 * How to add a page: docs/decisions/0008-one-record-per-page.md.
 */

const listing = () => import("./catalog/listing-page");
const listingLoader = () => import("./catalog/listing-loader.server");
const product = () => import("./catalog/product-page");
const productLoader = () => import("./catalog/product-loader.server");
const placeholder = () => import("./placeholder-page");
const accountLoaders = () => import("./account/account-loaders.server");
const orderLoaders = () => import("./account/order-loaders.server");
const checkoutLoaders = () => import("./checkout/loaders.server");
const infoLoaders = () => import("./info/info-loaders.server");
const lookBooksLoaders = () => import("./info/look-books-loader.server");
const adminLoader = () => import("./admin/admin-loader.server");
const customLoaders = () => import("./custom/custom-loaders.server");

export const PAGE_RECORDS = {
  home: definePage({ component: () => import("./home-page"), loader: () => import("./home-loader.server").then((m) => m.homeLoader) }),
  notFound: definePage({ component: () => import("./not-found-page") }),
  help: definePage({ component: () => import("./help/help-page"), loader: () => import("./help/help-loader.server").then((m) => m.helpLoader) }),
  login: definePage({
    component: () => import("./account/login-page"),
    loader: () => import("./account/login-loader.server").then((m) => m.loginLoader),
  }),
  accounts: definePage({ component: () => import("./account/account-overview-page"), loader: () => accountLoaders().then((m) => m.overviewLoader) }),
  accountAddressBook: definePage({
    component: () => import("./account/address-book-page"),
    loader: () => accountLoaders().then((m) => m.addressBookLoader),
  }),
  accountCards: definePage({
    component: () => import("./account/saved-cards-page"),
    loader: () => import("./account/saved-cards-loader.server").then((m) => m.savedCardsLoader),
  }),
  accountEditPassword: definePage({
    component: () => import("./account/edit-password-page"),
    loader: () => accountLoaders().then((m) => m.editPasswordLoader),
  }),
  accountOrderDetail: definePage({
    component: () => import("./account/order-detail-page"),
    loader: () => orderLoaders().then((m) => m.orderDetailLoader),
  }),
  accountOrders: definePage({ component: () => import("./account/orders-page"), loader: () => orderLoaders().then((m) => m.ordersLoader) }),
  accountWishlist: definePage({ component: () => import("./account/wishlist-page"), loader: () => accountLoaders().then((m) => m.wishlistLoader) }),
  accountCustomRequests: definePage({
    component: () => import("./custom/custom-requests-page"),
    loader: () => customLoaders().then((m) => m.customRequestsLoader),
  }),
  accountCustomRequest: definePage({
    component: () => import("./custom/custom-request-page"),
    loader: () => customLoaders().then((m) => m.customRequestLoader),
  }),
  cart: definePage({ component: () => import("./checkout/cart-page"), loader: () => checkoutLoaders().then((m) => m.cartLoader) }),
  checkout: definePage({ component: () => import("./checkout/checkout-page"), loader: () => checkoutLoaders().then((m) => m.checkoutLoader) }),
  searchResult: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("searchResult")) }),
  search: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("search")) }),
  category: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("category")) }),
  collectionLego: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("collectionLego")) }),
  collectionStandard: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("collectionStandard")) }),
  collections: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("collections")) }),
  coupon: definePage({ component: () => import("./checkout/coupon-page"), loader: () => checkoutLoaders().then((m) => m.couponLoader) }),
  customMade: definePage({ component: () => import("./custom/custom-made-page"), loader: () => customLoaders().then((m) => m.customMadeLoader) }),
  lookBooks: definePage({ component: () => import("./info/look-books-page"), loader: () => lookBooksLoaders().then((m) => m.lookBooksLoader) }),
  lookBook: definePage({ component: () => import("./info/look-book-page"), loader: () => lookBooksLoaders().then((m) => m.lookBookLoader) }),
  cookieSettings: definePage({
    component: () => import("./info/cookie-settings-page"),
    loader: () => import("./info/cookie-settings-loader.server").then((m) => m.cookieSettingsLoader),
  }),
  giftBox: definePage({ component: () => import("./info/gift-box-page"), loader: () => infoLoaders().then((m) => m.giftBoxLoader) }),
  buySteps: definePage({ component: () => import("./info/buy-steps-page"), loader: () => infoLoaders().then((m) => m.buyStepsLoader) }),
  payDetails: definePage({ component: () => import("./info/pay-details-page"), loader: () => infoLoaders().then((m) => m.payDetailsLoader) }),
  payLater: definePage({ component: () => import("./info/pay-later-page"), loader: () => infoLoaders().then((m) => m.payLaterLoader) }),
  shippingDelivery: definePage({
    component: () => import("./info/shipping-delivery-page"),
    loader: () => infoLoaders().then((m) => m.shippingLoader),
  }),
  discount: definePage({ component: () => import("./checkout/coupon-page"), loader: () => checkoutLoaders().then((m) => m.discountLoader) }),
  freeGift: definePage({ component: () => import("./info/free-gift-page"), loader: () => infoLoaders().then((m) => m.freeGiftLoader) }),
  landingGoogle: definePage({
    component: () => import("./catalog/landing-google-page"),
    loader: () => import("./catalog/landing-google-loader.server").then((m) => m.landingGoogleLoader),
  }),
  landingProduct: definePage({ component: product, loader: () => productLoader().then((m) => m.productLoader(true)) }),
  newArrival: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("newArrival")) }),
  payback: definePage({ component: () => import("./checkout/payback-page"), loader: () => checkoutLoaders().then((m) => m.paybackLoader) }),
  product: definePage({ component: product, loader: () => productLoader().then((m) => m.productLoader(false)) }),
  products: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("products")) }),
  reviewsGallery: definePage({
    component: () => import("./catalog/reviews-gallery-page"),
    loader: () => import("./catalog/reviews-gallery-loader.server").then((m) => m.reviewsGalleryLoader),
  }),
  sale: definePage({ component: listing, loader: () => listingLoader().then((m) => m.listingLoader("sale")) }),
  // A short link the worker could not restore: answered as not found (load-page.server.ts).
  shortLink: definePage({ component: placeholder }),
  trackOrder: definePage({ component: () => import("./checkout/track-order-page"), loader: () => checkoutLoaders().then((m) => m.trackOrderLoader) }),
  uiKit: definePage({ component: () => import("./ui-kit-page"), loader: () => import("./ui-kit-loader.server").then((m) => m.uiKitLoader) }),
  adminLogin: definePage({ component: () => import("./admin/admin-login-page"), loader: () => adminLoader().then((m) => m.adminLoginLoader) }),
  adminDashboard: definePage({
    component: () => import("./admin/admin-dashboard-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Dashboard")),
  }),
  adminOrders: definePage({ component: () => import("./admin/admin-orders-page"), loader: () => adminLoader().then((m) => m.adminLoader("Orders")) }),
  adminCustomers: definePage({
    component: () => import("./admin/admin-customers-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Customers")),
  }),
  adminCoupons: definePage({
    component: () => import("./admin/admin-coupons-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Coupons")),
  }),
  adminGifts: definePage({
    component: () => import("./admin/admin-gifts-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Free gifts")),
  }),
  adminNewsletter: definePage({
    component: () => import("./admin/admin-newsletter-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Newsletter")),
  }),
  adminRedirects: definePage({
    component: () => import("./admin/admin-redirects-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Redirects")),
  }),
  adminSeo: definePage({
    component: () => import("./admin/admin-seo-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Page titles")),
  }),
  adminProducts: definePage({
    component: () => import("./admin/admin-products-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Products")),
  }),
  adminLookBooks: definePage({
    component: () => import("./admin/admin-look-books-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Look books")),
  }),
  adminImport: definePage({
    component: () => import("./admin/admin-import-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Catalogue import")),
  }),
  adminTickets: definePage({
    component: () => import("./admin/admin-tickets-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Tickets")),
  }),
  adminCustom: definePage({
    component: () => import("./admin/admin-custom-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Custom jewelry")),
  }),
  adminReviews: definePage({
    component: () => import("./admin/admin-reviews-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Reviews and questions")),
  }),
  adminAudit: definePage({
    component: () => import("./admin/admin-audit-page"),
    loader: () => adminLoader().then((m) => m.adminLoader("Audit log")),
  }),
  adminStaff: definePage({ component: () => import("./admin/admin-staff-page"), loader: () => adminLoader().then((m) => m.adminLoader("Staff")) }),
};

// Every page has a record (checked apart from the table, so it does not steer each record's data type).
const _everyPage: Record<PageId, PageRecord> = PAGE_RECORDS;
