import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { Provider as JotaiProvider } from "jotai";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "~/shared/i18n";
import { STORES } from "~/shared/stores";
import { HydrateShellState } from "../atoms/hydrate";
import { stubApi } from "../components/account/test-shell";
import { shellState } from "../test/shell-fixture";
import { useShortLinkRestore } from "./short-link-restore";

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  useShortLinkRestore(location.pathname);
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function open(path: string) {
  const i18n = await createI18n("en");
  const state = shellState({ store: STORES.uk, language: "en-GB", currency: "GBP", country: "GB", shipCountry: "GB" });
  render(
    <I18nProvider i18n={i18n}>
      <JotaiProvider>
        <HydrateShellState state={state}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </HydrateShellState>
      </JotaiProvider>
    </I18nProvider>,
  );
}

describe("useShortLinkRestore", () => {
  it("restores a short link with index/urlRestore and goes on to its page", async () => {
    const api = stubApi({ "index/urlRestore": { code: 200, data: { url: "/help/faqs?from=share" } } });
    vi.stubGlobal("fetch", api.fetch);
    await open("/surl/abc123");
    await vi.waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/help/faqs?from=share"));
    expect(api.calls).toEqual([{ path: "index/urlRestore", body: { code: "abc123" } }]);
  });

  it("stays on an unknown link", async () => {
    vi.stubGlobal("fetch", stubApi({ "index/urlRestore": { code: 404, message: "Short link not found" } }).fetch);
    await open("/surl/unknown42");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId("where").textContent).toBe("/surl/unknown42");
  });

  it("never leaves the shop for an answer naming another host", async () => {
    vi.stubGlobal("fetch", stubApi({ "index/urlRestore": { code: 200, data: { url: "//evil.example/x" } } }).fetch);
    await open("/surl/evil");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId("where").textContent).toBe("/surl/evil");
  });

  it("calls nothing on a page that is not a short link", async () => {
    const api = stubApi({});
    vi.stubGlobal("fetch", api.fetch);
    await open("/no-such-page");
    expect(api.calls).toEqual([]);
  });
});
