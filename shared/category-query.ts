/**
 * The category query, read from a listing URL's parameters: page, spu / skus,
 * price, sort, attr_ids, coupon, colorgroupid, q, from. Anything malformed is dropped, never an error.
 */
export const SORT_KEYS = ["newest", "price_asc", "price_desc", "best_selling", "rating"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface AttributeFilter {
  attrName: string;
  attrOptionIds: number[];
}

export interface CategoryQuery {
  pageIndex: number;
  spuCode?: string;
  /** `price=min-max` in the shopper's currency; either end may be missing. */
  priceSection?: { min?: number; max?: number };
  sort?: SortKey;
  attributesList: AttributeFilter[];
  coupon?: string;
  colorGroupId?: number;
  searchTerms?: string;
  /**
   * `from`: where the page starts in a large category's sort, a token the pager's next and
   * previous links carry (worker/services/catalog/listing-keyset.ts); the page number still says
   * which page it is, and reads the page without it.
   */
  from?: string;
  /** The internal category key (from the path, not the query). */
  category?: string;
}

const MAX_PAGE = 500;
const MAX_TERMS = 100;

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function price(value: string | null): CategoryQuery["priceSection"] {
  if (!value) return undefined;
  const [low, high] = value.split("-", 2);
  const num = (v: string | undefined) => (v && /^\d+(\.\d{1,2})?$/.test(v) ? Number(v) : undefined);
  let min = num(low);
  let max = num(high);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return min === undefined && max === undefined ? undefined : { min, max };
}

/** attr_ids: attributes separated by dashes; in each, underscores part name and option ids. */
export function parseAttrIds(value: string | null): AttributeFilter[] {
  if (!value) return [];
  const out: AttributeFilter[] = [];
  for (const chunk of value.split("-").slice(0, 20)) {
    const [attrName, ...ids] = chunk.split("_");
    const attrOptionIds = ids.map((id) => positiveInt(id)).filter((id): id is number => id !== undefined);
    if (/^[a-z][a-z0-9]{0,30}$/i.test(attrName ?? "") && attrOptionIds.length) out.push({ attrName, attrOptionIds });
  }
  return out;
}

export function formatAttrIds(list: AttributeFilter[]): string {
  return list
    .filter((a) => a.attrOptionIds.length)
    .map((a) => [a.attrName, ...a.attrOptionIds].join("_"))
    .join("-");
}

export function parseCategoryQuery(search: URLSearchParams, category?: string): CategoryQuery {
  const sort = search.get("sort");
  const spu = search.get("spu") ?? search.get("skus")?.replace(",", "-") ?? undefined;
  const q = search.get("q")?.trim().slice(0, MAX_TERMS);
  const from = search.get("from");
  return {
    pageIndex: Math.min(positiveInt(search.get("page")) ?? 1, MAX_PAGE),
    spuCode: spu && /^[\w-]{1,64}$/.test(spu) ? spu : undefined,
    priceSection: price(search.get("price")),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : undefined,
    attributesList: parseAttrIds(search.get("attr_ids")),
    coupon: search.get("coupon")?.trim().slice(0, 40) || undefined,
    colorGroupId: positiveInt(search.get("colorgroupid")),
    searchTerms: q || undefined,
    ...(from && /^[\w-]{1,200}$/.test(from) ? { from } : {}),
    category,
  };
}
