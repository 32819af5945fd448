import { useId, type ReactNode } from "react";
import { Link } from "../../components/ui/link";
import { hasFilters, hrefs, type ListingPlace } from "~/shared/listing-url";
import { breadcrumbJsonLd, itemListJsonLd } from "~/shared/structured-data";
import { ogImagePath } from "~/shared/og-image";
import type { ListingResult } from "~/shared/catalog-types";
import { JsonLd } from "../../components/catalog/json-ld";
import { ProductGrid } from "../../components/catalog/product-card";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import { AppliedFilters } from "./listing/applied-filters";
import { FacetPanel } from "./listing/facet-panel";
import { Pager } from "./listing/pager";
import { SortSelect } from "./listing/sort-select";
import { useSearchInsight } from "./listing/search-insight";
import { definePage } from "../define-page";

export interface ListingPageData {
  place: ListingPlace;
  listing: ListingResult;
  heading: string;
  intro?: string;
  /** The store's origin, for absolute URLs in structured data. */
  origin: string;
}

function NoMatch({ clearHref, filtered, beyondLast, firstHref }: { clearHref: string; filtered: boolean; beyondLast: boolean; firstHref: string }) {
  const t = useT();
  return (
    <div className="no-match" role="status" data-testid="no-match">
      <p>{beyondLast ? t("catalog.listing.beyondLast") : filtered ? t("catalog.listing.noMatch") : t("catalog.listing.empty")}</p>
      {beyondLast ? (
        <Link to={firstHref} className="button">
          {t("catalog.listing.firstPage")}
        </Link>
      ) : (
        filtered && (
          <Link to={clearHref} className="button button--primary">
            {t("catalog.filter.clearAll")}
          </Link>
        )
      )}
    </div>
  );
}

/** Every listing: categories, sale, new arrivals, collections and search results. */
export default definePage(ListingPage, { loader: (page) => import("./listing-loader.server").then((m) => m.listingLoader(page)) });

function ListingPage({ data }: PageProps<ListingPageData>) {
  return <ListingView data={data} />;
}

export function ListingView({ data, children }: { data: ListingPageData; children?: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const { listing, place } = data;
  const { category: _, ...state } = listing.query;
  const filtered = hasFilters(state);
  const beyondLast = listing.products.length === 0 && listing.total > 0;
  const hydrated = useHydrated();
  const searchAttributes = useSearchInsight(listing, filtered);
  return (
    <div className="page listing-page" data-testid="listing-page" data-hydrated={hydrated || undefined}>
      {listing.breadcrumb.length > 1 && (
        <>
          <Breadcrumb items={listing.breadcrumb.map((c) => ({ label: c.name, to: c.href }))} />
          <JsonLd data={breadcrumbJsonLd(listing.breadcrumb, data.origin)} />
        </>
      )}
      {listing.products.length > 0 && (
        <JsonLd
          data={itemListJsonLd(
            data.heading,
            listing.products.map((p) => ({ name: p.title, href: p.href, image: ogImagePath(p.image.key) })),
            data.origin,
          )}
        />
      )}
      <header className="listing-page__header">
        <h1 id={titleId}>{data.heading}</h1>
        {data.intro && <p className="listing-page__intro">{data.intro}</p>}
        <p className="listing-page__count" data-testid="listing-total">
          {t("catalog.listing.count", { count: listing.total })}
        </p>
      </header>
      {children}
      <div className="listing-page__body">
        <FacetPanel listing={listing} place={place} state={state} />
        <section className="listing-page__results" aria-labelledby={titleId} {...searchAttributes}>
          <div className="listing-page__toolbar">
            <AppliedFilters listing={listing} place={place} state={state} />
            <SortSelect value={state.sort} hrefFor={(sort) => hrefs.sort(place, state, sort)} />
          </div>
          {listing.products.length > 0 ? (
            <ProductGrid products={listing.products} eagerCount={4} label={data.heading} />
          ) : (
            <NoMatch clearHref={hrefs.clear(place, state)} filtered={filtered} beyondLast={beyondLast} firstHref={hrefs.page(place, state, 1)} />
          )}
          <Pager
            page={listing.pageIndex}
            pageCount={listing.pageCount}
            total={listing.total}
            totalCapped={listing.totalCapped}
            hrefFor={(page, from) => hrefs.page(place, state, page, from)}
            keys={listing.pageKeys}
          />
        </section>
      </div>
    </div>
  );
}
