import { useAtomValue } from "jotai";
import { useId } from "react";
import { REVIEW_COUNT_DISPLAYED, TRUST_SCORE } from "~/shared/constants";
import { GALLERY_PAGE_SIZE } from "~/shared/reviews";
import { webpAtom } from "../../atoms/catalog";
import { languageAtom } from "../../atoms/shell";
import { Link } from "../../components/ui/link";
import { useT } from "../../lib/use-t";
import type { PageProps } from "../page-types";
import type { ReviewsGalleryData } from "./reviews-gallery-loader.server";
import { StarOptions } from "./reviews/review-field";
import { clock, mediaSrc } from "./reviews/review-media";
import { definePage } from "../define-page";
import { Options } from "../../components/ui/options";

const TILE = 320;

const hrefOf = (query: ReviewsGalleryData["query"], page: number) => {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.stars) params.set("stars", String(query.stars));
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/reviews-gallery${search ? `?${search}` : ""}`;
};

/**
 * `/reviews-gallery`: customers' photos and videos from published reviews across the store,
 * each linking to its product. The filters are a plain GET form and the pages plain links,
 * so crawlers and shoppers without JavaScript get the same gallery.
 */
export default definePage(ReviewsGalleryPage, { loader: () => import("./reviews-gallery-loader.server").then((m) => m.reviewsGalleryLoader) });

function ReviewsGalleryPage({ data }: PageProps<ReviewsGalleryData>) {
  const t = useT();
  const id = useId();
  const webp = useAtomValue(webpAtom);
  const language = useAtomValue(languageAtom);
  const { query, items, total, categories } = data;
  const pages = Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE));

  return (
    <div className="page review-gallery" data-testid="reviews-gallery">
      <h1>{t("reviews.gallery.title")}</h1>
      <p>{t("reviews.gallery.intro")}</p>
      {/* The shop's own rating on its review profile (the store's googleReviewId). */}
      <p className="review-gallery__trust" data-review-profile={data.reviewProfile}>
        {t("reviews.gallery.trust", {
          score: new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(TRUST_SCORE),
          count: new Intl.NumberFormat(language).format(REVIEW_COUNT_DISPLAYED),
        })}
      </p>
      <form className="review-gallery__filters" method="get" action="/reviews-gallery">
        <label>
          {t("reviews.gallery.category")}{" "}
          <select name="category" defaultValue={query.category ?? ""} key={`c-${query.category ?? ""}`}>
            <Options empty={t("reviews.gallery.allCategories")} items={categories.map((c) => ({ value: c.key, label: c.name }))} />
          </select>
        </label>
        <label>
          {t("reviews.gallery.rating")}{" "}
          <select name="stars" defaultValue={query.stars ? String(query.stars) : ""} key={`s-${query.stars ?? ""}`}>
            <StarOptions all={t("reviews.gallery.allRatings")} label={(stars) => t("reviews.filter.stars", { stars })} />
          </select>
        </label>
        <button type="submit" className="button">
          {t("reviews.filter.label")}
        </button>
      </form>
      {items.length === 0 ? (
        <p className="reviews__empty">{t("reviews.gallery.empty")}</p>
      ) : (
        <ul className="review-gallery__grid">
          {items.map((item, index) => {
            const label = t(item.media.kind === "video" ? "reviews.gallery.videoItem" : "reviews.gallery.item", {
              product: item.productTitle,
              name: item.nickname,
              rating: item.rating,
            });
            return (
              <li key={item.media.key} className="review-gallery__item" data-testid="gallery-item" data-review-id={item.reviewId}>
                <Link to={`${item.productHref}#review-${item.reviewId}`} aria-label={label}>
                  {item.media.kind === "image" ? (
                    // The first tile is the page's main image on a phone (its LCP): loaded first.
                    <img
                      src={mediaSrc(item.media, TILE, webp)}
                      alt=""
                      loading={index === 0 ? "eager" : "lazy"}
                      fetchPriority={index === 0 ? "high" : undefined}
                      width={TILE}
                      height={TILE}
                    />
                  ) : (
                    <span className="review-gallery__video" aria-hidden="true">
                      ▶ {clock(item.media.durationMs)}
                    </span>
                  )}
                  <span className="review-gallery__caption" aria-hidden="true">
                    {item.productTitle} · {"★".repeat(item.rating)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="review-gallery__pages" aria-labelledby={`${id}-pages`}>
          <span id={`${id}-pages`} className="visually-hidden">
            {t("reviews.gallery.pages")}
          </span>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
            n === query.page ? (
              <span key={n} aria-current="page" className="button button--primary">
                {n}
              </span>
            ) : (
              <Link key={n} to={hrefOf(query, n)} className="button">
                {n}
              </Link>
            ),
          )}
        </nav>
      )}
    </div>
  );
}
