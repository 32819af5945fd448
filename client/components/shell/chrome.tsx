import { createElement, lazy, type ComponentProps } from "react";
import { routeFlags } from "~/shared/url-scheme";
import { ROUTES, type PageId } from "~/shared/routes";
import { preloadable } from "../../lib/preloadable";

/*
 * The shop's header and footer (with the search panel, account menu, preference selectors and
 * floating buttons) are a chunk of their own instead of part of the shell chunk every page
 * loads first: the checkout pages have a header of their own and never use them (
 * docs/decisions/0011-mobile-speed.md: the German checkout's initial JS was over 150 KB). Like
 * a page's screen (client/pages/registry.ts), the chunk is loaded before the server renders,
 * before the browser hydrates (client/entry.client.tsx, from <html data-page>) and before a
 * client navigation shows a shop page, so it renders directly and never suspends.
 */

type Chrome = typeof import("./shop-chrome");

const chrome = preloadable<Chrome>(() => import("./shop-chrome"));
const loadChrome = chrome.load;

/** Whether a page shows the shop's header and footer (not the checkout's pages, not bare ones). */
export function showsShopChrome(page: string | undefined): page is PageId {
  return !!page && Object.hasOwn(ROUTES, page) && (routeFlags(page as PageId).shell ?? "shop") === "shop";
}

/** The chrome's module, by its path in the repository (client/lib/hydration-modules.ts). */
export const SHOP_CHROME_SOURCE = "client/components/shell/shop-chrome.ts";

/** Loads the shop's chrome when the page shows it (a no-op for the checkout's and bare pages). */
export function preloadChrome(page: string | undefined): Promise<void> {
  if (!showsShopChrome(page)) return Promise.resolve();
  return loadChrome().then(
    () => undefined,
    () => undefined,
  );
}

// Until the chunk is there (only when a page rendered without preloadChrome): React.lazy.
const LazyHeader = lazy(() => loadChrome().then((m) => ({ default: m.SiteHeader })));
const LazyFooter = lazy(() => loadChrome().then((m) => ({ default: m.SiteFooter })));

export function SiteHeader() {
  return createElement(chrome.current()?.SiteHeader ?? LazyHeader);
}

export function SiteFooter(props: ComponentProps<Chrome["SiteFooter"]>) {
  return createElement(chrome.current()?.SiteFooter ?? LazyFooter, props);
}
