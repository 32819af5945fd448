import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { toLocale } from "~/shared/i18n-config";
import { documentAreas, startClientI18n } from "./lib/client-i18n";
import { reportRenderError } from "./lib/render-error-report";
import { watchForNewBuilds } from "./lib/version-check";
import { preloadChrome } from "./components/shell/chrome";
import { preloadPage } from "./pages/registry";

async function start() {
  const locale = toLocale(document.documentElement.lang) ?? "en";
  // Only the catalogue areas this page uses (client/pages/page-areas.ts); others come on navigation.
  // The page's own screen and the shop's chrome load meanwhile, so hydration finds them ready.
  const page = document.documentElement.dataset.page;
  const [i18n] = await Promise.all([startClientI18n(locale, documentAreas()), preloadPage(page), preloadChrome(page)]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
      { onCaughtError: reportRenderError, onUncaughtError: reportRenderError },
    );
  });
  watchForNewBuilds();
}

void start();
