import { UPLOAD } from "./constants";

/**
 * Reviews and questions: limits, page sizes and the shapes the API answers. No zod here, so
 * pages import it without the schemas (those load when a form is sent; shared/schemas/reviews.ts).
 */
export const REVIEW_SORTS = ["newest", "oldest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_PAGE_SIZE = 10;
/**
 * A review list pages by key (docs/decisions/1330-past-one-database.md): a page is read from
 * the first review of a page the shopper has seen (`ReviewCursor`), at most this many pages
 * past it, or by its number alone up to this page (an OFFSET of at most 90 reviews).
 */
export const REVIEW_PAGES_BY_NUMBER = 10;
export const REVIEW_PAGES_FROM_CURSOR = 10;
export const QUESTION_PAGE_SIZE = 5;
export const GALLERY_PAGE_SIZE = 24;
export const NICKNAME_MAX = 40;
export const REVIEW_TEXT_MAX = 2000;
export const QUESTION_TEXT_MAX = 1000;

export const UPLOAD_PURPOSES = ["review", "custom"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** How many files one form may hold, per purpose. */
export const UPLOAD_MAX_COUNT: Record<UploadPurpose, number> = { review: UPLOAD.reviewMax, custom: UPLOAD.customMax };

/** What the list and the gallery answer for one photo or video. */
export interface ReviewMediaItem {
  key: string;
  kind: "image" | "video";
  width: number | null;
  height: number | null;
  /** A video's length, when its header tells. */
  durationMs: number | null;
}

export interface ReviewItem {
  id: number;
  nickname: string;
  rating: number;
  body: string;
  language: string;
  verified: boolean;
  helpfulCount: number;
  createdAt: number;
  media: ReviewMediaItem[];
  reply: { body: string; at: number } | null;
}

export interface RatingBreakdown {
  average: number;
  count: number;
  /** Reviews per star, index 0 = 1 star … index 4 = 5 stars. */
  stars: [number, number, number, number, number];
  withMedia: number;
}

/**
 * Where a page of a review list starts: its number, and the sort key and id of its first review
 * (`part` 0 for the reviews in the shopper's language, listed first, 1 for the others).
 */
export interface ReviewCursor {
  page: number;
  part: 0 | 1;
  at: number;
  id: number;
}

export interface ReviewListResult {
  summary: RatingBreakdown;
  reviews: ReviewItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The first review of this page, to reach the pages after it by key; null for an empty page. */
  start: ReviewCursor | null;
}

export interface QuestionItem {
  id: number;
  body: string;
  createdAt: number;
  answers: { body: string; at: number }[];
}

export interface GalleryItem {
  reviewId: number;
  rating: number;
  nickname: string;
  productCode: string;
  productTitle: string;
  productHref: string;
  media: ReviewMediaItem;
}
