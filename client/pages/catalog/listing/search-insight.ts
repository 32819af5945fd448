import { useEffect } from "react";
import type { ListingResult } from "~/shared/catalog-types";
import { track } from "../../../lib/insight/track";
import { whenShown } from "../../../lib/when-shown";

/**
 * Merchant insight for a search (statistics consent only, lib/insight/track.ts): the words and
 * how many products they found, once per search as first shown. Which result was opened is read
 * by the recorder from the attributes this returns (lib/insight/recorder.ts), so the click
 * handling is not part of every listing's initial JS.
 */
export function useSearchInsight(listing: ListingResult, filtered: boolean) {
  const term = listing.query.searchTerms?.trim() ?? "";
  const firstView = Boolean(term) && listing.pageIndex === 1 && !filtered;
  const { total } = listing;
  useEffect(() => {
    if (!firstView) return;
    return whenShown(() => track({ kind: "search", term, results: total }));
  }, [firstView, term, total]);
  return term ? { "data-search-term": term, "data-search-offset": (listing.pageIndex - 1) * listing.products.length } : {};
}
