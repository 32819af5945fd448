import { setupI18n, type I18n } from "@lingui/core";
import { loadMessages } from "~/shared/i18n";
import type { CatalogArea, Locale } from "~/shared/i18n-config";
import { matchUrl } from "~/shared/url-scheme";
import { areasFor } from "../pages/page-areas";

/** The browser's one i18n instance and the catalogue areas it holds so far. */
let current: { i18n: I18n; locale: Locale; loaded: Set<CatalogArea> } | null = null;

/** Areas the server named on `<html data-i18n-areas>` (the shell's when it named none). */
export function documentAreas(root: HTMLElement = document.documentElement): CatalogArea[] {
  const named = (root.dataset.i18nAreas ?? "").split(/\s+/).filter(Boolean) as CatalogArea[];
  return named.length ? named : areasFor(undefined);
}

/** The i18n instance for hydration, with exactly the areas the server rendered the page with. */
export async function startClientI18n(locale: Locale, areas: CatalogArea[]): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale, areas) } });
  current = { i18n, locale, loaded: new Set(areas) };
  return i18n;
}

/** Loads the areas not loaded yet into the running instance (a no-op when all are there). */
export async function ensureAreas(areas: readonly CatalogArea[]): Promise<void> {
  const state = current;
  if (!state) return;
  const missing = areas.filter((area) => !state.loaded.has(area));
  if (!missing.length) return;
  const messages = await loadMessages(state.locale, missing);
  for (const area of missing) state.loaded.add(area);
  state.i18n.load(state.locale, messages);
}

/** Before a client navigation shows the page at `url`: its areas, so it never shows keys. */
export function ensureAreasForUrl(url: URL): Promise<void> {
  const match = matchUrl(url.pathname, url.searchParams);
  return ensureAreas(areasFor(match.kind === "page" ? match.id : undefined));
}
