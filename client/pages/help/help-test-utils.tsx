import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { Provider as JotaiProvider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { CUSTOM_JEWELRY, PAY_IN_4, SHIPPING } from "~/shared/constants";
import { createI18n } from "~/shared/i18n";
import type { Locale } from "~/shared/i18n-config";
import { formatUsdCents, type CurrencyCode } from "~/shared/money";
import { storeSizeType, type ShellState } from "~/shared/shell-state";
import { STORES, type StoreKey } from "~/shared/stores";
import { HydrateShellState } from "../../atoms/hydrate";
import type { HelpMoney } from "./help-loader.server";

/** The shell state a store's first page load would carry. */
function shellStateFor(store: StoreKey, language?: Locale): ShellState {
  const config = STORES[store];
  return {
    store: config,
    language: language ?? config.language,
    currency: config.currency,
    country: config.countryCode,
    shipCountry: config.countryCode,
    uuid: "00000000-0000-4000-8000-000000000000",
    signedIn: false,
    username: "",
    device: "desktop",
    webp: false,
    askConsent: false,
    consent: null,
    cartCount: 0,
    apiPrefix: "/api/",
    versionCheckIntervalMs: 60_000,
    countries: [],
    freight: [],
    sizeType: storeSizeType(config.countryCode),
    personalized: true,
  };
}

/** What the loader would compute, with the seeded rates (EUR 0.92). */
export function moneyFor(currency: CurrencyCode): HelpMoney {
  const rates = { USD: 1, EUR: 0.92, GBP: 0.79, MXN: 17.1 };
  const money = (cents: number) => formatUsdCents(cents, currency, rates);
  return {
    expressFee: money(SHIPPING.expressUsdCents),
    expressFreeOver: money(SHIPPING.expressFreeOverUsdCents),
    threeDayFee: money(SHIPPING.threeDayUsdCents),
    standardFee: null,
    standardFreeFrom: null,
    depositMin: money(CUSTOM_JEWELRY.depositUsd.min * 100),
    depositMax: money(CUSTOM_JEWELRY.depositUsd.max * 100),
    payIn4Min: money(PAY_IN_4.minUsd * 100),
    payIn4Max: money(PAY_IN_4.maxUsd * 100),
  };
}

/** Renders inside the providers the app shell gives every page: i18n, jotai state, a router. */
export async function renderInShell(ui: ReactNode, options: { store?: StoreKey; language?: Locale; path?: string } = {}) {
  const state = shellStateFor(options.store ?? "us", options.language);
  const i18n = await createI18n(state.language);
  return render(
    <I18nProvider i18n={i18n}>
      <JotaiProvider>
        <HydrateShellState state={state}>
          <MemoryRouter initialEntries={[options.path ?? "/"]}>{ui}</MemoryRouter>
        </HydrateShellState>
      </JotaiProvider>
    </I18nProvider>,
  );
}
