import type { ReviewMediaItem } from "~/shared/reviews";
import { toMediaItem } from "../reviews/review-list";
import { conditions, pageOf, type Paged } from "./paging";

/**
 * The moderation screen's lists: reviews by status (waiting ones oldest first, so the longest
 * wait is on top; the others newest first) with their photos and videos, and questions the
 * same way with the shop's answers.
 */
export const MODERATION_PAGE_SIZE = 20;

export interface ModerationReview {
  id: number;
  productCode: string;
  store: string;
  language: string;
  nickname: string;
  email: string;
  rating: number;
  body: string;
  status: string;
  holdReason: string | null;
  rejectReason: string | null;
  verified: boolean;
  reply: string | null;
  repliedAt: number | null;
  createdAt: number;
  media: ReviewMediaItem[];
}

const oldestFirstWhenWaiting = (status: string, column: string) => (status === "pending" ? `${column} ASC` : `${column} DESC`);

export async function listModerationReviews(
  db: D1Database,
  filter: { status: "pending" | "published" | "rejected"; store?: string; holdReason?: string; page?: number },
): Promise<Paged<ModerationReview>> {
  const where = conditions();
  where.add("r.status = ?", filter.status);
  if (filter.store) where.add("r.store = ?", filter.store);
  if (filter.holdReason) where.add("r.hold_reason = ?", filter.holdReason);
  const query = {
    columns: "r.*, p.product_code",
    from: `reviews r JOIN products p ON p.id = r.product_id ${where.clause}`,
    orderBy: oldestFirstWhenWaiting(filter.status, "r.id"),
    values: where.values,
  };
  const paged = await pageOf(db, query, filter.page, MODERATION_PAGE_SIZE, (r) => ({
    id: Number(r.id),
    productCode: String(r.product_code),
    store: String(r.store),
    language: String(r.language),
    nickname: String(r.nickname),
    email: String(r.email),
    rating: Number(r.rating),
    body: String(r.body),
    status: String(r.status),
    holdReason: r.hold_reason == null ? null : String(r.hold_reason),
    rejectReason: r.reject_reason == null ? null : String(r.reject_reason),
    verified: r.verified === 1,
    reply: r.reply == null ? null : String(r.reply),
    repliedAt: r.replied_at == null ? null : Number(r.replied_at),
    createdAt: Number(r.created_at),
    media: [] as ReviewMediaItem[],
  }));
  const ids = paged.items.map((r) => r.id);
  if (ids.length) {
    const { results } = await db
      .prepare(`SELECT review_id, r2_key, kind, width, height, duration_ms FROM review_media WHERE review_id IN (${ids.map(() => "?").join(",")}) ORDER BY review_id, position`)
      .bind(...ids)
      .all<{ review_id: number; r2_key: string; kind: "image" | "video"; width: number | null; height: number | null; duration_ms: number | null }>();
    const byId = new Map(paged.items.map((r) => [r.id, r]));
    for (const { review_id, ...m } of results) byId.get(review_id)?.media.push(toMediaItem(m));
  }
  return paged;
}

export interface ModerationQuestion {
  id: number;
  productCode: string;
  store: string;
  language: string;
  email: string;
  body: string;
  status: string;
  createdAt: number;
  answers: { body: string; createdAt: number }[];
}

export async function listModerationQuestions(
  db: D1Database,
  filter: { status: "pending" | "answered" | "rejected"; store?: string; page?: number },
): Promise<Paged<ModerationQuestion>> {
  const where = conditions();
  where.add("q.status = ?", filter.status);
  if (filter.store) where.add("q.store = ?", filter.store);
  const query = {
    columns: "q.*, p.product_code",
    from: `questions q JOIN products p ON p.id = q.product_id ${where.clause}`,
    orderBy: oldestFirstWhenWaiting(filter.status, "q.id"),
    values: where.values,
  };
  const paged = await pageOf(db, query, filter.page, MODERATION_PAGE_SIZE, (r) => ({
    id: Number(r.id),
    productCode: String(r.product_code),
    store: String(r.store),
    language: String(r.language),
    email: String(r.email),
    body: String(r.body),
    status: String(r.status),
    createdAt: Number(r.created_at),
    answers: [] as { body: string; createdAt: number }[],
  }));
  const ids = paged.items.map((q) => q.id);
  if (ids.length) {
    const { results } = await db
      .prepare(`SELECT question_id, body, created_at FROM answers WHERE question_id IN (${ids.map(() => "?").join(",")}) ORDER BY question_id, created_at`)
      .bind(...ids)
      .all<{ question_id: number; body: string; created_at: number }>();
    const byId = new Map(paged.items.map((q) => [q.id, q]));
    for (const a of results) byId.get(a.question_id)?.answers.push({ body: a.body, createdAt: a.created_at });
  }
  return paged;
}
