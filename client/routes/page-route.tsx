import { Suspense } from "react";
import { data, useLoaderData } from "react-router";
import { routeFlags } from "~/shared/url-scheme";
import { AppShell } from "../components/shell/app-shell";
import { buildMeta } from "../lib/page-meta";
import { PAGES } from "../pages/registry";
import { loadPage, type PagePayload } from "../pages/load-page.server";
import type { Route } from "./+types/page-route";

/** Resolves the URL through the shared scheme and runs that page's server loader. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const payload = await loadPage(request, context);
  return data(payload, { status: payload.status, headers: payload.headers });
}

export const meta: Route.MetaFunction = ({ data: payload }) => (payload ? buildMeta(payload as PagePayload) : []);

export default function PageRoute() {
  const payload = useLoaderData<typeof loader>() as PagePayload;
  const Page = PAGES[payload.page];
  const shell = routeFlags(payload.page).shell ?? "shop";
  return (
    <AppShell variant={shell} page={payload.page}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Page data={payload.data} params={payload.params} />
      </Suspense>
    </AppShell>
  );
}
