import { useEffect, type MouseEvent } from "react";
import type { ListingResult } from "~/shared/catalog-types";
import { track } from "../../../lib/insight/track";
import { whenShown } from "../../../lib/when-shown";

/**
 * Merchant insight for a search (statistics consent only, lib/insight/beacon.ts): the words
 * and how many products they found, once per search as first shown, and which result was
 * opened (its place in the whole list), for the search's click-through.
 */
export function useSearchInsight(listing: ListingResult, filtered: boolean) {
  const term = listing.query.searchTerms?.trim() ?? "";
  const firstView = Boolean(term) && listing.pageIndex === 1 && !filtered;
  const { total } = listing;
  useEffect(() => {
    if (!firstView) return;
    return whenShown(() => track({ kind: "search", term, results: total }));
  }, [firstView, term, total]);

  return (event: MouseEvent<HTMLElement>) => {
    if (!term) return;
    const card = (event.target as Element).closest(".product-grid > li");
    if (!card?.parentElement || !(event.target as Element).closest("a[href]")) return;
    const perPage = listing.products.length;
    const position = (listing.pageIndex - 1) * perPage + [...card.parentElement.children].indexOf(card) + 1;
    track({ kind: "searchClick", term, position });
  };
}
