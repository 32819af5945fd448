import { SHIPPING } from "~/shared/constants";
import { formatUsdCents } from "~/shared/money";
import { getRates } from "~/worker/services/rates";
import type { PageLoader } from "./page-types";

export interface HomeData {
  storeText: string;
  expressFee: string;
  expressFreeOver: string;
}

export const homeLoader: PageLoader<HomeData> = async ({ context }) => {
  const { ctx, env } = context;
  const rates = await getRates(env.DB);
  return {
    data: {
      storeText: ctx.store.store_text,
      expressFee: formatUsdCents(SHIPPING.expressUsdCents, ctx.currency, rates),
      expressFreeOver: formatUsdCents(SHIPPING.expressFreeOverUsdCents, ctx.currency, rates),
    },
  };
};
