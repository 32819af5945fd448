import { CUSTOM_JEWELRY, PAY_IN_4, SHIPPING } from "~/shared/constants";
import { formatUsdCents } from "~/shared/money";
import type { HelpTopic } from "~/shared/routes";
import { freightSettings } from "~/worker/services/freight";
import { getRates } from "~/worker/services/rates";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";

/** Every amount the help texts quote, already converted and formatted in the shopper's currency. */
export interface HelpMoney {
  expressFee: string;
  expressFreeOver: string;
  threeDayFee: string;
  /** The standard fee and the subtotal that makes it free; both null when standard is always free. */
  standardFee: string | null;
  standardFreeFrom: string | null;
  depositMin: string;
  depositMax: string;
  payIn4Min: string;
  payIn4Max: string;
}

export interface HelpData {
  topic: HelpTopic;
  money: HelpMoney;
}

export const helpLoader: PageLoader<HelpData> = async ({ context, params }) => {
  const { ctx, env } = context;
  const topic = params.topic as HelpTopic;
  const [t, rates, freight] = await Promise.all([translatorFor(ctx.language), getRates(env.DB), freightSettings(env.DB, ctx.store.key)]);
  const money = (usdCents: number) => formatUsdCents(usdCents, ctx.currency, rates);
  // Same rule as the checkout's freight options: no fee or no threshold means always free.
  const standardAlwaysFree = freight.standardFeeCents === 0 || freight.standardFreeFromCents === 0;
  return {
    data: {
      topic,
      money: {
        expressFee: money(SHIPPING.expressUsdCents),
        expressFreeOver: money(SHIPPING.expressFreeOverUsdCents),
        threeDayFee: money(SHIPPING.threeDayUsdCents),
        standardFee: standardAlwaysFree ? null : money(freight.standardFeeCents),
        standardFreeFrom: standardAlwaysFree ? null : money(freight.standardFreeFromCents),
        depositMin: money(CUSTOM_JEWELRY.depositUsd.min * 100),
        depositMax: money(CUSTOM_JEWELRY.depositUsd.max * 100),
        payIn4Min: money(PAY_IN_4.minUsd * 100),
        payIn4Max: money(PAY_IN_4.maxUsd * 100),
      },
    },
    title: t(`help.${topic}.title`),
    description: t(`help.${topic}.summary`),
  };
};
