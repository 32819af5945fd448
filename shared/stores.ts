import type { Locale } from "./i18n-config";
import type { CurrencyCode } from "./money";

export const STORE_KEYS = ["us", "uk", "de", "fr", "mx", "us_vip", "apparel", "heycharm"] as const;
export type StoreKey = (typeof STORE_KEYS)[number];

interface SocialLinks {
  facebook: string;
  instagram: string;
  youtube: string;
  tiktok: string;
  twitter: string;
  insEmail: string;
}

/**
 * One storefront, in the code's
 * own camelCase. The API answers with its older names, kept for its clients, which map as: doMain →
 * domain, oneDoMain → brandDomain, ISO2 → countryCode, GOOGLEREVIEWID → googleReviewId,
 * FIND_US_ON_LINK → socialLinks, store_text → storeText, customjewelry → customJewelry
 * (back to the API's names only in `specStoreFields`).
 */
export interface StoreConfig {
  key: StoreKey;
  seriesName: string;
  /** Production host; overridable per deploy with the STORE_DOMAINS variable. */
  domain: string;
  /** Short brand domain shown in texts. */
  brandDomain: string;
  language: Locale;
  /** hreflang value for alternates, lower case as search engines expect. */
  hreflang: string;
  countryCode: string;
  currency: CurrencyCode;
  countryName: string;
  googleReviewId: string;
  socialLinks: SocialLinks;
  storeText: string;
  customJewelry: { contact: string; email: string };
  /** Where the shop tells the merchant what arrived (paid orders, tickets, reviews to moderate). */
  contactEmail: string;
  /** What this storefront sells, used by the catalogue and the home page. */
  assortment: "jewelry" | "rapper" | "apparel" | "charms";
}

const BRAND = "HELIORA";

const social = (handle: string, email: string): SocialLinks => ({
  facebook: `https://www.facebook.com/${handle}`,
  instagram: `https://www.instagram.com/${handle}`,
  youtube: `https://www.youtube.com/@${handle}`,
  tiktok: `https://www.tiktok.com/@${handle}`,
  twitter: `https://x.com/${handle}`,
  insEmail: email,
});

const jewelryStore = (
  key: StoreKey,
  domain: string,
  language: Locale,
  hreflang: string,
  countryCode: string,
  currency: CurrencyCode,
  countryName: string,
): StoreConfig => ({
  key,
  seriesName: BRAND,
  domain,
  brandDomain: "heliora.com",
  language,
  hreflang,
  countryCode,
  currency,
  countryName,
  googleReviewId: "heliora-reviews",
  socialLinks: social("heliora", "collab@heliora.com"),
  storeText: "Fine jewelry and watches, made to order and made to last.",
  customJewelry: { contact: "custom@heliora.com", email: "custom@heliora.com" },
  contactEmail: "service@heliora.com",
  assortment: "jewelry",
});

/** A US storefront under a brand of its own: its domain, social handles and mailboxes. */
const ownBrand = (
  key: StoreKey,
  domain: string,
  seriesName: string,
  handle: string,
  storeText: string,
  assortment: StoreConfig["assortment"],
): StoreConfig => {
  const brandDomain = `${handle}.com`;
  return {
    ...jewelryStore(key, domain, "en", "en-us", "US", "USD", "United States"),
    seriesName,
    brandDomain,
    socialLinks: social(handle, `collab@${brandDomain}`),
    storeText,
    customJewelry: { contact: `custom@${brandDomain}`, email: `custom@${brandDomain}` },
    contactEmail: `service@${brandDomain}`,
    assortment,
  };
};

export const STORES: Record<StoreKey, StoreConfig> = {
  us: jewelryStore("us", "www.heliora.com", "en", "en-us", "US", "USD", "United States"),
  uk: jewelryStore("uk", "uk.heliora.com", "en-GB", "en-gb", "GB", "GBP", "United Kingdom"),
  de: jewelryStore("de", "de.heliora.com", "de", "de-de", "DE", "EUR", "Deutschland"),
  fr: jewelryStore("fr", "fr.heliora.com", "fr", "fr-fr", "FR", "EUR", "France"),
  mx: jewelryStore("mx", "mx.heliora.com", "es", "es-mx", "MX", "MXN", "México"),
  us_vip: ownBrand(
    "us_vip",
    "www.viprapper.com",
    "VIPRAPPER",
    "viprapper",
    "Iced-out chains, grillz and pendants for the stage and the street.",
    "rapper",
  ),
  apparel: {
    ...jewelryStore("apparel", "apparel.heliora.com", "en", "en-us", "US", "USD", "United States"),
    storeText: "Evening dresses, banquet gowns and everyday pieces to wear with your jewelry.",
    assortment: "apparel",
  },
  heycharm: ownBrand("heycharm", "www.heycharm.com", "HEYCHARM", "heycharm", "Charms and charm bracelets to tell your own story.", "charms"),
};

/**
 * The languages a store is written in for search engines: its own. Crawlers send no language
 * cookie, so they only ever see a store in this language (a shopper may pick another in the
 * header, for their own visit); texts staff write per store — page titles — are offered in these.
 */
export const storeLanguages = (key: StoreKey): readonly Locale[] => [STORES[key].language];

/** The store fields the `index/headData` answer carries, under the API's names. */
export const specStoreFields = (store: StoreConfig) => ({ FIND_US_ON_LINK: store.socialLinks, store_text: store.storeText });

/** `us_vip` is spelled `us-vip` in host names. */
export const localHostLabel = (key: StoreKey) => key.replace("_", "-");

/** In `npm run dev` the dev server's port can pick the store too. */
const DEV_STORE_PORTS: Record<number, StoreKey> = {
  5173: "us",
  5174: "uk",
  5175: "de",
  5176: "fr",
  5177: "mx",
  5178: "us_vip",
  5179: "apparel",
  5180: "heycharm",
};

export interface StoreResolution {
  /** Production hosts keyed by store, from configuration. */
  domains?: Partial<Record<StoreKey, string>>;
  /** Development only: choose the store by the port the request came to. */
  byPort?: boolean;
}

/** Picks the store for a request URL. Any host we do not know is the us store. */
export function storeForUrl(url: URL, options: StoreResolution = {}): StoreConfig {
  const host = url.hostname.toLowerCase();
  for (const key of STORE_KEYS) {
    const domain = options.domains?.[key] ?? STORES[key].domain;
    if (host === domain || host === `${localHostLabel(key)}.localhost`) return STORES[key];
  }
  if (options.byPort && url.port) {
    const key = DEV_STORE_PORTS[Number(url.port)];
    if (key) return STORES[key];
  }
  return STORES.us;
}

/** The host a store answers on, used for canonical URLs and hreflang alternates. */
export function storeOrigin(key: StoreKey, current: URL, domains?: Partial<Record<StoreKey, string>>): string {
  if (current.hostname === "localhost" || current.hostname.endsWith(".localhost") || current.hostname === "127.0.0.1") {
    return `${current.protocol}//${localHostLabel(key)}.localhost${current.port ? `:${current.port}` : ""}`;
  }
  return `https://${domains?.[key] ?? STORES[key].domain}`;
}

/** Every store's origin as this deploy serves it, so the back office links a row to its live page. */
export function everyStoreOrigin(current: URL, domains?: Partial<Record<StoreKey, string>>): Record<StoreKey, string> {
  return Object.fromEntries(STORE_KEYS.map((key) => [key, storeOrigin(key, current, domains)])) as Record<StoreKey, string>;
}

/** Country codes that are mapped to another for shipping and display. */
const COUNTRY_ALIASES: Record<string, string> = { HK: "US", CN: "US" };

export function visitorCountry(cfCountry: string | null | undefined, store: StoreConfig): string {
  const code = (cfCountry ?? "").trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === "XX" || code === "T1") return store.countryCode;
  return Object.hasOwn(COUNTRY_ALIASES, code) ? COUNTRY_ALIASES[code] : code;
}
