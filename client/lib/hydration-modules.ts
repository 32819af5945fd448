import { createContext, useContext } from "react";
import { catalogueFiles } from "~/shared/i18n";
import type { CatalogArea, Locale } from "~/shared/i18n-config";
import { ROUTES, type PageId } from "~/shared/routes";
import { SHOP_CHROME_SOURCE, showsShopChrome } from "../components/shell/chrome";

/**
 * The files a page needs to hydrate beyond the shell: its screen's chunk, the shop's chrome and
 * its message catalogues, with what they import. The client entry loads them before hydrating
 * (client/entry.client.tsx), but it only learns which once it runs, a round trip after the shell;
 * the server names them on `<html data-hydration-modules>` and the hydration script
 * (client/lib/hydration-script.ts) fetches them beside the shell once the page has painted.
 * docs/decisions/0011-mobile-speed.md, "Scripts after the first paint".
 */
export type HydrationModules = (page: PageId | undefined, locale: Locale, areas: readonly CatalogArea[]) => string | undefined;

/** Provided by the server's entry from the client build's chunk graph; absent in the browser. */
export const HydrationModulesContext = createContext<HydrationModules | undefined>(undefined);
export const useHydrationModules = () => useContext(HydrationModulesContext);

/** `chunks`: source path → URLs of its chunk and the chunks it imports (build-tools/client-chunks.ts). */
export function hydrationModules(chunks: Readonly<Record<string, readonly string[]>>): HydrationModules {
  const known = new Map<string, string | undefined>();
  return (page, locale, areas) => {
    if (!page) return undefined;
    const key = `${page} ${locale} ${areas.join(",")}`;
    if (!known.has(key)) {
      const sources = [`client/pages/${ROUTES[page].screen}.tsx`, ...catalogueFiles(locale, areas).map((file) => file.source)];
      if (showsShopChrome(page)) sources.push(SHOP_CHROME_SOURCE);
      const urls = new Set(sources.flatMap((source) => (Object.hasOwn(chunks, source) ? chunks[source]! : [])));
      known.set(key, urls.size ? [...urls].join(" ") : undefined);
    }
    return known.get(key);
  };
}
