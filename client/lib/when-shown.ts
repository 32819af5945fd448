/**
 * Runs `start` once the page is shown to the shopper: at once, or, for a page the browser
 * prerendered ahead (the shop's Speculation Rules, docs/decisions/1341-speculation-rules.md),
 * when it is activated. A page that is never shown counts no view and starts no analytics.
 * Returns what stops waiting (an effect's cleanup).
 */
export function whenShown(start: () => void): () => void {
  if (!(document as Document & { prerendering?: boolean }).prerendering) {
    start();
    return () => undefined;
  }
  document.addEventListener("prerenderingchange", start, { once: true });
  return () => document.removeEventListener("prerenderingchange", start);
}
