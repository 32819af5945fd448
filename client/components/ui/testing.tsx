import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, type RenderOptions } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { loadMessages } from "~/shared/i18n";

// The real English catalogue, so tests read the texts a shopper reads.
const i18n = setupI18n({ locale: "en", messages: { en: await loadMessages("en") } });

interface UiRenderOptions extends RenderOptions {
  store?: ReturnType<typeof createStore>;
  /** Leave out the MemoryRouter, for a test that brings its own data router. */
  router?: boolean;
}

/** Renders a kit widget with what the app gives it: i18n, a jotai store and a router. */
export function renderUi(ui: ReactElement, { store = createStore(), router = true, ...options }: UiRenderOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>{router ? <MemoryRouter>{children}</MemoryRouter> : children}</Provider>
    </I18nProvider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
