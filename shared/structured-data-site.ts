/**
 * The home's schema.org JSON-LD: the shop as an Organization (logo, contact, social profiles)
 * and the WebSite with a SearchAction for the store's own search, so a search engine can
 * offer a search box that lands on `/search?q=`.
 */
import type { StoreConfig } from "./stores";
import { pathTo } from "./url-scheme";

type Json = Record<string, unknown>;

/** The brand mark, the same picture as the browser tab's icon. */
const LOGO_PATH = "/favicon.svg";

export function organizationJsonLd(store: Pick<StoreConfig, "seriesName" | "contactEmail" | "socialLinks">, origin: string): Json {
  const { insEmail: _mailbox, ...profiles } = store.socialLinks;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: store.seriesName,
    url: `${origin}/`,
    logo: `${origin}${LOGO_PATH}`,
    email: store.contactEmail,
    contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: store.contactEmail },
    sameAs: Object.values(profiles),
  };
}

export function webSiteJsonLd(store: Pick<StoreConfig, "seriesName" | "hreflang">, origin: string): Json {
  // The placeholder is the search engine's, substituted in the URL as it stands.
  const searchUrl = `${origin}${pathTo("search", {}, { q: "QUERY" })}`.replace("QUERY", "{search_term_string}");
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: store.seriesName,
    url: `${origin}/`,
    inLanguage: store.hreflang,
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: searchUrl },
      "query-input": "required name=search_term_string",
    },
  };
}
