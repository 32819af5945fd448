import { parseCategoryQuery } from "~/shared/category-query";
import { pathTo } from "~/shared/url-scheme";
import { historyProducts } from "~/worker/services/catalog/history";
import { listProducts } from "~/worker/services/catalog/listing";
import { translatorFor } from "~/worker/services/translator";
import type { PageLoader } from "../page-types";
import { catalogContext, originOf } from "./catalog-context.server";
import type { LandingGoogleData } from "./landing-google-page";

/**
 * `/lp/google-{key}`: where shopping-feed ads land. The key names a category, or else is
 * searched for; the advertised product (`spu`) comes first. Ads pages are not indexed.
 */
export const landingGoogleLoader: PageLoader<LandingGoogleData> = async ({ context, url, params }) => {
  const cc = catalogContext(context);
  const key = (params.key ?? "").trim().slice(0, 100);
  // `spu` names the advertised product here, shown first, not a filter of the listing.
  const query = { ...parseCategoryQuery(url.searchParams, key), spuCode: undefined };
  const spu = url.searchParams.get("spu")?.trim() ?? "";
  const [byCategory, featured, t] = await Promise.all([
    listProducts(cc, { kind: "category", key, query }),
    /^[\w-]{1,64}$/.test(spu) ? historyProducts(cc, [spu]) : Promise.resolve([]),
    translatorFor(cc.language),
  ]);
  const words = key.replace(/[-_]+/g, " ").trim();
  const listing = byCategory ?? (words ? await listProducts(cc, { kind: "search", key: words, query: { ...query, category: undefined } }) : null);
  if (!listing) return { notFound: true };
  const heading = byCategory ? listing.title : t("catalog.search.heading", { terms: words });
  return {
    data: {
      place: { id: "landingGoogle", params: { key: params.key } },
      listing: { ...listing, breadcrumb: [{ name: t("catalog.home"), href: "/" }, ...listing.breadcrumb] },
      heading,
      origin: originOf(context),
      featured: featured[0] ?? null,
    },
    title: heading,
    description: t("catalog.meta.listing", { title: heading, count: listing.total }),
    canonicalPath: byCategory ? pathTo("category", { category_key: key }) : undefined,
    noindex: true,
  };
};
