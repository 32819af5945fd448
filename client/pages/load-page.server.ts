import type { AppLoadContext } from "react-router";
import { matchUrl, routeFlags } from "~/shared/url-scheme";
import { type PageId } from "~/shared/routes";
import { getOwnHeadMeta, headTexts } from "~/worker/services/head-data";
import { gatherReads } from "~/worker/services/d1/request-database";
import { storeDomains } from "~/worker/config";
import { storeOrigin } from "~/shared/stores";
import { alternatesFor, canonicalFor, type Alternate } from "./seo-links";
import { pageLoader } from "./loaders.server";
import type { PageLoaded } from "./page-types";

const emptyHead: PageHead = { title: "", description: "", keywords: "", canonical: "", alternates: [], noindex: true, ogType: "website" };

interface PageHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: Alternate[];
  noindex: boolean;
  image?: string;
  imageAlt?: string;
  ogType: "website" | "product";
  ogExtra?: Record<string, string>;
}

/** The shop's own card for pages with no picture of their own (public/social-card.png). */
const SOCIAL_CARD_PATH = "/social-card.png";

export interface PagePayload {
  page: PageId;
  params: Record<string, string>;
  data: unknown;
  status: number;
  head: PageHead;
  headers?: Record<string, string>;
  /** Set when the loader sends the shopper elsewhere; page-route turns it into a redirect. */
  redirect?: { location: string; status: 301 | 302 };
}

async function loadWith(id: PageId, args: Parameters<NonNullable<Awaited<ReturnType<typeof pageLoader>>>>[0]) {
  const load = await pageLoader(id);
  return load ? load(args) : { data: null };
}

function notFound(message: string) {
  return { page: "notFound" as const, params: {}, data: { message }, status: 404 };
}

/**
 * URL → page id, parameters, data and head, with the 404 rules. `url` is the
 * page's URL as React Router normalizes it (no `.data` suffix or `_routes` parameter);
 * `request` is the request as it came.
 */
export async function loadPage(request: Request, url: URL, context: AppLoadContext): Promise<PagePayload> {
  const { ctx, env } = context;
  const match = matchUrl(url.pathname, url.searchParams, { production: ctx.production });
  // Asked while the loader runs, and its D1 read goes with the loader's first round trip:
  // one trip less for every page (docs/decisions/1340-d1-sessions.md). Used only on a 200.
  const sendGathered = gatherReads(env.DB);
  const ownMeta = match.kind === "page" ? getOwnHeadMeta(env, ctx.store.key, ctx.language, url.pathname) : null;
  ownMeta?.catch(() => undefined);

  let resolved: Omit<PagePayload, "head"> & Omit<PageLoaded<unknown>, "data">;
  if (match.kind !== "page") {
    sendGathered();
    resolved = notFound(match.message);
  } else if (match.id === "notFound" || match.id === "shortLink") {
    // /404 itself, and a short link the worker could not restore.
    sendGathered();
    resolved = notFound(`Page not found: ${url.pathname}`);
  } else {
    const result = await loadWith(match.id, { request, url, context, params: match.params }).finally(sendGathered);
    if ("redirect" in result) {
      const redirect = { location: result.redirect, status: result.status ?? 302 };
      return { page: match.id, params: match.params, data: null, status: redirect.status, redirect, head: emptyHead };
    }
    resolved = "notFound" in result ? notFound(`Page not found: ${url.pathname}`) : { page: match.id, params: match.params, status: 200, ...result };
  }

  // A page that answers "not found" never wears the meta staff wrote for its path.
  const own = resolved.status === 200 ? await (ownMeta ?? getOwnHeadMeta(env, ctx.store.key, ctx.language, url.pathname)) : null;
  const texts = headTexts(own, resolved, ctx.store.seriesName);
  const canonicalUrl = resolved.canonicalPath ? new URL(resolved.canonicalPath, url) : url;
  const domains = storeDomains(env);
  const noindex = resolved.status !== 200 || Boolean(routeFlags(resolved.page).noindex) || Boolean(resolved.noindex);
  // Every page a search engine or a share may show gets a picture: its own, else the shop's card.
  const image = resolved.image ?? (noindex ? undefined : new URL(SOCIAL_CARD_PATH, storeOrigin(ctx.store.key, ctx.url, domains)).href);
  const head: PageHead = {
    title: texts.seoTitle,
    description: texts.seoDescription,
    keywords: texts.seoKeywords,
    canonical: canonicalFor(ctx.store.key, canonicalUrl, domains),
    alternates: alternatesFor(ctx.store.key, canonicalUrl, domains),
    noindex,
    image,
    imageAlt: image ? (resolved.imageAlt ?? texts.seoTitle) : undefined,
    ogType: resolved.ogType ?? "website",
    ogExtra: resolved.ogExtra,
  };
  const { title: _t, description: _d, image: _i, imageAlt: _a, ogType: _o, ogExtra: _e, canonicalPath: _c, noindex: _n, ...payload } = resolved;
  return { ...payload, head };
}
