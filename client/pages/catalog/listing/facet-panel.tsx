import { useId } from "react";
import { Link } from "../../../components/ui/link";
import type { CategoryQuery } from "~/shared/category-query";
import { hrefs, priceSections, type ListingPlace } from "~/shared/listing-url";
import { formatMoney } from "~/shared/money";
import type { Facet, ListingResult } from "~/shared/catalog-types";
import { useT } from "../../../lib/use-t";
import { PriceForm } from "./price-form";

type State = Omit<CategoryQuery, "category">;

function FacetGroup({ facet, place, state }: { facet: Facet; place: ListingPlace; state: State }) {
  const t = useT();
  const id = useId();
  return (
    <details className="facet" open>
      <summary id={id}>{facet.label}</summary>
      <ul aria-labelledby={id} className={facet.options.some((o) => o.hex) ? "facet__options facet__options--swatches" : "facet__options"}>
        {facet.options.map((option) => (
          <li key={option.id}>
            <Link
              to={hrefs.toggle(place, state, facet.attrName, option.id)}
              className={option.selected ? "facet__option facet__option--selected" : "facet__option"}
              rel="nofollow"
              data-testid={`facet-${facet.attrName}-${option.id}`}
            >
              <span className="facet__box" aria-hidden="true" style={option.hex ? { background: option.hex } : undefined} />
              <span className="facet__name">{option.name}</span>
              {option.count !== undefined && <span className="facet__count">({option.count})</span>}
              {option.selected && <span className="visually-hidden">{t("catalog.filter.selected")}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function PriceGroup({ listing, place, state }: { listing: ListingResult; place: ListingPlace; state: State }) {
  const t = useT();
  const id = useId();
  const currency = listing.products[0]?.salePrice.currency;
  const current = state.priceSection;
  const money = (amount: number) => (currency ? formatMoney(amount, currency) : String(amount));
  const label = (s: { min?: number; max?: number }) =>
    s.min === undefined
      ? t("catalog.filter.priceUnder", { max: money(s.max ?? 0) })
      : s.max === undefined
        ? t("catalog.filter.priceOver", { min: money(s.min) })
        : t("catalog.filter.priceBetween", { min: money(s.min), max: money(s.max) });
  const sections = priceSections(listing.priceRange);
  return (
    <details className="facet" open>
      <summary id={id}>{t("catalog.filter.price")}</summary>
      {sections.length > 0 && (
        <ul aria-labelledby={id} className="facet__options">
          {sections.map((s) => {
            const selected = current?.min === s.min && current?.max === s.max;
            return (
              <li key={`${s.min ?? ""}-${s.max ?? ""}`}>
                <Link
                  to={hrefs.price(place, state, selected ? undefined : s)}
                  className={selected ? "facet__option facet__option--selected" : "facet__option"}
                  rel="nofollow"
                >
                  <span className="facet__box" aria-hidden="true" />
                  <span className="facet__name">{label(s)}</span>
                  {selected && <span className="visually-hidden">{t("catalog.filter.selected")}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <PriceForm section={current} hrefFor={(section) => hrefs.price(place, state, section)} />
    </details>
  );
}

/** The filters of a listing, each option a link to the narrowed listing with its count. */
export function FacetPanel({ listing, place, state }: { listing: ListingResult; place: ListingPlace; state: State }) {
  const t = useT();
  return (
    <aside className="facet-panel" aria-label={t("catalog.filter.label")}>
      <h2 className="facet-panel__title">{t("catalog.filter.title")}</h2>
      {listing.facets
        .filter((f) => f.options.length > 0)
        .map((facet) => (
          <FacetGroup key={facet.attrName} facet={facet} place={place} state={state} />
        ))}
      <PriceGroup listing={listing} place={place} state={state} />
    </aside>
  );
}
