import { Hono, type Context } from "hono";
import { storeOrigin } from "~/shared/stores";
import { apiPrefix, storeDomains } from "../../config";
import type { AppEnv } from "../../env";
import { catalogContext } from "../../services/catalog/context";
import { productSitemapCount, productSitemapEntries, sitemapData } from "../../services/catalog/sitemap";
import { getCatalogVersion } from "../../services/catalog/version";
import { PAGE_TTL_SECONDS } from "../../services/page-cache/page-cache";
import { edgeCache } from "../../services/page-cache/edge-cache";
import { productSitemapXml, robotsTxt, SITEMAP_PAGES_PATH, sitemapIndexXml, sitemapXml } from "../../services/seo-files";
import { ogImagePath } from "~/shared/og-image";

/** /robots.txt and the sitemap files per store, answered before the page renderer. */
export const seoRoutes = new Hono<AppEnv>();

const originOf = (c: { env: AppEnv["Bindings"]; var: AppEnv["Variables"] }) => storeOrigin(c.var.ctx.store.key, c.var.ctx.url, storeDomains(c.env));

seoRoutes.get("/robots.txt", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(robotsTxt(originOf(c), apiPrefix(c.env)));
});

/**
 * A sitemap file, kept at the edge like a rendered page: keyed by the catalogue version (a
 * catalogue change makes the old copy unreachable), for PAGE_TTL_SECONDS. At a large shop a
 * products file is 50,000 rows read; crawlers asking again read none.
 */
async function cachedXml(c: Context<AppEnv>, build: () => Promise<string>): Promise<Response>;
async function cachedXml(c: Context<AppEnv>, build: () => Promise<string | null>): Promise<Response | null>;
/** `build` answers null for a file that does not exist: nothing is kept, and the caller answers. */
async function cachedXml(c: Context<AppEnv>, build: () => Promise<string | null>): Promise<Response | null> {
  const { ctx } = c.var;
  const version = await getCatalogVersion(c.env.KV);
  const headers = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    ETag: `"${ctx.store.key}-${version}"`,
  };
  const cache = edgeCache();
  const key = new Request(`https://sitemap-cache.internal/${encodeURIComponent(version)}/${ctx.store.key}${ctx.url.pathname}`);
  const kept = await cache?.match(key);
  if (kept) return new Response(kept.body, { headers });
  const xml = await build();
  if (xml === null) return null;
  if (cache) {
    const copy = new Response(xml, { headers: { ...headers, "Cache-Control": `public, max-age=${PAGE_TTL_SECONDS}` } });
    c.executionCtx.waitUntil(cache.put(key, copy));
  }
  return new Response(xml, { headers });
}

/** The sitemap index: the pages' file and one file per range of product ids (sitemaps.org's 50,000-URL limit). */
seoRoutes.get("/sitemap.xml", (c) =>
  cachedXml(c, async () => sitemapIndexXml(originOf(c), await productSitemapCount(catalogContext(c.env, c.var.ctx)))),
);

seoRoutes.get(SITEMAP_PAGES_PATH, (c) =>
  cachedXml(c, async () => sitemapXml(originOf(c), await sitemapData(catalogContext(c.env, c.var.ctx)), ogImagePath)),
);

seoRoutes.get("/:file{sitemap-products-[0-9]{1,4}\\.xml}", async (c, next) => {
  const part = Number(/\d+/.exec(c.req.param("file"))![0]) - 1;
  const cc = catalogContext(c.env, c.var.ctx);
  // A file the index does not name goes on to the pages: "page not found", like any unknown path.
  // Asked only when the edge has no copy, so a crawler's repeat reads nothing.
  const answer = await cachedXml(c, async () =>
    part < 0 || part >= (await productSitemapCount(cc)) ? null : productSitemapXml(originOf(c), await productSitemapEntries(cc, part), ogImagePath),
  );
  return answer ?? next();
});
