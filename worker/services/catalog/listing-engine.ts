/**
 * Filtering, facet counting, sorting and paging of a listing's candidate products, all in
 * memory: a listing's candidates are bounded by one store's assortment of one category,
 * collection or search, and counting facets over them here costs one query instead of one
 * per attribute.
 */
import type { CategoryQuery, SortKey } from "~/shared/category-query";
import { ATTRIBUTE_NAMES, type AttributeIndex } from "./attributes";
import type { Facet } from "~/shared/catalog-types";

export interface Candidate {
  id: number;
  spuCode: string;
  saleCents: number;
  baseCents: number;
  newOn: string;
  sales: number;
  rating: number;
  ratingCount: number;
  /** Default order: store, collection position or search rank (lower first). */
  position: number;
  options: Set<number>;
}

export interface EngineInput {
  candidates: Candidate[];
  query: CategoryQuery;
  attributes: AttributeIndex;
  /** Price bounds already converted to USD cents (inclusive, fractional allowed). */
  priceCents?: { min?: number; max?: number };
  pageSize: number;
}

export interface EngineResult {
  pageIds: number[];
  total: number;
  pageCount: number;
  facets: Facet[];
  priceRangeCents: { min: number; max: number };
}

/** Selected options per attribute, keeping only ids that belong to that attribute. */
export function validSelections(query: CategoryQuery, attributes: AttributeIndex): Map<string, Set<number>> {
  const selected = new Map<string, Set<number>>();
  for (const { attrName, attrOptionIds } of query.attributesList) {
    const attribute = attributes.byName.get(attrName);
    if (!attribute) continue;
    const ids = attrOptionIds.filter((id) => attributes.options.get(id)?.attributeId === attribute.id);
    if (!ids.length) continue;
    const set = selected.get(attrName) ?? new Set<number>();
    ids.forEach((id) => set.add(id));
    selected.set(attrName, set);
  }
  return selected;
}

// Ties end on the id, so the same order can be asked of SQL (listing-read.ts ORDER).
const COMPARATORS: Record<SortKey, (a: Candidate, b: Candidate) => number> = {
  newest: (a, b) => (a.newOn < b.newOn ? 1 : a.newOn > b.newOn ? -1 : 0) || b.id - a.id,
  price_asc: (a, b) => a.saleCents - b.saleCents || a.position - b.position || a.id - b.id,
  price_desc: (a, b) => b.saleCents - a.saleCents || a.position - b.position || a.id - b.id,
  best_selling: (a, b) => b.sales - a.sales || a.position - b.position || a.id - b.id,
  rating: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || a.position - b.position || a.id - b.id,
};

function sortCandidates(list: Candidate[], sort: SortKey | undefined, spuCode?: string): Candidate[] {
  const sorted = [...list].sort(sort ? COMPARATORS[sort] : (a, b) => a.position - b.position || a.id - b.id);
  if (spuCode) {
    // An ad's product (spu / skus) leads the listing when it is part of it.
    const spu = spuCode.toUpperCase();
    const index = sorted.findIndex((c) => c.spuCode.toUpperCase() === spu || spu.startsWith(`${c.spuCode.toUpperCase()}-`));
    if (index > 0) sorted.unshift(...sorted.splice(index, 1));
  }
  return sorted;
}

const groupOptionsOf = (query: CategoryQuery, attributes: AttributeIndex): Set<number> | null =>
  query.colorGroupId ? new Set([...attributes.options.values()].filter((o) => o.colorGroupId === query.colorGroupId).map((o) => o.id)) : null;

/** What the page of a listing is, for SQL to find it the way runListing does (listing-read.ts). */
export interface PagePick {
  /** Per attribute with a selection, its option ids: a product has one of each list. */
  selections: number[][];
  /** The colour group's options, one of which a product has; null without a group. */
  groupOptions: number[] | null;
  priceCents?: { min?: number; max?: number };
  sort?: SortKey;
  spuCode?: string;
  limit: number;
  offset: number;
  /** The token of the page's first product in a large category's sort (listing-keyset.ts); the engine reads by offset. */
  from?: string;
}

export function pagePick(input: Omit<EngineInput, "candidates">): PagePick {
  const { query, attributes, priceCents, pageSize } = input;
  const group = groupOptionsOf(query, attributes);
  return {
    selections: [...validSelections(query, attributes).values()].map((ids) => [...ids]),
    groupOptions: group && [...group],
    priceCents,
    sort: query.sort,
    spuCode: query.spuCode,
    limit: pageSize,
    offset: (query.pageIndex - 1) * pageSize,
    ...(query.from ? { from: query.from } : {}),
  };
}

/**
 * The facets of a listing from each attribute's option counts: an option is shown when it has
 * products or is selected. `counted` false: the counts are not known (a large category under
 * filters, category-listing.ts), so the options come without them.
 */
export function facetsOf(
  attributes: AttributeIndex,
  selections: Map<string, Set<number>>,
  countsOf: (attrName: string) => Map<number, number>,
  counted = true,
): Facet[] {
  const facets: Facet[] = [];
  for (const attrName of ATTRIBUTE_NAMES) {
    const attribute = attributes.byName.get(attrName);
    if (!attribute) continue;
    const counts = countsOf(attrName);
    const selected = selections.get(attrName);
    const options = attribute.options
      .filter((o) => (counts.get(o.id) ?? 0) > 0 || selected?.has(o.id))
      .map((o) => ({
        id: o.id,
        name: o.name,
        ...(counted ? { count: counts.get(o.id) ?? 0 } : {}),
        selected: Boolean(selected?.has(o.id)),
        ...(o.hex ? { hex: o.hex } : {}),
      }));
    if (options.length) facets.push({ attrName, label: attribute.label, options });
  }
  return facets;
}

export function runListing(input: EngineInput): EngineResult {
  const { candidates, query, attributes, priceCents, pageSize } = input;
  const selections = validSelections(query, attributes);
  const groupOptions = groupOptionsOf(query, attributes);

  const inPrice = (c: Candidate) =>
    (priceCents?.min === undefined || c.saleCents >= priceCents.min) && (priceCents?.max === undefined || c.saleCents <= priceCents.max);
  const inGroup = (c: Candidate) => !groupOptions || [...c.options].some((id) => groupOptions.has(id));
  const matches = (c: Candidate, except?: string) => {
    for (const [name, ids] of selections) {
      if (name === except) continue;
      let any = false;
      for (const id of ids) if (c.options.has(id)) any = true;
      if (!any) return false;
    }
    return true;
  };

  const base = candidates.filter(inGroup);
  const beforePrice = base.filter((c) => matches(c));
  const filtered = beforePrice.filter(inPrice);

  // Disjunctive facets: an attribute's counts ignore its own selection, so options stay
  // selectable side by side, but respect every other filter.
  const facets = facetsOf(attributes, selections, (attrName) => {
    const counts = new Map<number, number>();
    for (const c of base) {
      if (!inPrice(c) || !matches(c, attrName)) continue;
      for (const id of c.options) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  });

  const prices = beforePrice.map((c) => c.saleCents);
  const sorted = sortCandidates(filtered, query.sort, query.spuCode);
  const start = (query.pageIndex - 1) * pageSize;
  return {
    pageIds: sorted.slice(start, start + pageSize).map((c) => c.id),
    total: filtered.length,
    pageCount: Math.max(1, Math.ceil(filtered.length / pageSize)),
    facets,
    priceRangeCents: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: 0, max: 0 },
  };
}
