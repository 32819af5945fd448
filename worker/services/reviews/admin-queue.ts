import type { ModerationQuestion, ModerationReview, Paged } from "~/shared/admin-types";
import { mediaOf } from "../reviews/review-list";
import { asc, conditions, desc, keptStatusCount, pageOf, type PageQuery } from "../admin/paging";

/**
 * The moderation screen's lists: reviews by status with their photos and videos, and
 * questions the same way with the shop's answers.
 */
const MODERATION_PAGE_SIZE = 20;

/** The query of `table` (aliased `t`, joined to its product) in one status, optionally of one store, walking the status index in id order. */
export function statusQuery(
  table: "reviews" | "questions",
  filter: { status: string; store?: string },
  more?: (where: ReturnType<typeof conditions>) => void,
): PageQuery {
  const where = conditions();
  where.add("t.status = ?", filter.status);
  if (filter.store) where.add("t.store = ?", filter.store);
  more?.(where);
  return {
    // A status alone is counted by its kept row; a store or hold reason narrows past it.
    ...(filter.store || more ? {} : { keptCount: keptStatusCount(table, filter.status) }),
    columns: "t.*, p.product_code",
    from: `${table} t JOIN products p ON p.id = t.product_id`,
    // Waiting ones oldest first, so the longest wait is on top; the others newest first.
    key: [filter.status === "pending" ? asc("t.id") : desc("t.id")],
    where,
  };
}

function statusPage<T>(
  db: D1Database,
  table: "reviews" | "questions",
  filter: { status: string; store?: string; page?: number },
  map: (row: Record<string, unknown>) => T,
  more?: (where: ReturnType<typeof conditions>) => void,
) {
  return pageOf(db, statusQuery(table, filter, more), filter, MODERATION_PAGE_SIZE, map);
}

export async function listModerationReviews(
  db: D1Database,
  filter: { status: "pending" | "published" | "rejected"; store?: string; holdReason?: string; page?: number },
): Promise<Paged<ModerationReview>> {
  const holdReason = filter.holdReason;
  const byReason = holdReason ? (where: ReturnType<typeof conditions>) => where.add("t.hold_reason = ?", holdReason) : undefined;
  const paged = await statusPage(db, "reviews", filter, toModerationReview, byReason);
  const media = await mediaOf(
    db,
    paged.items.map((r) => r.id),
  );
  return { ...paged, items: paged.items.map((r) => ({ ...r, media: media.get(r.id) ?? [] })) };
}

const toModerationReview = (r: Record<string, unknown>): ModerationReview => ({
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
  media: [],
});

export async function listModerationQuestions(
  db: D1Database,
  filter: { status: "pending" | "answered" | "rejected"; store?: string; page?: number },
): Promise<Paged<ModerationQuestion>> {
  const paged = await statusPage(db, "questions", filter, (r) => ({
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
      .prepare(
        `SELECT question_id, body, created_at FROM answers WHERE question_id IN (${ids.map(() => "?").join(",")}) ORDER BY question_id, created_at`,
      )
      .bind(...ids)
      .all<{ question_id: number; body: string; created_at: number }>();
    const byId = new Map(paged.items.map((q) => [q.id, q]));
    for (const a of results) byId.get(a.question_id)?.answers.push({ body: a.body, createdAt: a.created_at });
  }
  return paged;
}
