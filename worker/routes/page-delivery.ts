import type { Context } from "hono";
import type { PageRenderer } from "../app";
import type { AppEnv } from "../env";
import { cacheablePage, sharedContext } from "../services/shared-render";
import { pageStore, type PageCacheKey } from "../services/page-store";

/**
 * Hands a page request to the renderer, through the edge cache for the pages that may be
 * shared (listings, products, search). A cached page is the same HTML for every visitor of
 * its store, language, currency and URL; what belongs to the visitor arrives by visitor/state.
 */
export async function deliverPage(c: Context<AppEnv>, renderPage: PageRenderer): Promise<Response> {
  const { ctx } = c.var;
  const request = c.req.raw;
  const page = cacheablePage(request, ctx);
  if (!page) return withVisitorHeaders(c, await renderPage(request, c.env, ctx, c.executionCtx), "BYPASS");

  const key: PageCacheKey = {
    store: ctx.store.key,
    language: ctx.language,
    currency: ctx.currency,
    webp: ctx.webp,
    url: `${ctx.url.pathname}${ctx.url.search}`,
  };
  const cache = pageStore(c.env);
  const hit = await cache.match(key);
  if (hit) return withVisitorHeaders(c, withNonce(hit, ctx.nonce), "HIT");

  // Rendered with this request's nonce, so the copy served now needs no rewriting.
  const rendered = await renderPage(request, c.env, sharedContext(ctx), c.executionCtx);
  const storable = rendered.status === 200 && (rendered.headers.get("Content-Type") ?? "").includes("text/html");
  if (!storable || !rendered.body) return withVisitorHeaders(c, rendered, "BYPASS");
  const [forVisitor, forCache] = rendered.body.tee();
  const headers = new Headers(rendered.headers);
  headers.delete("Set-Cookie");
  c.executionCtx.waitUntil(cache.put(key, new Response(forCache, { status: 200, headers })).catch((e) => console.error("page cache put", e)));
  return withVisitorHeaders(c, new Response(forVisitor, rendered), "MISS");
}

/**
 * Scripts of a stored page carry the nonce of the request that rendered it; each answer
 * gets its own (the CSP header names this request's nonce).
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
 * The renderer's response with the cookies the request context prepared (a new visitor's
 * uuid and token): Hono merges them only into responses it builds itself.
 */
function withVisitorHeaders(c: Context<AppEnv>, response: Response, cacheState: "HIT" | "MISS" | "BYPASS"): Response {
  const out = new Response(response.body, response);
  for (const cookie of c.res.headers.getSetCookie()) out.headers.append("Set-Cookie", cookie);
  out.headers.set("X-Page-Cache", cacheState);
  // The browser must ask again: a cached page may change with the catalogue at any time.
  if (cacheState !== "BYPASS") out.headers.set("Cache-Control", "private, no-cache");
  return out;
}
