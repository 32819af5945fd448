/**
 * Links between the states of a listing (filters, sort, page): the inverse of
 * parseCategoryQuery. Every state is a plain crawlable URL built through pathTo.
 */
import { formatAttrIds, type AttributeFilter, type CategoryQuery, type SortKey } from "./category-query";
import { pathTo } from "./url-scheme";
import { type PageId } from "./routes";

/** Which listing page a URL belongs to: its route and path parameters. */
export interface ListingPlace {
  id: PageId;
  params: Record<string, string>;
}

type QueryState = Omit<CategoryQuery, "category">;

function priceParam(section: CategoryQuery["priceSection"]): string | undefined {
  if (!section || (section.min === undefined && section.max === undefined)) return undefined;
  return `${section.min ?? ""}-${section.max ?? ""}`;
}

/** The URL query of a listing state, with defaults left out so each state has one URL. */
function listingQuery(state: Partial<QueryState>): Record<string, string | undefined> {
  return {
    q: state.searchTerms,
    spu: state.spuCode,
    attr_ids: formatAttrIds(state.attributesList ?? []) || undefined,
    price: priceParam(state.priceSection),
    colorgroupid: state.colorGroupId ? String(state.colorGroupId) : undefined,
    coupon: state.coupon,
    sort: state.sort,
    page: state.pageIndex && state.pageIndex > 1 ? String(state.pageIndex) : undefined,
  };
}

/**
 * `from`: where the page starts in a large category's sort (ListingResult.pageKeys), for a link
 * to a page after the first; every other link leaves the state's own `from` out.
 */
export function listingHref(place: ListingPlace, state: Partial<QueryState>, from?: string): string {
  const query = listingQuery(state);
  if (from && query.page) query.from = from;
  // /catalogsearch/result/{key} carries its search words in the path already.
  if (place.id === "searchResult") delete query.q;
  return pathTo(place.id, place.params, query);
}

/** A filter change always goes back to page 1: the old page may not exist any more. */
const filtered = (state: QueryState, change: Partial<QueryState>): QueryState => ({ ...state, ...change, pageIndex: 1 });

export function toggleOption(list: AttributeFilter[], attrName: string, optionId: number): AttributeFilter[] {
  const current = list.find((a) => a.attrName === attrName);
  if (!current) return [...list, { attrName, attrOptionIds: [optionId] }];
  const ids = current.attrOptionIds.includes(optionId)
    ? current.attrOptionIds.filter((id) => id !== optionId)
    : [...current.attrOptionIds, optionId].sort((a, b) => a - b);
  return list.flatMap((a) => (a.attrName !== attrName ? [a] : ids.length ? [{ attrName, attrOptionIds: ids }] : []));
}

export const hrefs = {
  toggle: (place: ListingPlace, state: QueryState, attrName: string, optionId: number) =>
    listingHref(place, filtered(state, { attributesList: toggleOption(state.attributesList, attrName, optionId) })),
  price: (place: ListingPlace, state: QueryState, section: CategoryQuery["priceSection"]) =>
    listingHref(place, filtered(state, { priceSection: section })),
  sort: (place: ListingPlace, state: QueryState, sort: SortKey | undefined) => listingHref(place, filtered(state, { sort })),
  page: (place: ListingPlace, state: QueryState, pageIndex: number, from?: string) => listingHref(place, { ...state, pageIndex }, from),
  /** Removes every filter but keeps what defines the listing itself (the search words). */
  clear: (place: ListingPlace, state: QueryState) => listingHref(place, { searchTerms: state.searchTerms, sort: state.sort }),
};

/** Whether the shopper narrowed the listing (what "remove all filters" would undo). */
export function hasFilters(state: QueryState): boolean {
  return Boolean(state.attributesList.length || state.priceSection || state.colorGroupId || state.spuCode || state.coupon);
}

export interface PriceSection {
  min?: number;
  max?: number;
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.find((s) => s * magnitude >= raw) ?? 10;
  return step * magnitude;
}

/**
 * Up to four price sections over a listing's range, on round boundaries: the first open
 * below ("under 50"), the last open above ("200 and more").
 */
export function priceSections(range: { min: number; max: number }, count = 4): PriceSection[] {
  if (!(range.max > range.min) || range.max <= 0) return [];
  const step = niceStep((range.max - range.min) / count);
  const start = Math.floor(range.min / step) * step;
  const bounds: number[] = [];
  for (let b = start + step; b < range.max && bounds.length < count - 1; b += step) bounds.push(Number(b.toFixed(2)));
  if (bounds.length === 0) return [];
  return [{ max: bounds[0] }, ...bounds.slice(1).map((b, i) => ({ min: bounds[i], max: b })), { min: bounds[bounds.length - 1] }];
}
