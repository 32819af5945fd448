import { getProductDetail } from "~/worker/services/catalog/product-detail";
import { getProductVersion } from "~/worker/services/catalog/product-version";
import { translatorFor } from "~/worker/services/translator";
import type { AppLoadContext } from "react-router";
import type { OfferTerms } from "~/shared/structured-data-offer";
import { freightOptions, freightSettings, type FreightSettings } from "~/worker/services/freight";
import type { Rates } from "~/shared/money";
import { getRates } from "~/worker/services/rates";
import type { PageLoader } from "../page-types";
import type { ProductDetail } from "~/shared/catalog-types";
import { catalogContext, originOf } from "./catalog-context.server";
import { catalogMemo } from "~/worker/services/catalog/catalog-memo";
import { ogImagePath } from "~/shared/og-image";
import type { ProductPageData } from "./product-page";
import { keptJsonLdReviews } from "~/worker/services/reviews/review-list";

const DESCRIPTION_MAX = 160;

const productMemo = catalogMemo<ProductDetail | null>(256);

function summary(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s\S*$/, "")}…`;
}

/** The freight rules priced for this product alone, and its returns, in the store's own country. */
function offerTerms({ ctx }: AppLoadContext, product: ProductDetail, rates: Rates, settings: FreightSettings): OfferTerms {
  const { amount, currency } = product.salePrice;
  const options = freightOptions({ country: ctx.store.countryCode, subtotal: amount, currency, rates, settings });
  return {
    country: ctx.store.countryCode,
    currency,
    shipping: options.map((option) => ({ price: option.price, days: option.days })),
    jewelSafe: product.jewelSafe !== null,
  };
}

/**
 * `/product-{slug}-{code}.html` and `/lp/product-{code}.html`: the code decides the product.
 * A product URL with another slug moves to the product's own URL (one URL per product).
 */
export function productLoader(landing: boolean): PageLoader<ProductPageData> {
  return async ({ context, url, params }) => {
    const cc = catalogContext(context);
    const code = params.product_code ?? "";
    // Keyed by the product's own version too: a moderated review renews its rating at once.
    const version = await getProductVersion(cc.env.KV, code);
    // The reviews are read by the URL's code beside the product, not after it: one D1 round trip less.
    // The freight rules and rates for the offer's shipping details too, not after the product.
    const [product, t, reviews, rates, settings] = await Promise.all([
      productMemo(cc, `${code}@${version}`, () => getProductDetail(cc, code)),
      translatorFor(cc.language),
      keptJsonLdReviews(cc.env.DB, code),
      getRates(cc.env.DB),
      freightSettings(cc.env.DB, context.ctx.store.key),
    ]);
    if (!product) return { notFound: true };
    if (!landing && url.pathname !== product.href) return { redirect: `${product.href}${url.search}`, status: 301 };
    const terms = offerTerms(context, product, rates, settings);
    const origin = originOf(context);
    const breadcrumb = [{ name: t("catalog.home"), href: "/" }, ...product.breadcrumb];
    return {
      data: { product: { ...product, breadcrumb }, origin, brand: context.ctx.store.seriesName, reviews, terms },
      title: product.seoTitle || product.title,
      description: product.seoDescription || summary(product.description) || product.title,
      image: `${origin}${ogImagePath(product.images[0]?.key ?? product.image.key)}`,
      imageAlt: product.images[0]?.alt || product.title,
      ogType: "product",
      ogExtra: {
        "product:price:amount": product.salePrice.amount.toFixed(2),
        "product:price:currency": product.salePrice.currency,
      },
      // The landing copy of a product points search engines at the product's own page.
      canonicalPath: landing ? product.href : undefined,
    };
  };
}
