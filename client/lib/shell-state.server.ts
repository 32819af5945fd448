import type { AppLoadContext } from "react-router";
import { storeSizeType, type ShellState } from "~/shared/shell-state";
import { apiPrefix } from "~/worker/config";
import { cartCount } from "~/worker/services/cart-count";
import { listCountries } from "~/worker/services/countries";
import { freightList } from "~/worker/services/freight";
import { visitorFields } from "~/worker/services/visitor-state";

/** The root loader's data: the request context of the edge, as the client may see it. */
export async function loadShellState({ env, ctx }: AppLoadContext): Promise<ShellState> {
  const { store } = ctx;
  // A shared page leaves the ship-to list to visitor/state (ShellState.countries).
  const [count, countries, freight] = await Promise.all([
    cartCount(env.DB, ctx.session, store.key),
    ctx.shared ? [] : listCountries(env.DB),
    freightList(env.DB, store.key, ctx.shipCountry, ctx.currency),
  ]);
  return {
    store: {
      key: store.key,
      seriesName: store.seriesName,
      brandDomain: store.brandDomain,
      countryCode: store.countryCode,
      countryName: store.countryName,
      socialLinks: store.socialLinks,
      storeText: store.storeText,
      customJewelry: store.customJewelry,
    },
    ...visitorFields(ctx, count),
    language: ctx.language,
    currency: ctx.currency,
    webp: ctx.webp,
    apiPrefix: apiPrefix(env),
    versionCheckIntervalMs: Number(env.VERSION_CHECK_INTERVAL_MS) || 300_000,
    countries: countries.map(({ iso2, name }) => ({ iso2, name })),
    sizeType: storeSizeType(store.countryCode),
    freight,
    personalized: !ctx.shared,
  };
}
