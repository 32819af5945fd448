import { galleryBody, type GalleryItem, type GalleryQuery } from "~/shared/schemas/reviews";
import { galleryCategories, galleryPage, type GalleryCategory } from "~/worker/services/reviews/gallery";
import { translatorFor } from "~/worker/services/translator";
import { ogImagePath } from "~/shared/og-image";
import type { PageLoader } from "../page-types";
import { originOf } from "./catalog-context.server";

export interface ReviewsGalleryData {
  query: GalleryQuery;
  items: GalleryItem[];
  total: number;
  categories: GalleryCategory[];
  /** The store's review profile id (googleReviewId), whose rating the page quotes. */
  reviewProfile: string;
}

/** `?category=&stars=&page=` as the gallery's query; anything malformed reads as no filter. */
function galleryQueryOf(url: URL): GalleryQuery {
  const number = (name: string) => {
    const value = url.searchParams.get(name);
    return value && /^\d{1,4}$/.test(value) ? Number(value) : undefined;
  };
  const parsed = galleryBody.safeParse({
    page: number("page"),
    category: url.searchParams.get("category") || undefined,
    stars: number("stars"),
  });
  return parsed.success ? parsed.data : { page: 1 };
}

/** `/reviews-gallery`: rendered on the server (crawlable), one page of customers' photos. */
export const reviewsGalleryLoader: PageLoader<ReviewsGalleryData> = async ({ context, url }) => {
  const scope = { store: context.ctx.store.key, language: context.ctx.language };
  const query = galleryQueryOf(url);
  const [page, categories, t] = await Promise.all([
    galleryPage(context.env.DB, scope, query),
    galleryCategories(context.env.DB, scope),
    translatorFor(scope.language),
  ]);
  const filtered = Boolean(query.category || query.stars || query.page > 1);
  // The first customer's photo is the page's picture when shared.
  const photo = page.items.find((item) => item.media.kind === "image");
  return {
    data: { query, items: page.items, total: page.total, categories, reviewProfile: context.ctx.store.googleReviewId },
    title: t("reviews.gallery.title"),
    description: t("reviews.gallery.meta"),
    canonicalPath: filtered ? undefined : "/reviews-gallery",
    ...(photo
      ? {
          image: `${originOf(context)}${ogImagePath(photo.media.key)}`,
          imageAlt: t("reviews.gallery.item", { product: photo.productTitle, name: photo.nickname, rating: photo.rating }),
        }
      : {}),
  };
};
