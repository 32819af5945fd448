/**
 * The shop's pages, one record each: URL pattern, screen module, flags and catalogue areas
 * (docs/decisions/0008-one-record-per-page.md). shared/url-scheme.ts matches and builds URLs
 * from this table; the worker, the page cache and the i18n loader read its flags.
 */

import type { CatalogArea } from "./i18n-config";

export const HELP_TOPICS = [
  "about-us",
  "affiliate",
  "contact-us",
  "faqs",
  "how-to-pay",
  "klarna",
  "privacy-policy",
  "return-policy",
  "shipping-info",
  "size-chart",
  "terms-of-service",
  "ticket",
  "wallet",
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

const PAYBACK_PROVIDERS = ["adyen", "dlocal", "ozow", "paypal", "sezzle", "sandbox"] as const;

export interface RouteDef {
  /** `{name}` captures the rest of a segment up to the literal that follows it. */
  pattern: string;
  /**
   * The page's screen module: its path under client/pages, without `.tsx` (a `-page` module,
   * default-exporting `definePage(Screen, { loader })`). A path, not an import: shared/ imports
   * nothing from client/ (docs/decisions/0008-one-record-per-page.md).
   */
  screen: string;
  /** Path parameters that must not be empty. */
  required?: string[];
  /** Query parameters that must be present (and, for `nonBlankQuery`, not blank). */
  requiredQuery?: string[];
  nonBlankQuery?: string[];
  /** Allowed values of a parameter; anything else is an unknown route. */
  oneOf?: Record<string, readonly string[]>;
  /** Extra validity rule on the query, such as the checkout's. */
  validQuery?: (query: URLSearchParams) => boolean;
  /** Derives parameters from the captured ones (product code = last dash segment). */
  derive?: (params: Record<string, string>) => Record<string, string>;
  /** Page chrome: the shop's header/footer, or the checkout header. */
  shell?: "shop" | "checkout" | "bare";
  /** Pages restored from memory when the shopper comes back. */
  keepAlive?: boolean;
  /** Pages where the free-gift promotion shows when a gift code is stored. */
  giftPromo?: boolean;
  noindex?: boolean;
  /** Served only when the worker does not run in production. */
  devOnly?: boolean;
  /** Shows one shopper's own data: answered `Cache-Control: private, no-store`. */
  personal?: boolean;
  /**
   * Message catalogue areas the page needs besides the shell's, so the browser loads only
   * those (help.po alone is ~44 KB per language); client/pages/page-areas.test.ts checks them
   * against the keys the page's modules use.
   */
  areas?: readonly CatalogArea[];
  /**
   * The same HTML for every anonymous shopper of a store, language and currency: kept by the
   * shared page cache (docs/decisions/0002-edge-cache.md).
   */
  cache?: boolean;
}

const productCode = (p: Record<string, string>) => {
  const slug = p.slug ?? "";
  return { ...p, product_code: slug.slice(slug.lastIndexOf("-") + 1) };
};

const checkoutQueryIsValid = (q: URLSearchParams) => {
  const orderType = q.get("orderType");
  // The retired shopper-priced difference: nothing to check out (docs/decisions/0900-custom-jewelry.md).
  if (orderType === "PriceDifferenceProduct") return false;
  if (orderType === "custommade") return Boolean(q.get("customMadeParam"));
  return true;
};

// Orders (statuses, tracking) are the checkout catalogue's, and address fields with their
// schema messages the account one's. Payment method and shipping names come translated in
// the info pages' data. The back office is English only (its texts are in no catalogue).
const ACCOUNT = ["account"] as const;
const CHECKOUT = ["checkout", "account"] as const;
const INFO = ["info"] as const;
const REVIEWS = ["reviews"] as const;

/**
 * One record per page: its URL pattern, its screen module and what the worker, the page cache
 * and the i18n loader need to know about it. The module holds the page's code: its component
 * and the link to its server loader (docs/decisions/0008-one-record-per-page.md).
 */
export const ROUTES = {
  home: { pattern: "/", screen: "home-page", keepAlive: true, giftPromo: true, cache: true },
  notFound: { pattern: "/404", screen: "not-found-page", noindex: true },
  login: { pattern: "/login", screen: "account/login-page", noindex: true, areas: ACCOUNT },
  accounts: { pattern: "/accounts", screen: "account/account-overview-page", noindex: true, personal: true, areas: CHECKOUT },
  accountAddressBook: { pattern: "/accounts/addressbook", screen: "account/address-book-page", noindex: true, personal: true, areas: ACCOUNT },
  accountCards: { pattern: "/accounts/cards", screen: "account/saved-cards-page", noindex: true, personal: true, areas: ACCOUNT },
  accountEditPassword: { pattern: "/accounts/editpassword", screen: "account/edit-password-page", noindex: true, personal: true, areas: ACCOUNT },
  accountOrderDetail: { pattern: "/accounts/orderdetail", screen: "account/order-detail-page", noindex: true, personal: true, areas: CHECKOUT },
  accountOrders: { pattern: "/accounts/orders", screen: "account/orders-page", noindex: true, personal: true, areas: CHECKOUT },
  accountWishlist: { pattern: "/accounts/wishlist", screen: "account/wishlist-page", noindex: true, personal: true, areas: ACCOUNT },
  accountCustomRequests: {
    pattern: "/accounts/customrequests",
    screen: "custom-jewelry/custom-requests-page",
    noindex: true,
    personal: true,
    areas: ["custom", "account"],
  },
  accountCustomRequest: {
    pattern: "/accounts/customrequest",
    screen: "custom-jewelry/custom-request-page",
    requiredQuery: ["requestNumber"],
    noindex: true,
    personal: true,
    areas: ["custom", "account"],
  },
  cart: { pattern: "/cart", screen: "checkout/cart-page", noindex: true, personal: true, areas: CHECKOUT },
  checkout: {
    pattern: "/checkout",
    screen: "checkout/checkout-page",
    shell: "checkout",
    noindex: true,
    personal: true,
    validQuery: checkoutQueryIsValid,
    areas: CHECKOUT,
  },
  // Search results are the shop's own search, not content: they stay out of search engines.
  searchResult: {
    pattern: "/catalogsearch/result/{key}",
    screen: "catalog/listing-page",
    required: ["key"],
    keepAlive: true,
    giftPromo: true,
    noindex: true,
    cache: true,
  },
  search: {
    pattern: "/search",
    screen: "catalog/listing-page",
    requiredQuery: ["q"],
    nonBlankQuery: ["q"],
    keepAlive: true,
    giftPromo: true,
    noindex: true,
    cache: true,
  },
  category: {
    pattern: "/category-{category_key}",
    screen: "catalog/listing-page",
    required: ["category_key"],
    keepAlive: true,
    giftPromo: true,
    cache: true,
  },
  collectionLego: { pattern: "/collection/lego-{id}", screen: "catalog/listing-page", required: ["id"], keepAlive: true, cache: true },
  collectionStandard: {
    pattern: "/collection/standard-{collection_key}",
    screen: "catalog/listing-page",
    required: ["collection_key"],
    keepAlive: true,
    giftPromo: true,
    cache: true,
  },
  collections: { pattern: "/collections/{key}", screen: "catalog/listing-page", required: ["key"], keepAlive: true, cache: true },
  coupon: { pattern: "/coupon", screen: "checkout/coupon-page", areas: CHECKOUT },
  // The form's upload slots answer with the reviews catalogue's upload messages.
  customMade: { pattern: "/custommade", screen: "custom-jewelry/custom-made-page", areas: ["custom", "reviews"] },
  help: { pattern: "/help/{topic}", screen: "help/help-page", required: ["topic"], oneOf: { topic: HELP_TOPICS }, areas: ["help"], cache: true },
  lookBooks: { pattern: "/lookBooks", screen: "info/look-books-page", keepAlive: true, areas: ["lookbooks"], cache: true },
  lookBook: { pattern: "/lookBooks/{key}", screen: "info/look-book-page", required: ["key"], keepAlive: true, areas: ["lookbooks"], cache: true },
  cookieSettings: { pattern: "/our-cookies", screen: "info/cookie-settings-page", noindex: true, areas: INFO },
  giftBox: { pattern: "/gift-box", screen: "info/gift-box-page", areas: INFO },
  buySteps: { pattern: "/buy-steps", screen: "info/buy-steps-page", areas: INFO },
  payDetails: { pattern: "/pay-details", screen: "info/pay-details-page", areas: INFO },
  payLater: { pattern: "/pay-later", screen: "info/pay-later-page", areas: INFO },
  shippingDelivery: { pattern: "/shipping-delivery", screen: "info/shipping-delivery-page", areas: INFO },
  // The withdrawal button and the withdrawal information (docs/decisions/1325-withdrawal-button.md).
  withdrawal: { pattern: "/withdrawal", screen: "checkout/withdrawal-page", noindex: true, areas: CHECKOUT },
  withdrawalInfo: { pattern: "/withdrawal-information", screen: "info/withdrawal-info-page", areas: INFO },
  // The accessibility statement (docs/decisions/1328-accessibility-statement.md).
  accessibility: { pattern: "/accessibility", screen: "info/accessibility-page", areas: INFO },
  discount: { pattern: "/discount", screen: "checkout/coupon-page", areas: CHECKOUT },
  freeGift: { pattern: "/free-gift", screen: "info/free-gift-page", noindex: true, areas: INFO },
  landingGoogle: { pattern: "/lp/google-{key}", screen: "catalog/landing-google-page", required: ["key"] },
  landingProduct: {
    pattern: "/lp/product-{product_code}.html",
    screen: "catalog/product-page",
    required: ["product_code"],
    keepAlive: true,
    giftPromo: true,
    areas: REVIEWS,
    cache: true,
  },
  newArrival: { pattern: "/new-arrival", screen: "catalog/listing-page", keepAlive: true, giftPromo: true, cache: true },
  payback: {
    pattern: "/payback/{provider}",
    screen: "checkout/payback-page",
    oneOf: { provider: PAYBACK_PROVIDERS },
    noindex: true,
    personal: true,
    areas: CHECKOUT,
  },
  product: {
    pattern: "/product-{slug}.html",
    screen: "catalog/product-page",
    required: ["slug"],
    derive: productCode,
    keepAlive: true,
    giftPromo: true,
    areas: REVIEWS,
    cache: true,
  },
  products: { pattern: "/products/{key}", screen: "catalog/listing-page", required: ["key"], keepAlive: true, cache: true },
  reviewsGallery: { pattern: "/reviews-gallery", screen: "catalog/reviews-gallery-page", keepAlive: true, areas: REVIEWS },
  sale: {
    pattern: "/sale-{category_key}",
    screen: "catalog/listing-page",
    required: ["category_key"],
    keepAlive: true,
    giftPromo: true,
    cache: true,
  },
  shortLink: { pattern: "/surl/{key}", screen: "placeholder-page", required: ["key"], noindex: true },
  trackOrder: {
    pattern: "/trackorder",
    screen: "checkout/track-order-page",
    requiredQuery: ["orderNumber"],
    noindex: true,
    personal: true,
    areas: CHECKOUT,
  },
  uiKit: { pattern: "/ui-kit", screen: "ui-kit-page", noindex: true, devOnly: true },
  // The back office (docs/decisions/0700-back-office.md): staff only, guarded by the worker.
  adminLogin: { pattern: "/admin/login", screen: "admin/admin-login-page", shell: "bare", noindex: true },
  adminDashboard: { pattern: "/admin", screen: "admin/admin-dashboard-page", shell: "bare", noindex: true },
  adminOrders: { pattern: "/admin/orders", screen: "admin/admin-orders-page", shell: "bare", noindex: true },
  adminCustomers: { pattern: "/admin/customers", screen: "admin/admin-customers-page", shell: "bare", noindex: true },
  adminCoupons: { pattern: "/admin/coupons", screen: "admin/admin-coupons-page", shell: "bare", noindex: true },
  adminGifts: { pattern: "/admin/gifts", screen: "admin/admin-gifts-page", shell: "bare", noindex: true },
  adminNewsletter: { pattern: "/admin/newsletter", screen: "admin/admin-newsletter-page", shell: "bare", noindex: true },
  adminTickets: { pattern: "/admin/tickets", screen: "admin/admin-tickets-page", shell: "bare", noindex: true },
  adminCustom: { pattern: "/admin/custom", screen: "admin/admin-custom-jewelry-page", shell: "bare", noindex: true },
  adminReviews: { pattern: "/admin/reviews", screen: "admin/admin-reviews-page", shell: "bare", noindex: true },
  adminAudit: { pattern: "/admin/audit", screen: "admin/admin-audit-page", shell: "bare", noindex: true },
  adminPayments: { pattern: "/admin/payments", screen: "admin/admin-payments-page", shell: "bare", noindex: true },
  adminInsight: { pattern: "/admin/insight", screen: "admin/admin-insight-page", shell: "bare", noindex: true, areas: ["insight"] },
  adminRedirects: { pattern: "/admin/redirects", screen: "admin/admin-redirects-page", shell: "bare", noindex: true },
  adminSeo: { pattern: "/admin/seo", screen: "admin/admin-seo-page", shell: "bare", noindex: true },
  adminProducts: { pattern: "/admin/products", screen: "admin/admin-products-page", shell: "bare", noindex: true },
  adminLookBooks: { pattern: "/admin/lookbooks", screen: "admin/admin-look-books-page", shell: "bare", noindex: true },
  adminImport: { pattern: "/admin/import", screen: "admin/admin-import-page", shell: "bare", noindex: true },
  adminStaff: { pattern: "/admin/staff", screen: "admin/admin-staff-page", shell: "bare", noindex: true },
} satisfies Record<string, RouteDef>;

export type PageId = keyof typeof ROUTES;
