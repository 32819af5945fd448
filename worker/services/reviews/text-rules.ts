import { foldText } from "~/shared/fold-text.mjs";

/**
 * The text checks of a review: the same words in another case, spacing or punctuation are a
 * duplicate (bodyHash), and a blocked word counts only as a whole word (so "ass" does not
 * hold "class").
 */
export { bodyHash } from "~/shared/fold-text.mjs";

/** The first blocked word the text holds, or null. */
export function findBlockedWord(text: string, words: readonly string[]): string | null {
  if (!words.length) return null;
  const present = new Set(foldText(text).split(" "));
  const folded = ` ${foldText(text)} `;
  for (const word of words) {
    const w = foldText(word);
    if (!w) continue;
    // Multi-word entries match as a phrase, single words as a token.
    if (w.includes(" ") ? folded.includes(` ${w} `) : present.has(w)) return word;
  }
  return null;
}
