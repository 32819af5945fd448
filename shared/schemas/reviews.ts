import { z } from "zod";
import { UPLOAD } from "../constants";
import { NICKNAME_MAX, QUESTION_TEXT_MAX, REVIEW_PAGES_BY_NUMBER, REVIEW_PAGES_FROM_CURSOR, REVIEW_SORTS, REVIEW_TEXT_MAX } from "../reviews";
import { emailField, isEmail } from "./email";

/** Bodies of the `review/*`, `question/*` calls; one schema for the API and the forms. */

const productCode = z.string().trim().min(1).max(64);
const page = z.number().int().min(1).max(1000).default(1);
const stars = z.number().int().min(1).max(5);
/** A required text: trimmed, not empty and at most `max` characters, each refusal with its message key. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
/** An upload's R2 key as the upload call answered it. */
export const uploadKey = z.string().regex(/^u\/[a-z0-9]{32}$/, { error: "reviews.mediaUnknown" });

/** The first review of a page the shopper has seen (ReviewCursor): a later page is read from it. */
const reviewCursor = z.strictObject({
  page,
  part: z.union([z.literal(0), z.literal(1)]),
  at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const reviewListBody = z
  .strictObject({
    productCode,
    page,
    withMedia: z.boolean().default(false),
    stars: stars.optional(),
    sort: z.enum(REVIEW_SORTS).default("newest"),
    from: reviewCursor.optional(),
  })
  // A deep page is read from a page near it, never by skipping every review before it.
  .refine(({ page, from }) => (from ? page >= from.page && page - from.page <= REVIEW_PAGES_FROM_CURSOR : page <= REVIEW_PAGES_BY_NUMBER), {
    error: "reviews.pageTooFar",
    path: ["page"],
  });
export type ReviewListQuery = z.infer<typeof reviewListBody>;

export const reviewSubmitBody = z.strictObject({
  productCode,
  rating: z.number({ error: "reviews.ratingRequired" }).int().min(1, { error: "reviews.ratingRequired" }).max(5, { error: "reviews.ratingRequired" }),
  nickname: requiredText("reviews.nicknameRequired", NICKNAME_MAX, "reviews.nicknameTooLong"),
  body: requiredText("reviews.textRequired", REVIEW_TEXT_MAX, "reviews.textTooLong"),
  email: emailField("error.email.invalid"),
  media: z.array(uploadKey).max(UPLOAD.reviewMax, { error: "reviews.tooManyMedia" }).default([]),
});
export type ReviewSubmission = z.infer<typeof reviewSubmitBody>;

export const helpfulBody = z.strictObject({ reviewId: z.number().int().positive() });

export const questionListBody = z.strictObject({ productCode, page });

export const questionAskBody = z.strictObject({
  productCode,
  body: requiredText("reviews.questionRequired", QUESTION_TEXT_MAX, "reviews.questionTooLong"),
  // Optional: given, it must be a real address (the answer can be sent there).
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === "" || isEmail(value), { error: "error.email.invalid" })
    .default(""),
});
export type QuestionSubmission = z.infer<typeof questionAskBody>;

export const galleryBody = z.strictObject({
  page,
  category: z.string().trim().max(80).optional(),
  stars: stars.optional(),
});
export type GalleryQuery = z.infer<typeof galleryBody>;

/** The form's draft id, sent with each upload (its files count together). */
export const draftId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export * from "../reviews";
