import { Hono } from "hono";
import { storeOrigin } from "~/shared/stores";
import { apiPrefix, storeDomains } from "../config";
import type { AppEnv } from "../env";
import { catalogContext } from "../services/catalog/context";
import { sitemapData } from "../services/catalog/sitemap";
import { getCatalogVersion } from "../services/catalog/version";
import { robotsTxt, sitemapXml } from "../services/seo-files";
import { ogImagePath } from "~/shared/og-image";

/** /robots.txt and /sitemap.xml per store, answered before the page renderer. */
export const seoRoutes = new Hono<AppEnv>();

const originOf = (c: { env: AppEnv["Bindings"]; var: AppEnv["Variables"] }) => storeOrigin(c.var.ctx.store.key, c.var.ctx.url, storeDomains(c.env));

seoRoutes.get("/robots.txt", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(robotsTxt(originOf(c), apiPrefix(c.env)));
});

seoRoutes.get("/sitemap.xml", async (c) => {
  const { ctx } = c.var;
  const [data, version] = await Promise.all([sitemapData(catalogContext(c.env, ctx)), getCatalogVersion(c.env.KV)]);
  c.header("Content-Type", "application/xml; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  c.header("ETag", `"${ctx.store.key}-${version}"`);
  return c.body(sitemapXml(originOf(c), data, ogImagePath));
});
