import type { CatalogArea } from "~/shared/i18n-config";
import type { PageId } from "~/shared/url-scheme";

/**
 * The message catalogue areas every page needs: the header, footer, search panel, gift promo
 * and the UI kit's hosts (toasts, overlay).
 */
export const SHELL_AREAS = ["common", "ui", "catalog"] as const satisfies readonly CatalogArea[];

const account = ["account"] as const;
const checkout = ["checkout", "account"] as const;
const none = [] as const;
const reviews = ["reviews"] as const;

/**
 * Areas a page needs besides the shell's, so the browser loads only those (help.po alone is
 * ~44 KB per language). The server puts them on `<html data-i18n-areas>`; the client entry
 * loads them before hydrating and page-route's clientLoader before showing a page it
 * navigates to. client/pages/page-areas.test.ts checks this table against the keys each
 * page's modules use.
 */
export const PAGE_AREAS: Record<PageId, readonly CatalogArea[]> = {
  home: none,
  notFound: none,
  help: ["help"],
  login: account,
  // Orders (statuses, tracking) are the checkout catalogue's.
  accounts: checkout,
  accountAddressBook: account,
  accountCards: account,
  accountEditPassword: account,
  accountOrderDetail: checkout,
  accountOrders: checkout,
  accountWishlist: account,
  accountCustomRequests: ["custom", "account"],
  accountCustomRequest: ["custom", "account"],
  // Address fields and their schema messages live in the account catalogue.
  cart: checkout,
  checkout,
  coupon: checkout,
  payback: checkout,
  trackOrder: checkout,
  searchResult: none,
  search: none,
  category: none,
  collectionLego: none,
  collectionStandard: none,
  collections: none,
  // The form's upload slots answer with the reviews catalogue's upload messages.
  customMade: ["custom", "reviews"],
  lookBooks: ["lookbooks"],
  lookBook: ["lookbooks"],
  cookieSettings: ["info"],
  giftBox: ["info"],
  buySteps: ["info"],
  // Payment method and shipping names come translated in the page data (no checkout catalogue).
  payDetails: ["info"],
  payLater: ["info"],
  shippingDelivery: ["info"],
  discount: checkout,
  freeGift: ["info"],
  landingGoogle: none,
  landingProduct: reviews,
  newArrival: none,
  product: reviews,
  products: none,
  reviewsGallery: reviews,
  sale: none,
  shortLink: none,
  uiKit: none,
  // The back office is English only (its texts are not in the catalogues).
  adminLogin: none,
  adminDashboard: none,
  adminOrders: none,
  adminCustomers: none,
  adminCoupons: none,
  adminRedirects: none,
  adminProducts: none,
  adminImport: none,
  adminTickets: none,
  adminCustom: none,
  adminReviews: none,
  adminAudit: none,
  adminStaff: none,
};

/** Every area a page's HTML and code use; unknown (an error screen) gets the shell's. */
export function areasFor(page: PageId | undefined): CatalogArea[] {
  return [...SHELL_AREAS, ...((page && PAGE_AREAS[page]) || [])];
}
