import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { ShellState } from "~/shared/shell-state";
import { useNonce } from "./lib/nonce";
import { HydrateShellState } from "./atoms/hydrate";
import { loadShellState } from "./lib/shell-state.server";
import "./styles/tokens.css";
import "./styles/app.css";
import "./styles/catalog.css";
import type { Route } from "./+types/root";

export async function loader({ context }: Route.LoaderArgs) {
  return loadShellState(context);
}

// The shell state only changes with a full page load (store, language, currency, consent).
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const state = useRouteLoaderData<ShellState>("root");
  const nonce = useNonce();
  return (
    <html
      lang={state?.language ?? "en"}
      data-store={state?.store.key ?? "us"}
      data-version-interval={state?.versionCheckIntervalMs}
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
        <Scripts nonce={nonce} />
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
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="fatal-error">
      <h1>{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p>
        <a href="/">BACK TO HOME</a>
      </p>
    </main>
  );
}
