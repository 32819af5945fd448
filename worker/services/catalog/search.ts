/**
 * Product search with SQLite FTS5: bm25 ranking (title weighs most, then category, material,
 * description), every word matched as a prefix, and typo tolerance by correcting words that
 * start no indexed term to the nearest term of the index's own vocabulary (fts5vocab).
 */
import type { Locale } from "~/shared/i18n-config";
import { correctToken, matchExpression, searchTokens, type VocabularyTerm } from "./search-text";
import { getCatalogVersion, VersionedMemo } from "./version";
import type { CatalogContext } from "~/shared/catalog-types";

/** bm25 weights in the column order of product_search: title, material, category, description. */
const BM25 = "bm25(product_search, 10.0, 3.0, 5.0, 1.0)";
/**
 * Index rows (one per product text, in the shopper's language or English) a search ranks at
 * most, newest texts first: a word that matches half of a large catalogue reads and ranks this
 * many, not half the catalogue, so a common word lists at most this many products (fewer where
 * a product matches in both languages). bm25 still ranks them against the whole index. Sized so
 * a 100,000-product shop reads at most 1.5× what the demo shop reads for "ring"
 * (docs/decisions/1330-past-one-database.md, "Search windows").
 */
const SEARCH_SCAN_ROWS = 100;

const vocabularies = new VersionedMemo<VocabularyTerm[]>(200);

/** The first term past every term that starts with `prefix`. */
function pastPrefix(prefix: string): string {
  const letters = [...prefix];
  return letters.slice(0, -1).join("") + String.fromCodePoint(letters.at(-1)!.codePointAt(0)! + 1);
}

/**
 * How long a slice of the vocabulary is kept in KV. fts5vocab counts each term's documents by
 * walking its whole doclist, so a slice holding a common word ("engagement") costs ~16 ms of
 * CPU at 100,000 products (docs/decisions/1330-past-one-database.md); a word the catalogue
 * gained today is corrected to from tomorrow, which a typo fallback can bear.
 */
const VOCABULARY_TTL_SECONDS = 86_400;

/**
 * The index's words a mistyped word may have meant: those that start with its first two letters
 * or with the two swapped, read by range from the index's vocabulary (fts5vocab reads only those
 * terms), not the whole vocabulary, which grows with the catalogue. A typo in the first letter
 * is not corrected. Memoized per pair of letters: in the isolate per catalogue version, and in
 * KV for VOCABULARY_TTL_SECONDS (only a slice that holds words, so made-up pairs write nothing).
 */
async function vocabularyNear(cc: CatalogContext, token: string): Promise<VocabularyTerm[]> {
  const [first, second] = [...token];
  const prefixes = [...new Set([first + second, second + first])];
  const version = await getCatalogVersion(cc.env.KV);
  return vocabularies.get(version, prefixes[0], async () => {
    const key = `search:vocabulary:${prefixes[0]}`;
    const kept = await cc.env.KV.get<VocabularyTerm[]>(key, "json").catch(() => null);
    if (Array.isArray(kept)) return kept;
    const { results } = await cc.env.DB.prepare(
      `SELECT term, doc AS docs FROM product_search_vocab WHERE term >= ?1 AND term < ?2 AND length(term) >= 3
       UNION ALL
       SELECT term, doc AS docs FROM product_search_vocab WHERE term >= ?3 AND term < ?4 AND length(term) >= 3`,
    )
      // A doubled letter has one pair: the second range is then empty.
      .bind(prefixes[0], pastPrefix(prefixes[0]), prefixes[1] ?? "", prefixes[1] ? pastPrefix(prefixes[1]) : "")
      .all<VocabularyTerm>();
    const terms = results.sort((a, b) => b.docs - a.docs);
    // KV failing costs the next isolate a read, never this search.
    if (terms.length) await cc.env.KV.put(key, JSON.stringify(terms), { expirationTtl: VOCABULARY_TTL_SECONDS }).catch(() => undefined);
    return terms;
  });
}

/** The languages whose text a shopper's search reads: their own, and English underneath. */
export const searchLanguages = (language: Locale): Locale[] => (language === "en" ? ["en"] : [language, "en"]);

interface RankedMatch {
  id: number;
  /** bm25 score, lower is better. */
  score: number;
}

/**
 * The statement that ranks a match expression's products in this store (`id`, `score`, best
 * first), with plain `?` placeholders: read alone, or inside a listing's candidates statement
 * so the search and the candidates are one read (listing.ts).
 */
export function rankedMatches(cc: CatalogContext, match: string, limit = SEARCH_SCAN_ROWS): { sql: string; values: unknown[] } {
  const [own, fallback] = searchLanguages(cc.language);
  return {
    // MATERIALIZED keeps bm25() in the FTS scan: SQLite would otherwise fold it into the GROUP BY.
    sql: `WITH m AS MATERIALIZED (
        SELECT product_id, ${BM25} AS score FROM product_search
         WHERE product_search MATCH ? AND language IN (?, ?) ORDER BY rowid DESC LIMIT ${SEARCH_SCAN_ROWS}
      )
     SELECT m.product_id AS id, min(m.score) AS score FROM m
      JOIN store_products sp ON sp.product_id = m.product_id AND sp.store = ?
      JOIN products p ON p.id = m.product_id AND p.active = 1
     GROUP BY m.product_id ORDER BY score, m.product_id LIMIT ?`,
    values: [match, own, fallback ?? own, cc.store, limit],
  };
}

async function ranked(cc: CatalogContext, match: string, limit: number): Promise<RankedMatch[]> {
  const { sql, values } = rankedMatches(cc, match, limit);
  const { results } = await cc.env.DB.prepare(sql)
    .bind(...values)
    .all<RankedMatch>();
  return results;
}

export interface SearchOutcome {
  matches: RankedMatch[];
  tokens: string[];
  /** The words actually searched when some were corrected for typos. */
  corrected?: string;
}

/** Corrects the words that start no indexed term; null when nothing changed. */
export async function correctTokens(cc: CatalogContext, tokens: string[]): Promise<string[] | null> {
  let changed = false;
  const fixed = await Promise.all(
    tokens.map(async (token) => {
      // Short words are never corrected (correctToken): no vocabulary to read for them.
      if (token.length < 4) return token;
      const better = correctToken(token, await vocabularyNear(cc, token));
      if (better && better !== token) changed = true;
      return better ?? token;
    }),
  );
  return changed ? fixed : null;
}

/**
 * Ranked product ids for a query in this store: all words as prefixes; failing that, with
 * typos corrected; failing that, any of the words (still ranked by bm25).
 */
export async function searchProducts(
  cc: CatalogContext,
  text: string,
  limit = SEARCH_SCAN_ROWS,
  // The caller already found that all words as prefixes match nothing in this store.
  { allWordsFoundNothing = false } = {},
): Promise<SearchOutcome> {
  const tokens = searchTokens(text);
  if (!tokens.length) return { matches: [], tokens };
  let matches = allWordsFoundNothing ? [] : await ranked(cc, matchExpression(tokens), limit);
  if (matches.length) return { matches, tokens };
  const fixed = await correctTokens(cc, tokens);
  if (fixed) {
    matches = await ranked(cc, matchExpression(fixed), limit);
    if (matches.length) return { matches, tokens: fixed, corrected: fixed.join(" ") };
  }
  if (tokens.length > 1) {
    const words = fixed ?? tokens;
    matches = await ranked(cc, matchExpression(words, "any"), limit);
    return { matches, tokens: words, corrected: fixed ? words.join(" ") : undefined };
  }
  return { matches: [], tokens };
}
