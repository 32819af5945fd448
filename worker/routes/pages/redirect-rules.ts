import type { Context } from "hono";
import { matchUrl } from "~/shared/url-scheme";
import type { PageRenderer } from "../../app";
import type { AppEnv } from "../../env";
import { findRedirect, targetKind } from "../../services/redirects";
import { deliverPage } from "./page-delivery";

/**
 * Pages, with the route rules that redirect checked before "page not found": a path no page
 * answers is looked up before rendering, a page that answers 404 (a product gone from the
 * catalogue) after. Existing pages never pay for the lookup.
 */
export async function pageOrRedirect(c: Context<AppEnv>, renderPage: PageRenderer): Promise<Response> {
  const { ctx } = c.var;
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return deliverPage(c, renderPage);
  const known = matchUrl(ctx.url.pathname, ctx.url.searchParams, { production: ctx.production }).kind === "page";
  if (!known) {
    const redirect = await redirectFor(c);
    if (redirect) return redirect;
  }
  const page = await deliverPage(c, renderPage);
  if (known && page.status === 404) return (await redirectFor(c)) ?? page;
  return page;
}

async function redirectFor(c: Context<AppEnv>): Promise<Response | null> {
  const { ctx } = c.var;
  const rule = await findRedirect(c.env, ctx.store.key, ctx.url.pathname);
  if (!rule) return null;
  let location = rule.target;
  // A rule to a path keeps the visitor's query (campaign parameters) unless it names its own.
  if (targetKind(location) === "relative" && !location.includes("?") && ctx.url.search) location += ctx.url.search;
  c.header("Cache-Control", "public, max-age=300");
  return c.redirect(location, rule.status);
}
