import { SHIPPING } from "~/shared/constants";
import type { FreightOption } from "~/shared/freight";
import { convertFromUsdCents, round2, type CurrencyCode, type Rates } from "~/shared/money";
import { getRates } from "./rates";

export interface FreightSettings {
  standardFreeFromCents: number;
  standardFeeCents: number;
}

export async function freightSettings(db: D1Database, store: string): Promise<FreightSettings> {
  const row = await db
    .prepare("SELECT standard_free_from_cents AS f, standard_fee_cents AS fee FROM freight_settings WHERE store = ?")
    .bind(store)
    .first<{ f: number; fee: number }>();
  return { standardFreeFromCents: row?.f ?? 0, standardFeeCents: row?.fee ?? 0 };
}

/**
 * The shipping rules for a ship-to country and a goods subtotal (in the
 * shopper's currency): standard free (or free from the data's threshold), express 15 USD
 * and free over 160 USD, 3-day shipping in the US only.
 */
export function freightOptions(input: {
  country: string;
  subtotal: number;
  currency: CurrencyCode;
  rates: Rates;
  settings: FreightSettings;
}): FreightOption[] {
  const money = (cents: number) => convertFromUsdCents(cents, input.currency, input.rates);
  const subtotal = round2(input.subtotal);
  const standardFreeFrom = money(input.settings.standardFreeFromCents);
  const standardFree = input.settings.standardFeeCents === 0 || subtotal >= standardFreeFrom;
  const expressFreeOver = money(SHIPPING.expressFreeOverUsdCents);
  const expressFree = subtotal > expressFreeOver;
  const options: FreightOption[] = [
    {
      method: "standard",
      price: standardFree ? 0 : money(input.settings.standardFeeCents),
      free: standardFree,
      days: SHIPPING.standardDays,
      freeFrom: standardFree ? null : standardFreeFrom,
    },
    {
      method: "express",
      price: expressFree ? 0 : money(SHIPPING.expressUsdCents),
      free: expressFree,
      days: SHIPPING.expressDays,
      freeFrom: expressFree ? null : expressFreeOver,
    },
  ];
  if (input.country === "US") {
    options.push({
      method: "threeDay",
      price: money(SHIPPING.threeDayUsdCents),
      free: false,
      days: SHIPPING.threeDayDays,
      freeFrom: null,
    });
  }
  return options;
}

/**
 * The freight list of the shared state: the options for a ship-to country before anything is
 * in the bag, so a page can say what shipping costs and from when it is free without a call.
 */
export async function freightList(db: D1Database, store: string, country: string, currency: CurrencyCode): Promise<FreightOption[]> {
  const [rates, settings] = await Promise.all([getRates(db), freightSettings(db, store)]);
  return freightOptions({ country, subtotal: 0, currency, rates, settings });
}
