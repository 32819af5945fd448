import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { data, redirect, useLoaderData, useLocation } from "react-router";
import { routeFlags } from "~/shared/url-scheme";
import { GiftPromo } from "../components/catalog/gift-promo";
import { deviceAtom } from "../atoms/shell";
import { AppShell } from "../components/shell/app-shell";
import { preloadChrome } from "../components/shell/chrome";
import { ensureAreas, ensureAreasForUrl } from "../lib/client-i18n";
import { KeepAlive, keptPayload } from "../lib/keep-alive";
import { preloadIslands } from "../lib/island";
import { appContext } from "../lib/load-context";
import { buildMeta } from "../lib/page-meta";
import { pageKey } from "../lib/page-key";
import { areasFor } from "../pages/page-areas";
import { PAGES, preloadPage } from "../pages/registry";
import { loadPage, type PagePayload } from "../pages/load-page.server";
import type { Route } from "./+types/page-route";

/** Resolves the URL through the shared scheme and runs that page's server loader. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const payload = await loadPage(request, url, appContext(context));
  if (payload.redirect) throw redirect(payload.redirect.location, payload.redirect.status);
  // The screen's module, the shop's chrome and the shell's islands before the render, so all are
  // rendered inline (client/pages/registry.ts, components/shell/chrome.tsx, lib/island.tsx).
  await Promise.all([preloadPage(payload.page), preloadChrome(payload.page), preloadIslands()]);
  return data(payload, { status: payload.status, headers: payload.headers });
}

/**
 * A page still kept alive comes back with the data it had, without asking the server.
 * The catalogue areas of the page load while its data does, so it never shows bare keys; a
 * page the server answers with another one (a 404) gets that page's areas too.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const [payload] = await Promise.all([
    keptPayload<PagePayload>(`${url.pathname}${url.search}`) ?? (serverLoader() as Promise<PagePayload>),
    ensureAreasForUrl(url),
  ]);
  await Promise.all([ensureAreas(areasFor(payload.page)), preloadPage(payload.page), preloadChrome(payload.page)]);
  return payload;
}

export const meta: Route.MetaFunction = ({ loaderData: payload }) => (payload ? buildMeta(payload as PagePayload) : []);

function PageView({ payload }: { payload: PagePayload }) {
  const Page = PAGES[payload.page];
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      {/* The one place page data crosses untyped: the server loaded it for this very page. */}
      <Page data={payload.data as never} params={payload.params} />
    </Suspense>
  );
}

export default function PageRoute() {
  const payload = useLoaderData<typeof loader>() as PagePayload;
  const location = useLocation();
  const flags = routeFlags(payload.page);
  const device = useAtomValue(deviceAtom);
  return (
    <AppShell variant={flags.shell ?? "shop"} page={payload.page}>
      <GiftPromo page={payload.page} />
      <KeepAlive
        current={{ key: pageKey(payload.page, device, `${location.pathname}${location.search}`), payload }}
        keepAlive={Boolean(flags.keepAlive)}
        render={(kept) => <PageView payload={kept} />}
      />
    </AppShell>
  );
}
