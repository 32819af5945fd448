import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "~/shared/i18n";
import { toLocale } from "~/shared/i18n-config";
import { watchForNewBuilds } from "./lib/version-check";

async function start() {
  const locale = toLocale(document.documentElement.lang) ?? "en";
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
  watchForNewBuilds();
}

void start();
