import type { AppLoadContext } from "react-router";
import { loadPage } from "~/client/pages/load-page.server";
import type { PageRenderer } from "../app";

/**
 * Stands in for React Router with the real page loaders (client/pages/load-page.server.ts):
 * the page's data, its head and who it was for, as JSON the page cache keeps like HTML.
 */
export const loadedPage: PageRenderer = async (request, pageEnv, ctx, execution) => {
  const payload = await loadPage(request, ctx.url, { env: pageEnv, ctx, execution } as AppLoadContext);
  return new Response(JSON.stringify({ page: payload.page, data: payload.data, head: payload.head, customerId: ctx.session.customerId }), {
    status: payload.status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(payload.redirect ? { Location: payload.redirect.location } : {}) },
  });
};
