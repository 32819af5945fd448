import { lazy, Suspense, useEffect, useId, useState } from "react";
import { breadcrumbJsonLd, productJsonLd, type JsonLdReview } from "~/shared/structured-data";
import type { OfferTerms } from "~/shared/structured-data-offer";
import type { ProductDetail } from "~/shared/catalog-types";
import { ogImagePath } from "~/shared/og-image";
import { JsonLd } from "../../components/catalog/json-ld";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { useApi } from "../../lib/use-api";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import { recordView } from "../../lib/view-history";
import { whenShown } from "../../lib/when-shown";
import type { PageProps } from "../page-types";
import { Gallery } from "./product/gallery";
import { MeasurementsTable } from "./product/measurements-table";
import { WishlistButton } from "../../components/account/wishlist-button";
import { PurchaseForm } from "./product/purchase-form";
import { RatingSummary } from "./product/rating-summary";
import { RecentlyViewed } from "./product/recently-viewed";
import { SimilarProducts } from "./product/similar-products";
import { track } from "../../lib/insight/track";
import { definePage } from "../define-page";
import { Facts } from "../../components/ui/facts";

// Reviews and questions come after the page, in their own chunk (docs/decisions/0500-reviews.md).
const ReviewsSection = lazy(() => import("./reviews/reviews-section"));

export interface ProductPageData {
  product: ProductDetail;
  /** The store's origin and brand, for structured data. */
  origin: string;
  brand: string;
  /** A few recent published reviews, for the structured data only (the list loads after the page). */
  reviews?: JsonLdReview[];
  /** Delivery and returns in the store's country, for the offers' structured data. */
  terms?: OfferTerms;
}

/** Product detail: gallery, choice, engraving, JewelSafe, rating, similar and recently viewed. */
export default definePage(ProductPage, {
  loader: (page) => import("./product-loader.server").then((m) => m.productLoader(page === "landingProduct")),
});

function ProductPage({ data }: PageProps<ProductPageData>) {
  const t = useT();
  const api = useApi();
  const ids = useId();
  const { product } = data;
  const hydrated = useHydrated();
  // The gallery's picture, which a chosen variant with its own picture sets; kept per product
  // so a client navigation to another product starts at its first picture.
  const [picture, setPicture] = useState({ spu: product.spuCode, index: 0 });
  const pictureIndex = picture.spu === product.spuCode ? picture.index : 0;
  const showPicture = (index: number) => setPicture({ spu: product.spuCode, index });

  // A view: the local history and the product-view statistic (docs/architecture.md#api); a
  // prerendered product is a view only once the shopper opens it.
  useEffect(
    () =>
      whenShown(() => {
        recordView(product.spuCode);
        void api("stat/pvFlow", { spuCode: product.spuCode }).catch(() => undefined);
        track({ kind: "product", code: product.spuCode });
      }),
    [api, product.spuCode],
  );

  return (
    <div className="page product-page" data-testid="product-page" data-spu={product.spuCode} data-hydrated={hydrated || undefined}>
      <Breadcrumb items={product.breadcrumb.map((c) => ({ label: c.name, to: c.href }))} />
      <JsonLd
        data={productJsonLd(product, { origin: data.origin, brand: data.brand, imageUrl: ogImagePath, reviews: data.reviews, terms: data.terms })}
      />
      <JsonLd data={breadcrumbJsonLd(product.breadcrumb, data.origin)} />
      <div className="product-page__main">
        <Gallery images={product.images} title={product.title} index={pictureIndex} onIndexChange={showPicture} />
        <div className="product-page__info">
          <div className="product-page__title-row">
            <h1 className="product-page__title">{product.title}</h1>
            <WishlistButton spuCode={product.spuCode} productName={product.title} />
          </div>
          <RatingSummary rating={product.rating} />
          <PurchaseForm product={product} onVariantImage={showPicture} />
        </div>
      </div>
      <section className="product-page__details" aria-labelledby={`${ids}-details`}>
        <h2 id={`${ids}-details`}>{t("catalog.product.details")}</h2>
        {product.descriptionHtml ? (
          // Sanitized to paragraphs, lists, emphasis and links when written (docs/decisions/1000-catalogue-import.md).
          <div className="product-page__description" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        ) : (
          <p className="product-page__description">{product.description}</p>
        )}
        <Facts
          className="product-page__facts"
          facts={[
            [t("catalog.product.material"), product.material],
            [t("catalog.product.stone"), product.stone],
            [t("catalog.product.code"), product.productCode],
          ]}
        />
      </section>
      {product.measurements.length > 0 && (
        <section className="product-page__measurements" aria-labelledby={`${ids}-measurements`}>
          <h2 id={`${ids}-measurements`}>{t("catalog.measurements.title")}</h2>
          <MeasurementsTable rows={product.measurements} />
        </section>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <ReviewsSection productCode={product.productCode} />
        </Suspense>
      )}
      <SimilarProducts productCode={product.productCode} />
      <RecentlyViewed currentSpu={product.spuCode} />
    </div>
  );
}
