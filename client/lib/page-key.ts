import { ROUTES, type PageId } from "~/shared/routes";

/**
 * The identity a page is rendered under: a new key mounts a fresh page. On mobile
 * the checkout is not re-rendered by path (its form keeps what was typed when the query
 * changes); on desktop it is keyed by the full path, like every other shop page.
 *
 * A back-office screen is keyed by its path alone: its query is its list's filter, page or
 * open record (docs/decisions/0022-back-office-loaders-and-writes.md), so a new filter is the
 * same screen with new data, and an editor open on it (with what was typed) stays open.
 */
export function pageKey(page: PageId, device: string, pathWithSearch: string): string {
  if (page === "checkout" && device === "mobile") return "checkout";
  return backOffice(page) ? pathWithSearch.split("?")[0] : pathWithSearch;
}

const backOffice = (page: PageId) => {
  const { pattern } = ROUTES[page];
  return pattern === "/admin" || pattern.startsWith("/admin/");
};
