import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { createI18n } from "~/shared/i18n";
import type { ShellState } from "~/shared/shell-state";
import { STORES } from "~/shared/stores";
import { HydrateShellState } from "../../atoms/hydrate";
import { shellState } from "../../test/shell-fixture";

/** Renders account components as the app does: English catalogue, shell state, a router. */
export async function renderInShell(ui: ReactNode, state: Partial<ShellState> = {}) {
  const i18n = await createI18n("en");
  const shell = shellState({
    store: STORES.us,
    language: "en",
    currency: "USD",
    country: "US",
    shipCountry: "US",
    signedIn: true,
    username: "ada",
    ...state,
  });
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
