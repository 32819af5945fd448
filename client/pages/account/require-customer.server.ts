import { redirect, type AppLoadContext } from "react-router";
import { pathTo } from "~/shared/url-scheme";

/**
 * Account pages need a signed-in customer: anyone else goes to /login, and comes back here
 * afterwards (the `redirect_url` query). Thrown, so the loader stops.
 */
export function requireCustomer(context: AppLoadContext, url: URL): number {
  const { customerId } = context.ctx.session;
  if (!customerId) throw redirect(pathTo("login", {}, { redirect_url: `${url.pathname}${url.search}` }));
  return Number(customerId);
}
