import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type UIMatch,
} from "react-router";
import type { PageId } from "~/shared/routes";
import type { ShellState } from "~/shared/shell-state";
import { useHydrationModules } from "./lib/hydration-modules";
import { useNonce } from "./lib/nonce";
import { PageScripts } from "./lib/page-scripts";
import { REQUEST_ID_ATTRIBUTE, useRequestId } from "./lib/request-id";
import { useT } from "./lib/use-t";
import { areasFor } from "./pages/page-areas";
import { HydrateShellState } from "./atoms/hydrate";
import { loadShellState } from "./lib/shell-state.server";
import { appContext } from "./lib/load-context";
import "./styles/shop.css";
import type { Route } from "./+types/root";

export async function loader({ context }: Route.LoaderArgs) {
  return loadShellState(appContext(context));
}

// The shell state only changes with a full page load (store, language, currency, consent).
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** The page the dispatching route resolved (its loader data names it), if any. */
function currentPage(matches: UIMatch[]): PageId | undefined {
  for (const match of matches) {
    const page = (match.loaderData as { page?: PageId } | undefined)?.page;
    if (page) return page;
  }
  return undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const state = useRouteLoaderData<ShellState>("root");
  const nonce = useNonce();
  // data-i18n-areas: the catalogue areas the client entry loads before hydrating (client/pages/page-areas.ts).
  const page = currentPage(useMatches());
  const language = state?.language ?? "en";
  const areas = areasFor(page);
  // Named by the server only (client/lib/hydration-modules.ts); in the browser the attribute stays as it was sent.
  const hydrationModules = useHydrationModules()?.(page, language, areas);
  return (
    <html
      lang={language}
      data-i18n-areas={areas.join(" ")}
      data-store={state?.store.key ?? "us"}
      data-page={page}
      data-hydration-modules={hydrationModules}
      data-version-interval={state?.versionCheckIntervalMs}
      data-api-prefix={state?.apiPrefix}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // A Provider without a store gets its own: one per request on the server, one per page load in the browser.
  return (
    <JotaiProvider>
      <HydrateShellState state={loaderData}>
        <Outlet />
      </HydrateShellState>
    </JotaiProvider>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const requestId = useRequestId();
  return (
    <main className="fatal-error">
      <h1>{t(status === 404 ? "fatal.notFound" : "fatal.failed")}</h1>
      {/* The id support finds the server's log line by (docs/decisions/1100-deploy-and-operate.md). */}
      {status >= 500 && requestId ? <p {...{ [REQUEST_ID_ATTRIBUTE]: requestId }}>{t("error.reference", { id: requestId })}</p> : null}
      <p>
        <a href="/">{t("notFound.backHome")}</a>
      </p>
    </main>
  );
}
