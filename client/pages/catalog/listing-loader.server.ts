import { parseCategoryQuery } from "~/shared/category-query";
import { hasFilters, listingHref, type ListingPlace } from "~/shared/listing-url";
import { listProducts, type ListingKind } from "~/worker/services/catalog/listing";
import { ogImagePath } from "~/shared/og-image";
import { translatorFor, type Translate } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";
import type { ListingResult } from "~/shared/catalog-types";
import { catalogContext, originOf } from "./catalog-context.server";
import { catalogMemo } from "~/worker/services/catalog/catalog-memo";
import type { ListingPageData } from "./listing-page";
import type { PageId } from "~/shared/routes";
import { utcDay } from "~/shared/utc-day";

type ListingPageId =
  "category" | "sale" | "newArrival" | "products" | "collections" | "collectionStandard" | "collectionLego" | "search" | "searchResult";

interface ListingRoute {
  kind: ListingKind;
  /** The path parameter holding the listing's key. */
  keyParam?: string;
  /** The heading when the listing has no name of its own (new arrivals, search, all sales). */
  heading?: (t: Translate, terms: string) => string;
}

const searchHeading = (t: Translate, terms: string) => t("catalog.search.heading", { terms });

const LISTINGS: Record<ListingPageId, ListingRoute> = {
  category: { kind: "category", keyParam: "category_key" },
  sale: { kind: "sale", keyParam: "category_key", heading: (t) => t("catalog.sale.title") },
  newArrival: { kind: "newArrival", heading: (t) => t("catalog.newArrival.title") },
  products: { kind: "products", keyParam: "key" },
  collections: { kind: "collections", keyParam: "key" },
  collectionStandard: { kind: "standard", keyParam: "collection_key" },
  collectionLego: { kind: "lego", keyParam: "id" },
  search: { kind: "search", heading: searchHeading },
  searchResult: { kind: "search", keyParam: "key", heading: searchHeading },
};

const MAX_KEY = 100;

const listingMemo = catalogMemo<ListingResult | null>(256);

const isListing = (id: PageId): id is ListingPageId => Object.hasOwn(LISTINGS, id);

/**
 * A listing page, from its path key and the category query of the URL. One screen serves the
 * nine listing pages, so its loader link passes the page's id.
 */
export function listingLoader(id: PageId): PageLoader<ListingPageData> {
  if (!isListing(id)) throw new Error(`${id} is not a listing page`);
  const route = LISTINGS[id];
  return async ({ context, url, params }) => {
    const key = route.keyParam ? params[route.keyParam]?.trim().slice(0, MAX_KEY) : undefined;
    const categoryKey = route.kind === "category" || route.kind === "sale" ? key : undefined;
    const query = parseCategoryQuery(url.searchParams, categoryKey);
    if (route.kind === "search" && key) query.searchTerms = key;
    const cc = catalogContext(context);
    const [listing, t] = await Promise.all([
      listingMemo(cc, JSON.stringify([utcDay(), route.kind, key, query]), () => listProducts(cc, { kind: route.kind, key, query })),
      translatorFor(cc.language),
    ]);
    if (!listing) return { notFound: true };

    const terms = query.searchTerms ?? "";
    const named = route.kind !== "search" && listing.title;
    const heading = named ? listing.title : (route.heading?.(t, terms) ?? listing.title);
    const place: ListingPlace = { id, params: route.keyParam ? { [route.keyParam]: params[route.keyParam] } : {} };
    const origin = originOf(context);
    return {
      data: {
        place,
        listing: { ...listing, breadcrumb: [{ name: t("catalog.home"), href: "/" }, ...listing.breadcrumb] },
        heading,
        origin,
      },
      title: listing.pageIndex > 1 ? t("catalog.meta.paged", { title: heading, page: listing.pageIndex }) : heading,
      description: t("catalog.meta.listing", { title: heading, count: listing.total }),
      image: listing.products[0] ? `${origin}${ogImagePath(listing.products[0].image.key)}` : undefined,
      imageAlt: listing.products[0]?.title,
      // One canonical URL per listing page: filters and sort left out, search words trimmed.
      canonicalPath: listingHref(place, { searchTerms: route.kind === "search" ? terms : undefined, pageIndex: listing.pageIndex }),
      // Filtered and sorted variants stay reachable, but only the plain listing is indexed.
      noindex: hasFilters(query) || Boolean(query.sort) || listing.products.length === 0,
    };
  };
}
