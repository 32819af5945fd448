import { CUSTOM_JEWELRY } from "~/shared/constants";
import type { CustomRequestSummary, CustomRequestView } from "~/shared/custom-request-types";
import { formatUsdCents } from "~/shared/money";
import { requestNumberField } from "~/shared/schemas/custom-request";
import { listCountries } from "~/worker/services/countries";
import { requestedProduct } from "~/worker/services/custom-jewelry/requested-product";
import { customerRequest, customerRequests, requestView } from "~/worker/services/custom-jewelry/requests-store";
import { getRates } from "~/worker/services/rates";
import { translatorFor } from "~/worker/services/translator";
import { requireCustomer } from "../account/require-customer.server";
import type { PageLoader } from "../page-types";

/** Loaders of /custommade and the account's custom requests (docs/decisions/0900-custom-jewelry.md). */

export interface CustomMadeData {
  countries: { iso2: string; name: string }[];
  /** The visitor's ship-to country, preselected. */
  country: string;
  contact: string;
  product: { code: string; title: string } | null;
  depositMin: string;
  depositMax: string;
}

export const customMadeLoader: PageLoader<CustomMadeData> = async ({ context, url }) => {
  const { ctx, env } = context;
  const code = (url.searchParams.get("product") ?? "").trim().slice(0, 64);
  const [t, countries, rates, product] = await Promise.all([
    translatorFor(ctx.language),
    listCountries(env.DB),
    getRates(env.DB),
    code ? requestedProduct(env.DB, ctx.store.key, ctx.language, code) : null,
  ]);
  return {
    data: {
      countries: countries.map(({ iso2, name }) => ({ iso2, name })),
      country: ctx.shipCountry,
      contact: ctx.store.customJewelry.email,
      product: product ? { code: product.code, title: product.title ?? product.code } : null,
      depositMin: formatUsdCents(CUSTOM_JEWELRY.depositUsd.min * 100, ctx.currency, rates),
      depositMax: formatUsdCents(CUSTOM_JEWELRY.depositUsd.max * 100, ctx.currency, rates),
    },
    title: t("custom.title"),
    description: t("custom.intro"),
  };
};

export const customRequestsLoader: PageLoader<CustomRequestSummary[]> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const t = await translatorFor(context.ctx.language);
  return { data: await customerRequests(context.env.DB, customerId), title: t("custom.account.title") };
};

/** Someone else's request and one that does not exist both give the 404 page. */
export const customRequestLoader: PageLoader<CustomRequestView> = async ({ context, url }) => {
  const customerId = requireCustomer(context, url);
  const number = requestNumberField.safeParse(url.searchParams.get("requestNumber") ?? "");
  if (!number.success) return { notFound: true };
  const row = await customerRequest(context.env.DB, customerId, number.data);
  if (!row) return { notFound: true };
  const t = await translatorFor(context.ctx.language);
  return { data: await requestView(context.env.DB, row), title: t("custom.detail.title", { number: number.data }) };
};
