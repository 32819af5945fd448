import type { Context } from "hono";
import { isPersonalPage, matchUrl } from "~/shared/url-scheme";
import type { PageRenderer } from "../../app";
import type { AppEnv } from "../../env";
import { preparedCookies, settleSession } from "../../middleware/request-context";
import { getCatalogVersion } from "../../services/catalog/version";
import { getProductVersion, productCodeOfPath } from "../../services/catalog/product-version";
import { pageMemoryKey, pageStore, type PageCacheKey } from "../../services/page-cache/page-cache";
import { keptPage, NONCE_SLOT, type KeptPage } from "../../services/page-cache/kept-page";
import { NOT_FOUND_PATH_SLOT, notFoundAnswer } from "../../services/page-cache/kept-not-found";
import { acceptsGzip, clientAcceptEncoding, fromEdge, inMemory, keep } from "../../services/page-cache/kept-copies";
import { cacheablePage, mayShare, sharedContext } from "../../services/page-cache/shared-render";
import { SPECULATION_RULES_PATH } from "../../services/speculation-rules";
import { utcDay } from "~/shared/utc-day";

type CacheState = "HIT" | "MISS" | "BYPASS";

const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/**
 * The one route handler every page goes through (it takes Hono's context and answers HTTP, so
 * it stays in routes/; the copies it answers from are services/page-cache/kept-copies.ts).
 * Hands a page request to the renderer, through the edge cache for the pages that may be
 * shared (home, listings, products, search): the same HTML for every visitor of a store,
 * language, currency and URL (and cookie banner or not); what belongs to the visitor arrives by visitor/state
 * (docs/decisions/0002-edge-cache.md). A `"routed"` path no route knows gets the kept 404; `"known"`
 * renders whatever the table says (the bench build's floor, worker/bench-floor.tsx).
 */
export async function deliverPage(c: Context<AppEnv>, renderPage: PageRenderer, path: "routed" | "known" = "routed"): Promise<Response> {
  const ctx = c.get("ctx");
  const request = c.req.raw;
  // No page takes a form: the router would answer other methods with its own 405, which
  // carries its internal error text into the page.
  if (request.method !== "GET" && request.method !== "HEAD") return c.body(null, 405, { Allow: "GET, HEAD" });
  if (c.var.sessionCheck) {
    // The session check rode the page's first D1 trip: the page rendered for the session is
    // answered only if the check says it is active; otherwise it is rendered anew for the
    // anonymous visitor the context now holds (docs/decisions/1340-d1-sessions.md, addendum 2026-11-28).
    const rendered = await renderPage(request, c.env, ctx, c.executionCtx);
    if (await settleSession(c)) return asIs(c, rendered);
    await rendered.body?.cancel();
    return deliverPage(c, renderPage, path);
  }
  if (!mayShare(request, ctx)) return asIs(c, await renderPage(request, c.env, ctx, c.executionCtx));
  if (path === "routed" && unknownDocument(ctx.url, ctx.production)) return deliverNotFound(c, renderPage);

  const productCode = productCodeOfPath(ctx.url.pathname);
  const key = pageKey(ctx, `${ctx.url.pathname}${ctx.url.search}`);
  const [catalogVersion, productVersion] = await Promise.all([
    getCatalogVersion(c.env.KV),
    productCode ? getProductVersion(c.env.KV, productCode) : undefined,
  ]);
  if (productVersion) key.productVersion = productVersion;
  const memoryKey = pageMemoryKey(key, catalogVersion);
  // A hard reload (Cache-Control: no-cache) gets a fresh render, which then refreshes the copies.
  const reload = /no-cache/i.test(request.headers.get("Cache-Control") ?? "");
  // Memory is keyed by the URL as asked and holds only pages that were cacheable, so the
  // hottest path needs no URL matching or normalizing.
  const held = reload ? undefined : inMemory(memoryKey);
  if (held) return answerKept(c, held);

  if (!cacheablePage(request, ctx)) return asIs(c, await renderPage(request, c.env, ctx, c.executionCtx));
  const store = pageStore(c.env);
  const atEdge = reload ? undefined : await fromEdge(store, key, memoryKey);
  if (atEdge) return answerKept(c, atEdge);

  // Rendered with this request's nonce, so the answer sent now needs no rewriting.
  const rendered = await renderPage(request, c.env, sharedContext(ctx), c.executionCtx);
  if (rendered.status !== 200 || !rendered.body || !(rendered.headers.get("Content-Type") ?? "").includes("text/html")) {
    return asIs(c, rendered);
  }
  // Read once and answered from the string: all data is loaded before React renders, so the
  // render finishes at once and streaming it would gain nothing, while a tee'd stream read
  // twice costs CPU on every fresh render.
  const html = await rendered.text();
  const headers = new Headers(rendered.headers);
  // The copies are keyed explicitly; the visitor's Vary means nothing to them.
  headers.delete("Vary");
  c.executionCtx.waitUntil(
    keep(store, key, memoryKey, html, headers, [ctx.session.uuid, ctx.session.email, ctx.session.customerId, ctx.token], ctx.nonce).catch((error) =>
      console.error("page cache: store failed", error),
    ),
  );
  return forVisitor(c, html, rendered, "MISS");
}

/** The copy's key: what a shared page's HTML depends on besides the URL. */
const pageKey = (ctx: AppEnv["Variables"]["ctx"], url: string): PageCacheKey => ({
  store: ctx.store.key,
  language: ctx.language,
  currency: ctx.currency,
  webp: ctx.webp,
  askConsent: ctx.askConsent,
  url,
  // Taken before the render, which reads the day again: a copy can only be as new as its key's day or newer by the instant of midnight.
  day: utcDay(),
});

/**
 * A page request for a path no route knows (React Router's own data and manifest requests
 * aside): answered from the kept 404.
 */
const unknownDocument = (url: URL, production: boolean) =>
  !url.pathname.endsWith(".data") &&
  !url.pathname.startsWith("/__manifest") &&
  matchUrl(url.pathname, url.searchParams, { production }).kind === "unknown";

/**
 * An unknown path (what probing bots ask most): the 404 rendered once per store, language,
 * currency, image format, banner, day and catalogue version for a slot path, kept like any
 * shared page, and answered with the visitor's own path put in (services/page-cache/kept-not-found.ts).
 * The kept copy is the same for every path, so a reload does not render it again either.
 */
async function deliverNotFound(c: Context<AppEnv>, renderPage: PageRenderer): Promise<Response> {
  const ctx = c.get("ctx");
  const key = pageKey(ctx, NOT_FOUND_PATH_SLOT);
  const memoryKey = pageMemoryKey(key, await getCatalogVersion(c.env.KV));
  const store = pageStore(c.env);
  let state: CacheState = "HIT";
  let page = inMemory(memoryKey) ?? (await fromEdge(store, key, memoryKey));
  if (!page) {
    state = "MISS";
    const slotUrl = new URL(NOT_FOUND_PATH_SLOT, ctx.url);
    const rendered = await renderPage(new Request(slotUrl, c.req.raw), c.env, { ...sharedContext(ctx), url: slotUrl }, c.executionCtx);
    if (rendered.status === 404 && (rendered.headers.get("Content-Type") ?? "").includes("text/html")) {
      const html = await rendered.text();
      const headers = new Headers(rendered.headers);
      headers.delete("Vary");
      page = (await keptPage({ html: html.replaceAll(ctx.nonce, NONCE_SLOT), headers: [...headers], at: Date.now() })) ?? undefined;
      const own = [ctx.session.uuid, ctx.session.email, ctx.session.customerId, ctx.token];
      c.executionCtx.waitUntil(
        keep(store, key, memoryKey, html, headers, own, ctx.nonce).catch((error) => console.error("page cache: store failed", error)),
      );
    }
  }
  const answer = page && (await notFoundAnswer(page, ctx.url.pathname));
  // Not a 404 page as expected, or not safe to share: this visitor's own render, as before.
  if (!answer) return asIs(c, await renderPage(c.req.raw, c.env, ctx, c.executionCtx));
  c.set("cspScriptSources", answer.scriptHashes);
  return forVisitor(c, answer.html, { status: 404, headers: answer.headers }, state);
}

/**
 * A kept page: the same bytes for every visitor, its inline scripts allowed by hash. A client
 * that accepts gzip (every browser) gets the copy compressed once when the page was kept, sent
 * as it is (`encodeBody: "manual"`), instead of the runtime compressing the same page again for
 * every answer; anybody else gets the plain bytes. docs/decisions/0010-request-path-cpu.md.
 */
function answerKept(c: Context<AppEnv>, page: KeptPage): Response {
  c.set("cspScriptSources", page.scriptHashes);
  if (!acceptsGzip(clientAcceptEncoding(c.req.raw))) return forVisitor(c, page.body, { status: 200, headers: page.headers }, "HIT");
  return forVisitor(c, page.gzip, { status: 200, headers: page.gzipHeaders, encodeBody: "manual" }, "HIT");
}

/**
 * The page as this visitor gets it: with the cookies the request context prepared (a new
 * visitor's uuid and token; Hono merges them only into responses it builds itself), and,
 * for shared pages, told to revalidate: they change with the catalogue at any time.
 */
const asIs = (c: Context<AppEnv>, page: Response) => forVisitor(c, page.body, page, "BYPASS");

/** One response, built once: the page's body and headers plus the visitor's cookies. */
function forVisitor(c: Context<AppEnv>, body: BodyInit | null, init: ResponseInit, state: CacheState): Response {
  const out = new Response(body, init);
  for (const cookie of preparedCookies(c)) out.headers.append("Set-Cookie", cookie);
  out.headers.set("X-Page-Cache", state);
  const { url } = c.var.ctx;
  // A shopper's own data (cart, checkout, account, order detail, payback, order tracking)
  // must not stay in any cache, the browser's included (back button on a shared computer).
  const personal = state === "BYPASS" && isPersonalPage(url.pathname, url.searchParams);
  if (state !== "BYPASS") out.headers.set("Cache-Control", "private, no-cache");
  else if (personal) out.headers.set("Cache-Control", "private, no-store");
  // The shop's pages name the rules that fetch the likely next page ahead (docs/decisions/1341-speculation-rules.md).
  if (!personal && !url.pathname.startsWith("/admin")) out.headers.set("Speculation-Rules", SPECULATION_RULES_HEADER);
  return out;
}
