import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newEmail } from "../../test/account-client";
import { staffBrowser } from "../../test/admin-client";
import { productOf } from "../../test/review-fixtures";
import { askQuestion } from "../../services/reviews/questions";
import { submitReview } from "../../services/reviews/review-submit";

const scope = { db: env.DB, store: "us", language: "en", visitor: crypto.randomUUID() };
const heldReview = async (skip: number) => {
  const product = await productOf("us", skip);
  const body = `Held ${crypto.randomUUID()}`;
  const { reviewId, status, holdReason } = await submitReview(scope, {
    productCode: product.code,
    rating: 5,
    nickname: "Mia",
    body,
    email: newEmail(),
    media: [],
  });
  expect({ status, holdReason }).toEqual({ status: "pending", holdReason: "unverified" });
  return { reviewId, product, body };
};
const reviewRow = (id: number) => env.DB.prepare("SELECT status, reject_reason, reply FROM reviews WHERE id = ?").bind(id).first();
type Browser = Awaited<ReturnType<typeof staffBrowser>>;

/** Review and question ids are both small numbers: the audit rows of one kind of record. */
const auditRows = (subjectType: "review" | "question", id: number) =>
  env.DB.prepare("SELECT action, staff_email, before_json, after_json FROM audit_log WHERE subject_type = ? AND subject_id = ? ORDER BY id")
    .bind(subjectType, String(id))
    .all<{ action: string; staff_email: string; before_json: string | null; after_json: string | null }>()
    .then((r) => r.results);

/** The item `id` of a moderation list, looked for on every page (waiting ones are oldest first). */
async function findIn(browser: Browser, path: string, filter: object, id: number) {
  for (let page = 1; ; page++) {
    const list = await browser.api<any>(path, { ...filter, page });
    expect(list.status).toBe(200);
    const item = list.envelope.data.items.find((r: { id: number }) => r.id === id);
    if (item || page >= list.envelope.data.pageCount) return item;
  }
}

describe("reviews moderation in the back office", () => {
  it("support lists a held review, publishes it, replies and rejects it, each with its audit row; fulfilment is refused", async () => {
    const { reviewId, product, body } = await heldReview(11);
    const support = await staffBrowser("support");
    const listed = await findIn(support, "admin/review/list", { holdReason: "unverified", store: "us" }, reviewId);
    expect(listed).toMatchObject({ productCode: product.code, body, holdReason: "unverified", verified: false, media: [], status: "pending" });
    expect(await findIn(support, "admin/review/list", { holdReason: "duplicate" }, reviewId)).toBeUndefined();
    expect(await findIn(support, "admin/review/list", { store: "de" }, reviewId)).toBeUndefined();

    const fulfilment = await staffBrowser("fulfilment");
    for (const [path, request] of [
      ["admin/review/list", {}],
      ["admin/review/publish", { reviewId }],
      ["admin/review/reject", { reviewId, reason: "No" }],
      ["admin/review/reply", { reviewId, reply: "Hi" }],
    ] as const) {
      expect((await fulfilment.api(path, request)).status, path).toBe(403);
    }
    expect(await reviewRow(reviewId)).toMatchObject({ status: "pending", reply: null });
    expect(await auditRows("review", reviewId)).toEqual([]);

    expect((await support.api("admin/review/publish", { reviewId })).status).toBe(200);
    expect((await support.api("admin/review/reply", { reviewId, reply: "Thank you, Mia!" })).status).toBe(200);
    expect(await findIn(support, "admin/review/list", { status: "published", store: "us" }, reviewId)).toMatchObject({
      reply: "Thank you, Mia!",
      status: "published",
    });

    const missing = await support.api<any>("admin/review/reject", { reviewId, reason: "   " });
    expect(missing.status).toBe(400);
    expect(missing.envelope.data.fields).toHaveProperty("reason");
    expect((await support.api("admin/review/reject", { reviewId, reason: "Mentions a competitor" })).status).toBe(200);
    expect(await reviewRow(reviewId)).toMatchObject({ status: "rejected", reject_reason: "Mentions a competitor" });

    const rows = await auditRows("review", reviewId);
    expect(rows.map((r) => [r.action, r.staff_email])).toEqual([
      ["review:publish", support.staff.email],
      ["review:reply", support.staff.email],
      ["review:reject", support.staff.email],
    ]);
    expect(JSON.parse(rows[0].before_json!)).toMatchObject({ status: "pending" });
    expect(JSON.parse(rows[1].after_json!)).toEqual({ reply: "Thank you, Mia!" });
  });

  it("an unknown review is a 404 with no audit row; a bad body is a 400 naming its field", async () => {
    const owner = await staffBrowser("owner");
    const unknown = await owner.api<any>("admin/review/publish", { reviewId: 987_654_321 });
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.message).toBe("There is no such review or question.");
    expect((await owner.api("admin/review/reply", { reviewId: 987_654_321, reply: "x" })).status).toBe(404);
    expect(await auditRows("review", 987_654_321)).toEqual([]);
    const bad = await owner.api<any>("admin/review/list", { status: "deleted", holdReason: "__proto__" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.envelope.data.fields)).toEqual(expect.arrayContaining(["status", "holdReason"]));
  });

  it("the dashboard counts waiting reviews", async () => {
    const owner = await staffBrowser("owner");
    const before = (await owner.api<any>("admin/dashboard")).envelope.data.pendingReviews;
    await heldReview(12);
    expect((await owner.api<any>("admin/dashboard")).envelope.data.pendingReviews).toBe(before + 1);
  });
});

describe("questions moderation in the back office", () => {
  it("support answers a question, the owner rejects another, each audited; fulfilment is refused", async () => {
    const product = await productOf("us", 13);
    const { questionId } = await askQuestion(scope, { productCode: product.code, body: "Does it tarnish?", email: "" });
    const spam = await askQuestion(scope, { productCode: product.code, body: "Cheap watches at spam.example", email: "" });
    const fulfilment = await staffBrowser("fulfilment");
    expect((await fulfilment.api("admin/question/list", {})).status).toBe(403);
    expect((await fulfilment.api("admin/question/answer", { questionId, answer: "No" })).status).toBe(403);
    expect((await fulfilment.api("admin/question/reject", { questionId })).status).toBe(403);

    const support = await staffBrowser("support");
    expect(await findIn(support, "admin/question/list", {}, questionId)).toMatchObject({ status: "pending", body: "Does it tarnish?" });
    const empty = await support.api<any>("admin/question/answer", { questionId, answer: " " });
    expect(empty.status).toBe(400);
    expect(empty.envelope.data.fields).toHaveProperty("answer");
    expect((await support.api("admin/question/answer", { questionId, answer: "No, it is solid gold." })).status).toBe(200);
    expect(await findIn(support, "admin/question/list", { status: "answered", store: "us" }, questionId)).toMatchObject({
      productCode: product.code,
      answers: [expect.objectContaining({ body: "No, it is solid gold." })],
    });

    const owner = await staffBrowser("owner");
    expect((await owner.api("admin/question/reject", { questionId: spam.questionId })).status).toBe(200);
    expect((await owner.api("admin/question/answer", { questionId: spam.questionId, answer: "Late" })).status).toBe(404);
    expect((await auditRows("question", questionId)).map((r) => [r.action, r.staff_email])).toEqual([["question:answer", support.staff.email]]);
    expect((await auditRows("question", spam.questionId)).map((r) => r.action)).toEqual(["question:reject"]);
  });
});
