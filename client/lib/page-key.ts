import type { PageId } from "~/shared/routes";

/**
 * The identity a page is rendered under: a new key mounts a fresh page. On mobile
 * the checkout is not re-rendered by path (its form keeps what was typed when the query
 * changes); on desktop it is keyed by the full path, like every other page.
 */
export function pageKey(page: PageId, device: string, pathWithSearch: string): string {
  return page === "checkout" && device === "mobile" ? "checkout" : pathWithSearch;
}
