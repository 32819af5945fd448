import { z } from "zod";
import { STORE_KEYS } from "../stores";
import { listCursor } from "./admin-list-cursor";

/**
 * Bodies of the back office's review and question moderation calls, shared by the screen's
 * forms and the worker (English sentences, like the rest of the back office). The lengths are
 * the columns' own limits (migrations/0500_reviews.sql).
 */
const id = z.number({ error: "Unknown item." }).int().positive({ error: "Unknown item." });
const page = z.number().int().min(1).max(10_000).default(1);
const store = z.enum(STORE_KEYS, { error: "Unknown store." }).optional();

/** Trimmed text that must not be empty: `empty` says what to write. */
const required = (label: string, max: number, empty: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: empty })
    .max(max, { error: `${label} can be at most ${max} characters.` });

export const HOLD_REASONS = ["unverified", "blockedWord", "duplicate"] as const;

export const reviewListBody = z.strictObject({
  status: z.enum(["pending", "published", "rejected"], { error: "Unknown status." }).default("pending"),
  store,
  holdReason: z.enum(HOLD_REASONS, { error: "Unknown reason." }).optional(),
  page,
  cursor: listCursor.optional(),
});

export const questionListBody = z.strictObject({
  status: z.enum(["pending", "answered", "rejected"], { error: "Unknown status." }).default("pending"),
  store,
  page,
  cursor: listCursor.optional(),
});

export const reviewIdBody = z.strictObject({ reviewId: id });

export const reviewRejectBody = z.strictObject({
  reviewId: id,
  reason: required("Reason", 500, "Say why the review is rejected."),
});

/** An empty reply removes the shop's earlier one. */
export const reviewReplyBody = z.strictObject({
  reviewId: id,
  reply: z.string({ error: "Reply is required." }).trim().max(2000, { error: "Reply can be at most 2000 characters." }),
});

export const questionIdBody = z.strictObject({ questionId: id });

export const questionAnswerBody = z.strictObject({
  questionId: id,
  answer: required("Answer", 2000, "Answer is required."),
});
