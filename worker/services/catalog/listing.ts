/**
 * Every product listing — category, sale, new arrivals, tag lists, the three kinds
 * of collection and search — through one function driven by the category query.
 */
import type { CategoryQuery } from "~/shared/category-query";
import type { Rates } from "~/shared/money";
import { GENUINE_REDUCTION_SQL, isOmnibusStore } from "./price-history";
import { pathTo } from "~/shared/url-scheme";
import { getRates } from "../rates";
import { attributeIndex } from "./attributes";
import { cardsInOrder, loadCards, newSince } from "./cards";
import { largeCategory, priceRange, WHOLE_READ_LIMIT, type ListingFigures } from "./category-listing";
import { pagePick, runListing, type EngineInput, type PagePick } from "./listing-engine";
import { LISTED_IDS, readListing, type ListingRead } from "./listing-read";
import { toUsdCents } from "./pricing";
import { rankedMatches, searchProducts } from "./search";
import { matchExpression, searchTokens } from "./search-text";
import { ancestry, findNode, storeTree, subtreeIds, type StoreTree } from "./tree";
import type { CatalogContext, Crumb, ListingResult } from "~/shared/catalog-types";

export const PAGE_SIZE = 24;

/**
 * category: /category-{key}; sale: /sale-{key} (key "all" = every category); newArrival:
 * /new-arrival; products: /products/{key}, key a product tag; collections: /collections/{key};
 * standard: /collection/standard-{key}; lego: /collection/lego-{id}; search: /search?q= and
 * /catalogsearch/result/{key}.
 */
export type ListingKind = "category" | "sale" | "newArrival" | "products" | "collections" | "standard" | "lego" | "search";

export interface ListingRequest {
  kind: ListingKind;
  key?: string;
  query: CategoryQuery;
  pageSize?: number;
}

/** The listing's scope in SQL: a condition on `p` and its default order. */
interface Scope {
  where: string;
  params: unknown[];
  /** SQL expression giving the default order (lower first). */
  order: string;
  title: string;
  breadcrumb: Crumb[];
  categoryId?: number;
  /** The categories of a category listing: the category and those below it. */
  categoryIds?: number[];
}

/** A search's scope: the store's whole assortment. */
const WHOLE_STORE = "1";

const COLLECTION_KINDS = { collections: "keyed", standard: "standard", lego: "lego" } as const;

async function collectionScope(cc: CatalogContext, kind: keyof typeof COLLECTION_KINDS, key: string): Promise<Scope | null> {
  const row = await cc.env.DB.prepare(
    `SELECT c.id, coalesce(t.title, en.title, c.key) AS title FROM collections c
       JOIN store_collections s ON s.collection_id = c.id AND s.store = ?3
       LEFT JOIN collection_texts t ON t.collection_id = c.id AND t.language = ?4
       LEFT JOIN collection_texts en ON en.collection_id = c.id AND en.language = 'en'
      WHERE c.kind = ?1 AND c.key = ?2`,
  )
    .bind(COLLECTION_KINDS[kind], key, cc.store, cc.language)
    .first<{ id: number; title: string }>();
  if (!row) return null;
  return {
    where: "p.id IN (SELECT product_id FROM collection_products WHERE collection_id = ?)",
    params: [row.id],
    order: `(SELECT position FROM collection_products cp WHERE cp.collection_id = ${Number(row.id)} AND cp.product_id = p.id)`,
    title: row.title,
    breadcrumb: [{ name: row.title, href: collectionHref(kind, key) }],
  };
}

function collectionHref(kind: keyof typeof COLLECTION_KINDS, key: string): string {
  if (kind === "collections") return pathTo("collections", { key });
  if (kind === "standard") return pathTo("collectionStandard", { collection_key: key });
  return pathTo("collectionLego", { id: key });
}

/**
 * What a sale listing holds: products whose sale price is below their base price, and where the
 * Omnibus rule applies only those reduced against their 30-day low (docs/decisions/1326-omnibus-prices.md).
 */
function saleCondition(cc: CatalogContext): { where: string; params: unknown[] } {
  if (!isOmnibusStore(cc.store)) return { where: "p.sale_price_cents < p.base_price_cents", params: [] };
  return { where: GENUINE_REDUCTION_SQL, params: [cc.store, cc.currency] };
}

function categoryScope(tree: StoreTree, key: string, sale: { where: string; params: unknown[] } | null): Scope | null {
  const all = sale && key === "all";
  const record = all ? undefined : tree.byKey.get(key);
  if (!all && !record) return null;
  const ids = record ? subtreeIds(tree, record.id) : [...tree.byId.keys()];
  const crumbs = record
    ? ancestry(tree, record.id).map((c) => ({ name: c.name, href: pathTo(sale ? "sale" : "category", { category_key: c.key }) }))
    : [];
  return {
    where: `p.category_id IN (SELECT value FROM json_each(?))${sale ? ` AND ${sale.where}` : ""}`,
    params: [JSON.stringify(ids), ...(sale?.params ?? [])],
    order: "sp.position",
    title: record?.name ?? "",
    breadcrumb: crumbs,
    categoryId: record?.id,
    categoryIds: ids,
  };
}

async function tagScope(cc: CatalogContext, tag: string): Promise<Scope | null> {
  const row = await cc.env.DB.prepare(
    `SELECT coalesce(t.label, en.label) AS label FROM tag_texts en
       LEFT JOIN tag_texts t ON t.tag = en.tag AND t.language = ?2
      WHERE en.tag = ?1 AND en.language = 'en'`,
  )
    .bind(tag, cc.language)
    .first<{ label: string }>();
  if (!row) return null;
  return {
    where: "EXISTS (SELECT 1 FROM json_each(p.tags) WHERE value = ?)",
    params: [tag],
    order: "sp.position",
    title: row.label,
    breadcrumb: [{ name: row.label, href: pathTo("products", { key: tag }) }],
  };
}

async function scopeFor(cc: CatalogContext, tree: StoreTree, request: ListingRequest): Promise<Scope | null> {
  const key = request.key?.trim() ?? "";
  switch (request.kind) {
    case "category":
    case "sale":
      return key ? categoryScope(tree, key, request.kind === "sale" ? saleCondition(cc) : null) : null;
    case "newArrival":
      return {
        where: "p.new_arrival_on >= ?",
        params: [newSince()],
        order: "0",
        title: "",
        breadcrumb: [],
      };
    case "products":
      return key ? tagScope(cc, key) : null;
    case "collections":
    case "standard":
    case "lego":
      return key ? collectionScope(cc, request.kind, key) : null;
    case "search":
      return { where: WHOLE_STORE, params: [], order: "sp.position", title: key || request.query.searchTerms || "", breadcrumb: [] };
  }
}

/**
 * A search's listing read: all words as prefixes, ranked in the same statement as the candidates
 * and the page's cards; only when that finds nothing, the typo-corrected or any-word search
 * (searchProducts) and then its matches' read.
 */
async function searchListing(cc: CatalogContext, scope: Scope, terms: string, pick: PagePick): Promise<ListingRead> {
  const none = { candidates: [], page: { ids: [], rows: [] } };
  const tokens = searchTokens(terms);
  if (!tokens.length) return none;
  const direct = await readListing(cc, scope, rankedMatches(cc, matchExpression(tokens)), pick);
  if (direct.candidates.length) return direct;
  // A search of the whole store found nothing at all with every word; a narrower scope may only have missed its matches.
  const found = await searchProducts(cc, terms, undefined, { allWordsFoundNothing: scope.where === WHOLE_STORE });
  if (!found.matches.length) return none;
  return readListing(cc, scope, { sql: LISTED_IDS, values: [JSON.stringify(found.matches.map((m) => m.id))] }, pick);
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * A page of a listing with its facets, price range and breadcrumb; null when the category,
 * tag or collection does not exist in this store (the page answers 404). Malformed or
 * unknown query values narrow nothing; a page past the end is empty with the true total.
 * `coupon` narrows nothing either: every catalogue item takes coupons, discounted ones too
 * (custom pieces, the exception, are not catalogue items). The page keeps it.
 */
export async function listProducts(cc: CatalogContext, request: ListingRequest): Promise<ListingResult | null> {
  const pageSize = Math.min(Math.max(request.pageSize ?? PAGE_SIZE, 1), 96);
  const [tree, attributes, rates] = await Promise.all([storeTree(cc), attributeIndex(cc), getRates(cc.env.DB)]);
  const scope = await scopeFor(cc, tree, request);
  if (!scope) return null;
  const query = request.query;
  const terms = request.kind === "search" ? request.key?.trim() || query.searchTerms : query.searchTerms;

  const sort = query.sort ?? (request.kind === "newArrival" ? "newest" : undefined);
  const priceCents = query.priceSection && {
    min: query.priceSection.min !== undefined ? toUsdCents(query.priceSection.min - 0.005, cc.currency, rates) : undefined,
    max: query.priceSection.max !== undefined ? toUsdCents(query.priceSection.max + 0.005, cc.currency, rates) : undefined,
  };
  const engine = { query: { ...query, sort }, attributes, priceCents, pageSize };
  const pick = pagePick(engine);
  const size = scope.categoryId !== undefined ? (tree.byId.get(scope.categoryId)?.productCount ?? 0) : 0;
  // A plain category page of a large category is read a page at a time; a search within it or an ad's product first reads it whole.
  const figures =
    request.kind === "category" && !terms && !pick.spuCode && scope.categoryIds && size > WHOLE_READ_LIMIT
      ? await largeCategory(cc, { ...engine, pick, categoryIds: scope.categoryIds, size, rates })
      : await wholeListing(cc, scope, { ...engine, pick, terms, rates });
  const listing: ListingResult = { query, title: scope.title, ...figures, pageIndex: query.pageIndex, pageSize, breadcrumb: scope.breadcrumb };
  const category = scope.categoryId !== undefined ? tree.byId.get(scope.categoryId) : undefined;
  const node = category && findNode(tree.roots, category.key);
  if (node) listing.category = node;
  return listing;
}

type EngineSettings = Omit<EngineInput, "candidates"> & { pick: PagePick; rates: Rates };

/** Every candidate of the scope read, filtered, counted and sorted by the engine: exact figures under any filter. */
async function wholeListing(cc: CatalogContext, scope: Scope, settings: EngineSettings & { terms?: string }): Promise<ListingFigures> {
  const { pick, terms, rates, ...engine } = settings;
  const read = terms ? await searchListing(cc, scope, terms, pick) : await readListing(cc, scope, undefined, pick);
  const result = runListing({ ...engine, candidates: read.candidates });
  // The engine decides the page; the cards read with the candidates serve when SQL found the same one.
  const products = sameIds(read.page.ids, result.pageIds)
    ? await cardsInOrder(cc, result.pageIds, read.page.rows, rates)
    : await loadCards(cc, result.pageIds, rates);
  return {
    products,
    total: result.total,
    pageCount: result.pageCount,
    facets: result.facets,
    priceRange: priceRange(cc, result.priceRangeCents, rates),
  };
}
