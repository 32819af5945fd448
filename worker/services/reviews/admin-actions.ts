import { answerQuestion, publishReview, rejectQuestion, rejectReview, replyToReview } from "./moderation";
import { auditStatement, type Actor, type AuditEntry } from "../admin/audit";

/**
 * The moderation screen's actions: each is the reviews service's own action with the audit row
 * in its batch, written only if the action's write changed a row (the service runs `extra`
 * right after that write). An unknown id is the service's ReviewError (404), left to the route.
 */
type Db = D1Database;

const CHANGED = { sql: "changes() = 1", values: [] };

const audited = (db: Db, actor: Actor, entry: AuditEntry, now: number) => [auditStatement(db, actor, entry, now, CHANGED)];

const reviewBefore = (db: Db, id: number) =>
  db
    .prepare("SELECT status, reject_reason AS rejectReason, reply FROM reviews WHERE id = ?")
    .bind(id)
    .first<{ status: string; rejectReason: string | null; reply: string | null }>();

const questionBefore = (db: Db, id: number) => db.prepare("SELECT status FROM questions WHERE id = ?").bind(id).first<{ status: string }>();

const entryOf =
  (subjectType: "review" | "question") =>
  (action: string, id: number, before: unknown, after: unknown): AuditEntry => ({ action, subjectType, subjectId: String(id), before, after });
const reviewEntry = entryOf("review");
const questionEntry = entryOf("question");

export async function publishAsStaff(db: Db, actor: Actor, reviewId: number, now = Date.now()) {
  const before = await reviewBefore(db, reviewId);
  await publishReview(db, reviewId, now, audited(db, actor, reviewEntry("review:publish", reviewId, before, { status: "published" }), now));
}

export async function rejectAsStaff(db: Db, actor: Actor, reviewId: number, reason: string, now = Date.now()) {
  const before = await reviewBefore(db, reviewId);
  const after = { status: "rejected", rejectReason: reason.trim() };
  await rejectReview(db, reviewId, reason, audited(db, actor, reviewEntry("review:reject", reviewId, before, after), now));
}

export async function replyAsStaff(db: Db, actor: Actor, reviewId: number, reply: string, now = Date.now()) {
  const before = await reviewBefore(db, reviewId);
  const text = reply.trim();
  const entry = reviewEntry(text ? "review:reply" : "review:removeReply", reviewId, { reply: before?.reply ?? null }, { reply: text || null });
  await replyToReview(db, reviewId, reply, now, audited(db, actor, entry, now));
}

export async function answerAsStaff(db: Db, actor: Actor, questionId: number, answer: string, now = Date.now()) {
  const before = await questionBefore(db, questionId);
  const entry = questionEntry("question:answer", questionId, before, { status: "answered", answer: answer.trim() });
  await answerQuestion(db, questionId, answer, now, audited(db, actor, entry, now));
}

export async function rejectQuestionAsStaff(db: Db, actor: Actor, questionId: number, now = Date.now()) {
  const before = await questionBefore(db, questionId);
  await rejectQuestion(db, questionId, audited(db, actor, questionEntry("question:reject", questionId, before, { status: "rejected" }), now));
}
