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

/** One storefront (docs/architecture.md#data "Storefront configuration entry"). */
export interface StoreConfig {
  key: StoreKey;
  seriesName: string;
  /** Production host; overridable per deploy with the STORE_DOMAINS variable. */
  doMain: string;
  /** Short brand domain shown in texts. */
  oneDoMain: string;
  language: Locale;
  /** hreflang value for alternates, lower case as search engines expect. */
  hreflang: string;
  ISO2: string;
  currency: CurrencyCode;
  countryName: string;
  GOOGLEREVIEWID: string;
  FIND_US_ON_LINK: SocialLinks;
  store_text: string;
  customjewelry: { contact: string; email: string };
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
  doMain: string,
  language: Locale,
  hreflang: string,
  ISO2: string,
  currency: CurrencyCode,
  countryName: string,
): StoreConfig => ({
  key,
  seriesName: BRAND,
  doMain,
  oneDoMain: "heliora.com",
  language,
  hreflang,
  ISO2,
  currency,
  countryName,
  GOOGLEREVIEWID: "heliora-reviews",
  FIND_US_ON_LINK: social("heliora", "collab@heliora.com"),
  store_text: "Fine jewelry and watches, made to order and made to last.",
  customjewelry: { contact: "custom@heliora.com", email: "custom@heliora.com" },
  contactEmail: "service@heliora.com",
  assortment: "jewelry",
});

export const STORES: Record<StoreKey, StoreConfig> = {
  us: jewelryStore("us", "www.heliora.com", "en", "en-us", "US", "USD", "United States"),
  uk: jewelryStore("uk", "uk.heliora.com", "en-GB", "en-gb", "GB", "GBP", "United Kingdom"),
  de: jewelryStore("de", "de.heliora.com", "de", "de-de", "DE", "EUR", "Deutschland"),
  fr: jewelryStore("fr", "fr.heliora.com", "fr", "fr-fr", "FR", "EUR", "France"),
  mx: jewelryStore("mx", "mx.heliora.com", "es", "es-mx", "MX", "MXN", "México"),
  us_vip: {
    ...jewelryStore("us_vip", "www.viprapper.com", "en", "en-us", "US", "USD", "United States"),
    seriesName: "VIPRAPPER",
    oneDoMain: "viprapper.com",
    FIND_US_ON_LINK: social("viprapper", "collab@viprapper.com"),
    store_text: "Iced-out chains, grillz and pendants for the stage and the street.",
    customjewelry: { contact: "custom@viprapper.com", email: "custom@viprapper.com" },
    contactEmail: "service@viprapper.com",
    assortment: "rapper",
  },
  apparel: {
    ...jewelryStore("apparel", "apparel.heliora.com", "en", "en-us", "US", "USD", "United States"),
    store_text: "Evening dresses, banquet gowns and everyday pieces to wear with your jewelry.",
    assortment: "apparel",
  },
  heycharm: {
    ...jewelryStore("heycharm", "www.heycharm.com", "en", "en-us", "US", "USD", "United States"),
    seriesName: "HEYCHARM",
    oneDoMain: "heycharm.com",
    FIND_US_ON_LINK: social("heycharm", "collab@heycharm.com"),
    store_text: "Charms and charm bracelets to tell your own story.",
    customjewelry: { contact: "custom@heycharm.com", email: "custom@heycharm.com" },
    contactEmail: "service@heycharm.com",
    assortment: "charms",
  },
};

/** `us_vip` is spelled `us-vip` in host names. */
export const localHostLabel = (key: StoreKey) => key.replace("_", "-");

/** In `npm run dev` the dev server's port can pick the store too (docs/architecture.md#stores-and-languages). */
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
    const domain = options.domains?.[key] ?? STORES[key].doMain;
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
  return `https://${domains?.[key] ?? STORES[key].doMain}`;
}

/** Country codes that are mapped to another for shipping and display (docs/architecture.md#data). */
const COUNTRY_ALIASES: Record<string, string> = { HK: "US", CN: "US" };

export function visitorCountry(cfCountry: string | null | undefined, store: StoreConfig): string {
  const code = (cfCountry ?? "").trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === "XX" || code === "T1") return store.ISO2;
  return Object.hasOwn(COUNTRY_ALIASES, code) ? COUNTRY_ALIASES[code] : code;
}
