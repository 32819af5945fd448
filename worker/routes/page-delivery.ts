import type { Context } from "hono";
import type { PageRenderer } from "../app";
import type { AppEnv } from "../env";
import { pageStore, type PageCacheKey } from "../services/page-cache";
import { cacheablePage, sharedContext } from "../services/shared-render";

type CacheState = "HIT" | "MISS" | "BYPASS";

/**
 * Hands a page request to the renderer, through the edge cache for the pages that may be
 * shared (listings, products, search): the same HTML for every visitor of a store,
 * language, currency and URL; what belongs to the visitor arrives by visitor/state
 * (docs/decisions/0002-edge-cache.md).
 */
export async function deliverPage(c: Context<AppEnv>, renderPage: PageRenderer): Promise<Response> {
  const { ctx } = c.var;
  const request = c.req.raw;
  // A hard reload (Cache-Control: no-cache) gets a fresh render, which then refreshes the entry.
  const reload = /no-cache/i.test(request.headers.get("Cache-Control") ?? "");
  if (!cacheablePage(request, ctx)) return forVisitor(c, await renderPage(request, c.env, ctx, c.executionCtx), "BYPASS");

  const store = pageStore(c.env);
  const key: PageCacheKey = {
    store: ctx.store.key,
    language: ctx.language,
    currency: ctx.currency,
    webp: ctx.webp,
    url: `${ctx.url.pathname}${ctx.url.search}`,
  };
  const hit = reload ? undefined : await store.match(key);
  if (hit) return forVisitor(c, withNonce(hit, ctx.nonce), "HIT");

  // Rendered with this request's nonce, so the copy sent now needs no rewriting.
  const rendered = await renderPage(request, c.env, sharedContext(ctx), c.executionCtx);
  if (rendered.status !== 200 || !rendered.body) return forVisitor(c, rendered, "BYPASS");
  const [toVisitor, toCache] = rendered.body.tee();
  // The visitor's own values: a shared render that contained one would not be stored.
  const own = [ctx.session.uuid, ctx.session.email, ctx.session.customerId, ctx.token];
  const copy = new Response(toCache, rendered);
  // The stored copy is keyed explicitly; a Vary of the visitor's request means nothing to it.
  copy.headers.delete("Vary");
  const storing = store.put(key, copy, own).catch((error) => console.error("page cache: store failed", error));
  c.executionCtx.waitUntil(storing);
  return forVisitor(c, new Response(toVisitor, rendered), "MISS");
}

/**
 * Scripts of a stored page carry the nonce of the request that rendered it; each answer
 * gets its own, the one its CSP header names.
 */
function withNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}

/**
 * The page as this visitor gets it: with the cookies the request context prepared (a new
 * visitor's uuid and token; Hono merges them only into responses it builds itself), and,
 * for shared pages, told to revalidate: they change with the catalogue at any time.
 */
function forVisitor(c: Context<AppEnv>, response: Response, state: CacheState): Response {
  const out = new Response(response.body, response);
  for (const cookie of c.res.headers.getSetCookie()) out.headers.append("Set-Cookie", cookie);
  out.headers.set("X-Page-Cache", state);
  if (state !== "BYPASS") out.headers.set("Cache-Control", "private, no-cache");
  return out;
}
