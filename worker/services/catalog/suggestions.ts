/**
 * The header search panel: suggestions as the shopper types (category/searchHighlight), a
 * word that names a category (category/findCategoryUrlKey), popular keywords and products.
 */
import { pathTo } from "~/shared/url-scheme";
import { searchLanguages, correctTokens } from "./search";
import { highlightPrefixes, matchExpression, searchTokens } from "./search-text";
import { foldText, storeTree, type StoreTree } from "./tree";
import { getCatalogVersion, VersionedMemo } from "./version";
import { loadCardsOf, productHref } from "./cards";
import type { CatalogContext, ProductCard, Suggestion } from "~/shared/catalog-types";

const MAX_PRODUCT_SUGGESTIONS = 8;
const MAX_CATEGORY_SUGGESTIONS = 3;
/** Index rows the panel ranks at most, newest texts first, like a search (search.ts SEARCH_SCAN_ROWS; sized in docs/decisions/1330-past-one-database.md, "Search windows"). */
const SUGGESTION_SCAN_ROWS = 48;

function categorySuggestions(tree: StoreTree, tokens: string[]): Suggestion[] {
  const out: Suggestion[] = [];
  for (const record of tree.byKey.values()) {
    if (!record.productCount) continue;
    const words = foldText(record.name).match(/[\p{L}\p{N}]+/gu) ?? [];
    if (!tokens.every((t) => words.some((w) => w.startsWith(t)))) continue;
    out.push({
      html: highlightPrefixes(record.name, tokens),
      text: record.name,
      href: pathTo("category", { category_key: record.key }),
      kind: "category",
    });
    if (out.length >= MAX_CATEGORY_SUGGESTIONS) break;
  }
  return out;
}

async function productSuggestions(cc: CatalogContext, tokens: string[]): Promise<Suggestion[]> {
  const [own, fallback] = searchLanguages(cc.language);
  // The shopper's own language wins over the English text of the same product.
  const { results } = await cc.env.DB.prepare(
    // MATERIALIZED keeps bm25() in the FTS scan, out of the window function.
    `WITH m AS MATERIALIZED (
        SELECT product_id, language, title, bm25(product_search, 10.0, 3.0, 5.0, 1.0) AS score
          FROM product_search WHERE product_search MATCH ?1 AND language IN (?2, ?3)
         ORDER BY rowid DESC LIMIT ${SUGGESTION_SCAN_ROWS}
      )
     SELECT title, slug, product_code FROM (
        SELECT m.title, m.score, p.slug, p.product_code,
               row_number() OVER (PARTITION BY m.product_id ORDER BY m.language = ?2 DESC) AS n
          FROM m
          JOIN store_products sp ON sp.product_id = m.product_id AND sp.store = ?4
          JOIN products p ON p.id = m.product_id AND p.active = 1
      ) WHERE n = 1 ORDER BY score LIMIT ${MAX_PRODUCT_SUGGESTIONS}`,
  )
    .bind(matchExpression(tokens, "all", ["title", "category", "material"]), own, fallback ?? own, cc.store)
    .all<{ title: string; slug: string; product_code: string }>();
  // Marked like the categories: the typed beginnings of words, whatever the FTS token was.
  return results.map((r) => ({
    html: highlightPrefixes(r.title, tokens),
    text: r.title,
    href: productHref(r.slug, r.product_code),
    kind: "product" as const,
  }));
}

const suggestionMemo = new VersionedMemo<Suggestion[]>(1000);

/**
 * Suggestions for what the shopper has typed so far: matching categories, then products,
 * words matched as prefixes and mistyped words corrected. Text is HTML-escaped; only the
 * matched parts are wrapped in <mark>. Memoized per isolate: shoppers type the same prefixes.
 */
export async function searchSuggestions(cc: CatalogContext, content: string): Promise<Suggestion[]> {
  const tokens = searchTokens(content);
  if (!tokens.length) return [];
  const version = await getCatalogVersion(cc.env.KV);
  return suggestionMemo.get(version, `${cc.store}:${cc.language}:${tokens.join(" ")}`, async () => {
    const tree = await storeTree(cc);
    let products = await productSuggestions(cc, tokens);
    let words = tokens;
    if (!products.length) {
      const fixed = await correctTokens(cc, tokens);
      if (fixed) {
        words = fixed;
        products = await productSuggestions(cc, fixed);
      }
    }
    return [...categorySuggestions(tree, words), ...products];
  });
}

/** Crude stemming shared by the five languages: enough for ring/rings/Ringe/bagues. */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(es|en|s|e|x)$/, "") : word;
}

const phrase = (text: string) => (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).map(stem).join(" ");

/** The category a search word names in this store (any language, singular or plural), or null. */
export async function findCategoryUrlKey(cc: CatalogContext, content: string): Promise<{ urlKey: string; href: string } | null> {
  const wanted = phrase(content.slice(0, 100));
  if (!wanted) return null;
  const tree = await storeTree(cc);
  const hit = (key: string) => ({ urlKey: key, href: pathTo("category", { category_key: key }) });
  for (const record of tree.byKey.values()) {
    if (!record.productCount) continue;
    if (phrase(record.key.replace(/-/g, " ")) === wanted || record.names.some((n) => phrase(n) === wanted)) return hit(record.key);
  }
  for (const [term, id] of tree.synonyms) {
    const record = tree.byId.get(id);
    if (record?.productCount && phrase(term) === wanted) return hit(record.key);
  }
  return null;
}

/** Counts a search that found something, for the popular keywords of this store and language. */
export async function recordSearch(cc: CatalogContext, content: string): Promise<void> {
  const term = searchTokens(content).join(" ");
  if (term.length < 2 || term.length > 60) return;
  await cc.env.DB.prepare(
    `INSERT INTO search_keywords (store, language, term) VALUES (?, ?, ?)
     ON CONFLICT (store, language, term) DO UPDATE SET searches = searches + 1,
       last_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  )
    .bind(cc.store, cc.language, term)
    .run();
}

/** The store's most searched terms in the shopper's language, English ones after them. */
export async function popularKeywords(cc: CatalogContext, limit = 8): Promise<string[]> {
  const { results } = await cc.env.DB.prepare(
    `SELECT term FROM search_keywords WHERE store = ?1 AND language IN (?2, 'en')
      GROUP BY term ORDER BY max(language = ?2) DESC, max(searches) DESC, term LIMIT ?3`,
  )
    .bind(cc.store, cc.language, limit)
    .all<{ term: string }>();
  return results.map((r) => r.term);
}

/** The store's best sellers, for the search panel and the home page. */
export async function bestSellers(cc: CatalogContext, limit = 6): Promise<ProductCard[]> {
  return loadCardsOf(cc, {
    // Walks products_best_selling until enough the store sells, not the store's whole assortment.
    sql: `SELECT p.id FROM products p
           WHERE p.active = 1 AND EXISTS (SELECT 1 FROM store_products sp WHERE sp.store = ? AND sp.product_id = p.id)
           ORDER BY p.sales_count DESC, p.id LIMIT ?`,
    values: [cc.store, limit],
  });
}

export interface SearchPanelData {
  popularKeywords: string[];
  popularProducts: ProductCard[];
}

/** What the header's search panel shows before anything is typed (recent searches are local). */
export async function searchPanel(cc: CatalogContext): Promise<SearchPanelData> {
  const [keywords, products] = await Promise.all([popularKeywords(cc), bestSellers(cc, 6)]);
  return { popularKeywords: keywords, popularProducts: products };
}
