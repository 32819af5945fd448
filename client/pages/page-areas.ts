import type { CatalogArea } from "~/shared/i18n-config";
import { ROUTES, type PageId } from "~/shared/routes";

/**
 * The message catalogue areas every page needs: the header, footer, search panel, gift promo
 * and the UI kit's hosts (toasts, overlay).
 */
export const SHELL_AREAS = ["common", "ui", "catalog"] as const satisfies readonly CatalogArea[];

/**
 * Areas each page needs besides the shell's, read from its record (`areas` in
 * shared/routes.ts). The server puts them on `<html data-i18n-areas>`; the client entry
 * loads them before hydrating and page-route's clientLoader before showing a page it
 * navigates to.
 */
export const PAGE_AREAS = Object.fromEntries(
  (Object.keys(ROUTES) as PageId[]).map((id) => [id, (ROUTES[id] as { areas?: readonly CatalogArea[] }).areas ?? []]),
) as Record<PageId, readonly CatalogArea[]>;

/** Every area a page's HTML and code use; unknown (an error screen) gets the shell's. */
export function areasFor(page: PageId | undefined): CatalogArea[] {
  return [...SHELL_AREAS, ...((page && PAGE_AREAS[page]) || [])];
}
