import { Link } from "../../../components/ui/link";
import type { CategoryQuery } from "~/shared/category-query";
import { hrefs, hasFilters, type ListingPlace } from "~/shared/listing-url";
import type { ListingResult } from "~/shared/catalog-types";
import { useT } from "../../../lib/use-t";

type State = Omit<CategoryQuery, "category">;

/** The chosen filters, each removable on its own, and "remove all filters". */
export function AppliedFilters({ listing, place, state }: { listing: ListingResult; place: ListingPlace; state: State }) {
  const t = useT();
  if (!hasFilters(state)) return null;
  const chosen = listing.facets.flatMap((facet) => facet.options.filter((o) => o.selected).map((o) => ({ facet, option: o })));
  return (
    <div className="applied-filters">
      <ul className="plain-list" aria-label={t("catalog.filter.applied")}>
        {chosen.map(({ facet, option }) => (
          <li key={`${facet.attrName}-${option.id}`}>
            <Link to={hrefs.toggle(place, state, facet.attrName, option.id)} className="chip" rel="nofollow">
              <span className="visually-hidden">{t("catalog.filter.remove")} </span>
              {facet.label}: {option.name} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        {state.priceSection && (
          <li>
            <Link to={hrefs.price(place, state, undefined)} className="chip" rel="nofollow">
              <span className="visually-hidden">{t("catalog.filter.remove")} </span>
              {t("catalog.filter.price")}: {state.priceSection.min ?? ""}–{state.priceSection.max ?? ""} <span aria-hidden="true">×</span>
            </Link>
          </li>
        )}
      </ul>
      <Link to={hrefs.clear(place, state)} className="button button--link" data-testid="clear-filters">
        {t("catalog.filter.clearAll")}
      </Link>
    </div>
  );
}
