import { render } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { createRoutesStub, useLoaderData, useLocation } from "react-router";
import { createI18n } from "~/shared/i18n";
import type { PageId } from "~/shared/routes";
import { KeepAlive } from "../../lib/keep-alive";
import { pageKey } from "../../lib/page-key";

/**
 * A back-office screen as the page route shows it (client/routes/page-route.tsx): its loader
 * reads the URL's query, and the screen is rendered under its page key, so a new filter is the
 * router's navigation and loader answer, not a prop change made by the test.
 */
export async function renderScreen<D>(
  page: PageId,
  url: string,
  load: (query: URLSearchParams) => D,
  Screen: (props: { data: D; params: Record<string, string> }) => ReactNode,
) {
  function Route() {
    const data = useLoaderData() as D;
    const location = useLocation();
    const key = pageKey(page, "desktop", `${location.pathname}${location.search}`);
    return <KeepAlive current={{ key, payload: data }} keepAlive={false} render={(shown) => <Screen data={shown} params={{}} />} />;
  }
  const Stub = createRoutesStub([
    { path: new URL(url, "http://x").pathname, Component: Route, loader: ({ request }) => load(new URL(request.url).searchParams) },
  ]);
  return render(
    <I18nProvider i18n={await createI18n("en")}>
      <JotaiProvider>
        <Stub initialEntries={[url]} />
      </JotaiProvider>
    </I18nProvider>,
  );
}
