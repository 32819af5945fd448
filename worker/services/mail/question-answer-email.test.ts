import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { lastMailTo, mailCount, newEmail } from "../../test/account-client";
import { staffBrowser } from "../../test/admin-client";
import { productOf } from "../../test/review-fixtures";
import { askQuestion, listQuestions } from "../reviews/questions";

describe("a question answered by the shop", () => {
  it("is mailed to the shopper who asked, in their language, with a transactional footer, and shows on the product", async () => {
    const product = await productOf("de", 3);
    const email = newEmail("asker");
    const scope = { db: env.DB, store: "de", language: "de", visitor: crypto.randomUUID() };
    const { questionId } = await askQuestion(scope, { productCode: product.code, body: "Läuft es an?", email });
    const support = await staffBrowser("support");
    const answered = await support.api("admin/question/answer", { questionId, answer: "Nein, es ist massives Gold." });
    expect(answered.status).toBe(200);

    const mail = await vi.waitFor(async () => {
      const found = await lastMailTo(email);
      if (!found) throw new Error("no mail yet");
      return found;
    });
    expect(mail).toContain("Läuft es an?");
    expect(mail).toContain("Nein, es ist massives Gold.");
    expect(mail).toContain("Unsere Antwort:");
    expect(mail).toMatch(/http:\/\/de\.localhost[^\s]*\/product-[^\s]+\.html#questions/);
    expect(mail).toContain("nichts abzubestellen");
    expect(mail).not.toMatch(/unsubscribe|List-Unsubscribe/i);

    const { questions } = await listQuestions(env.DB, product.id, 1);
    expect(questions.find((q) => q.id === questionId)?.answers.map((a) => a.body)).toEqual(["Nein, es ist massives Gold."]);
  });

  it("mails nobody when the question came without an email, or was rejected", async () => {
    const product = await productOf("us", 4);
    const scope = { db: env.DB, store: "us", language: "en", visitor: crypto.randomUUID() };
    const support = await staffBrowser("support");
    const silent = await askQuestion(scope, { productCode: product.code, body: "Is it heavy?", email: "" });
    expect((await support.api("admin/question/answer", { questionId: silent.questionId, answer: "Light." })).status).toBe(200);

    const email = newEmail("rejected");
    const spam = await askQuestion(scope, { productCode: product.code, body: "Buy my stuff", email });
    expect((await support.api("admin/question/reject", { questionId: spam.questionId })).status).toBe(200);
    expect((await support.api("admin/question/answer", { questionId: spam.questionId, answer: "No" })).status).toBe(404);
    expect(await mailCount(email)).toBe(0);
  });
});
