import { escapeHtml } from "../html-escape";
/**
 * Text handling for search, free of I/O: tokens as the FTS5 unicode61 tokenizer with
 * remove_diacritics sees them, safe MATCH expressions, typo correction against the index's
 * vocabulary, and prefix highlighting that escapes everything but its own <mark>.
 */
import { foldText } from "./tree";

const MAX_TOKENS = 6;
const MAX_TOKEN_LENGTH = 40;

/** Words of a query, folded like the index; FTS syntax characters never survive. */
export function searchTokens(text: string): string[] {
  return (foldText(text.slice(0, 200)).match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => t.slice(0, MAX_TOKEN_LENGTH)).slice(0, MAX_TOKENS);
}

/** Every token as a quoted prefix phrase: `"gold"* AND "ring"*`. */
export function matchExpression(tokens: string[], mode: "all" | "any" = "all", columns?: string[]): string {
  const body = tokens.map((t) => `"${t}"*`).join(mode === "all" ? " AND " : " OR ");
  return columns?.length ? `{${columns.join(" ")}} : (${body})` : body;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), capped. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > cap) return cap + 1;
  }
  return rows[a.length][b.length];
}

/** Edits tolerated for a word of this length: none for short words, where a typo is a new word. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

export interface VocabularyTerm {
  term: string;
  docs: number;
}

/**
 * The vocabulary word a mistyped (possibly unfinished) word most likely meant: the term, or
 * a prefix of it, within the allowed edits; fewer edits first, then the more common term.
 * Returns null when the word already starts an indexed term or nothing is close.
 */
export function correctToken(token: string, vocabulary: VocabularyTerm[]): string | null {
  const edits = allowedEdits(token.length);
  if (!edits) return null;
  let best: { term: string; distance: number; docs: number } | null = null;
  for (const { term, docs } of vocabulary) {
    if (term.startsWith(token)) return null;
    if (term.length < token.length - edits) continue;
    // Compare with the term's prefixes around the typed length: the shopper may not be done.
    let distance = editDistance(token, term, edits);
    for (let len = token.length - edits; len <= token.length + edits && distance > 0; len++) {
      if (len > 0 && len < term.length) distance = Math.min(distance, editDistance(token, term.slice(0, len), edits));
    }
    if (distance > edits) continue;
    if (!best || distance < best.distance || (distance === best.distance && docs > best.docs)) {
      best = { term, distance, docs };
    }
  }
  return best?.term ?? null;
}

/**
 * Highlights the words of `text` that start with one of the tokens (compared folded, so
 * "Bracelét" is found by "bracelet"), escaping all the rest.
 */
export function highlightPrefixes(text: string, tokens: string[]): string {
  if (!tokens.length) return escapeHtml(text);
  let out = "";
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const word = match[0];
    const folded = foldText(word);
    const token = tokens.find((t) => folded.startsWith(t));
    if (!token) continue;
    // Map the folded prefix length back onto the original word, letter by letter.
    let cut = 0;
    let seen = 0;
    for (const ch of word) {
      if (seen >= token.length) break;
      seen += foldText(ch).length;
      cut += ch.length;
    }
    const start = match.index ?? 0;
    out += `${escapeHtml(text.slice(last, start))}<mark>${escapeHtml(word.slice(0, cut))}</mark>`;
    last = start + cut;
  }
  return out + escapeHtml(text.slice(last));
}
