/**
 * Pages the edge cache may keep, and the anonymous request context they are rendered with,
 * so the HTML holds nothing that belongs to one visitor (docs/decisions/0002-edge-cache.md).
 */
import { matchUrl, routeFlags } from "~/shared/url-scheme";
import { ROUTES, type PageId } from "~/shared/routes";
import type { RequestContext } from "../../request-context-type";

/**
 * Home, listing, product, search, help and look-book pages (`cache: true` in their record):
 * the same for every shopper of a store, language and currency, and most of the traffic.
 * (Help pages quote fees converted at the current rates, and a change of rates bumps the
 * catalogue version that keys every copy.)
 */
const CACHED_PAGES: ReadonlySet<PageId> = new Set((Object.keys(ROUTES) as PageId[]).filter((id) => routeFlags(id).cache));

/** Longer URLs still render, but do not get an entry of their own. */
const MAX_CACHED_URL = 1024;

/**
 * Whether a request may get a shared page at all: a GET by a visitor who is not signed in
 * (signed-in shoppers see their own header and menus at once: their pages are not shared).
 */
export const mayShare = (request: Request, ctx: RequestContext): boolean => request.method === "GET" && !ctx.session.customerId;

/** The page a request may be answered with from the shared cache, or null. */
export function cacheablePage(request: Request, ctx: RequestContext): PageId | null {
  if (!mayShare(request, ctx)) return null;
  const url = ctx.url;
  if (url.pathname.length + url.search.length > MAX_CACHED_URL) return null;
  const match = matchUrl(url.pathname, url.searchParams, { production: ctx.production });
  return match.kind === "page" && CACHED_PAGES.has(match.id) ? match.id : null;
}

/**
 * The visitor as anybody: no uuid, session, consent or country of their own. Store,
 * language, currency, WebP support and whether to show the cookie banner stay: they are part
 * of the cache key (the banner is rendered by the server).
 */
export function sharedContext(ctx: RequestContext): RequestContext {
  return {
    ...ctx,
    shared: true,
    country: ctx.store.countryCode,
    shipCountry: ctx.store.countryCode,
    session: { uuid: "", email: "", customerId: "" },
    token: "",
    consent: null,
    giftCode: null,
    campaignCoupon: null,
    device: "desktop",
    headerInfo: { cfCountry: "", referer: "", shopperIp: "", host: ctx.url.host, ipCountry: "" },
  };
}
