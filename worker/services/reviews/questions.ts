import { QUESTION_PAGE_SIZE, type QuestionItem, type QuestionSubmission } from "~/shared/schemas/reviews";
import { productInStore } from "./products";
import { ReviewError } from "./review-error";

export interface QuestionScope {
  db: D1Database;
  store: string;
  language: string;
  visitor: string;
}

/** A shopper's question; it shows once the shop has answered it. */
export async function askQuestion(scope: QuestionScope, input: QuestionSubmission, now = Date.now()): Promise<{ questionId: number }> {
  const product = await productInStore(scope.db, scope.store, input.productCode);
  if (!product) throw new ReviewError("reviews.productUnknown", 404, "productCode");
  const result = await scope.db
    .prepare("INSERT INTO questions (product_id, store, language, email, body, visitor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(product.id, scope.store, scope.language, input.email.toLowerCase(), input.body, scope.visitor, now)
    .run();
  return { questionId: Number(result.meta.last_row_id) };
}

/** A page of a product's answered questions, newest first, each with its answers. */
export async function listQuestions(db: D1Database, productId: number, page: number): Promise<{ questions: QuestionItem[]; total: number }> {
  const [rows, total] = await db.batch([
    db
      .prepare(
        "SELECT id, body, created_at FROM questions WHERE product_id = ? AND status = 'answered' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
      )
      .bind(productId, QUESTION_PAGE_SIZE, (page - 1) * QUESTION_PAGE_SIZE),
    db.prepare("SELECT count(*) AS n FROM questions WHERE product_id = ? AND status = 'answered'").bind(productId),
  ]);
  const questions = rows.results as { id: number; body: string; created_at: number }[];
  const answers = new Map<number, QuestionItem["answers"]>();
  if (questions.length) {
    const { results } = await db
      .prepare(`SELECT question_id, body, created_at FROM answers WHERE question_id IN (${questions.map(() => "?").join(",")}) ORDER BY created_at`)
      .bind(...questions.map((q) => q.id))
      .all<{ question_id: number; body: string; created_at: number }>();
    for (const a of results) answers.set(a.question_id, [...(answers.get(a.question_id) ?? []), { body: a.body, at: a.created_at }]);
  }
  return {
    total: (total.results[0] as { n: number }).n,
    questions: questions.map((q) => ({ id: q.id, body: q.body, createdAt: q.created_at, answers: answers.get(q.id) ?? [] })),
  };
}
