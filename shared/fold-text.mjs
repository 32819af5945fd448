// Plain JavaScript so the seed (Node) and the worker fold review texts the same way.
/**
 * A text with case, Unicode forms, spacing and punctuation folded away: what the duplicate
 * check and the blocked words compare.
 */
export function foldText(text) {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The duplicate-check hash of a review text: SHA-256 of its folded form, 40 hex digits. */
export async function bodyHash(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(foldText(text)));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 40);
}
