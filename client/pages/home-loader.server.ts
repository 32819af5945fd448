import { SHIPPING } from "~/shared/constants";
import { formatUsdCents } from "~/shared/money";
import { homeSections, type HomeSections } from "~/worker/services/catalog/home";
import { getRates } from "~/worker/services/rates";
import { catalogContext, originOf } from "./catalog/catalog-context.server";
import { ogImagePath } from "~/shared/og-image";
import { organizationJsonLd, webSiteJsonLd } from "~/shared/structured-data-site";
import { catalogMemo } from "~/worker/services/catalog/catalog-memo";

const homeMemo = catalogMemo<HomeSections>(64);
import type { PageLoader } from "./page-types";
import type { StoreConfig } from "~/shared/stores";
import { utcDay } from "~/shared/utc-day";

export interface HomeData {
  /** What the store sells: picks the line under the hero (home.storeText.*). */
  assortment: StoreConfig["assortment"];
  expressFee: string;
  expressFreeOver: string;
  sections: HomeSections;
  /** The shop as an Organization and its WebSite with search, as JSON-LD. */
  structuredData: Record<string, unknown>[];
}

export const homeLoader: PageLoader<HomeData> = async ({ context }) => {
  const { ctx, env } = context;
  const cc = catalogContext(context);
  const [rates, sections] = await Promise.all([getRates(env.DB), homeMemo(cc, utcDay(), () => homeSections(cc, 8))]);
  const pictured = sections.newArrivals[0] ?? sections.bestSellers[0];
  const origin = originOf(context);
  return {
    data: {
      assortment: ctx.store.assortment,
      expressFee: formatUsdCents(SHIPPING.expressUsdCents, ctx.currency, rates),
      expressFreeOver: formatUsdCents(SHIPPING.expressFreeOverUsdCents, ctx.currency, rates),
      sections,
      structuredData: [organizationJsonLd(ctx.store, origin), webSiteJsonLd(ctx.store, origin)],
    },
    ...(pictured ? { image: `${origin}${ogImagePath(pictured.image.key)}`, imageAlt: pictured.title } : {}),
  };
};
