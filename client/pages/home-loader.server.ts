import { SHIPPING } from "~/shared/constants";
import { formatUsdCents } from "~/shared/money";
import { homeSections, type HomeSections } from "~/worker/services/catalog/home";
import { getRates } from "~/worker/services/rates";
import { catalogContext } from "./catalog/catalog-context.server";
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
}

export const homeLoader: PageLoader<HomeData> = async ({ context }) => {
  const { ctx, env } = context;
  const cc = catalogContext(context);
  const [rates, sections] = await Promise.all([getRates(env.DB), homeMemo(cc, utcDay(), () => homeSections(cc, 8))]);
  return {
    data: {
      assortment: ctx.store.assortment,
      expressFee: formatUsdCents(SHIPPING.expressUsdCents, ctx.currency, rates),
      expressFreeOver: formatUsdCents(SHIPPING.expressFreeOverUsdCents, ctx.currency, rates),
      sections,
    },
  };
};
