import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { createI18n } from "~/shared/i18n";
import type { ShellState } from "~/shared/shell-state";
import { HydrateShellState } from "../../atoms/hydrate";

/** Renders account components as the app does: English catalogue, shell state, a router. */
export async function renderInShell(ui: ReactNode, state: Partial<ShellState> = {}) {
  const i18n = await createI18n("en");
  const shell = {
    store: { key: "us", seriesName: "HELIORA" },
    language: "en",
    currency: "USD",
    country: "US",
    shipCountry: "US",
    uuid: "00000000-0000-4000-8000-000000000000",
    signedIn: true,
    username: "ada",
    device: "desktop",
    webp: true,
    askConsent: false,
    consent: null,
    cartCount: 0,
    apiPrefix: "/api/",
    versionCheckIntervalMs: 300_000,
    countries: [],
    ...state,
  } as ShellState;
  return render(
    <I18nProvider i18n={i18n}>
      <JotaiProvider>
        <HydrateShellState state={shell}>
          <MemoryRouter>{ui}</MemoryRouter>
        </HydrateShellState>
      </JotaiProvider>
    </I18nProvider>,
  );
}

/** A fetch stub answering API paths with envelopes, recording what was posted. */
export function stubApi(answers: Record<string, { code: number; message?: string; data?: unknown } | Error>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, "");
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[path];
    if (!answer) throw new Error(`No stub for ${path}`);
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ message: "", data: null, ...answer }), { headers: { "Content-Type": "application/json" } });
  };
  return { fetch, calls };
}
