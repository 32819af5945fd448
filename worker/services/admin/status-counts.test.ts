import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newEmail } from "../../test/account-client";
import { staffBrowser } from "../../test/admin-client";
import { productOf } from "../../test/review-fixtures";
import { askQuestion } from "../reviews/questions";
import { submitReview } from "../reviews/review-submit";
import { dashboard } from "./dashboard";

/** The kept counts (migrations/1470_status_counts.sql) and a recount of each table, per status. */
async function expectKeptEqualsRecount(after: string) {
  const subjects = ["orders", "questions", "reviews", "support_tickets"] as const;
  const [kept, ...recounts] = await env.DB.batch([
    env.DB.prepare("SELECT subject, status, n FROM status_counts WHERE n <> 0 ORDER BY subject, status"),
    ...subjects.map((table) => env.DB.prepare(`SELECT '${table}' AS subject, status, count(*) AS n FROM ${table} GROUP BY status ORDER BY status`)),
  ]);
  expect(kept.results, after).toEqual(recounts.flatMap((r) => r.results));
}

const scope = { db: env.DB, store: "us", language: "en", visitor: crypto.randomUUID() };

describe("the kept status counts", () => {
  it("equal a recount after every kind of write, and are the dashboard's and the queues' figures", async () => {
    await expectKeptEqualsRecount("as migrated");
    const product = await productOf("us", 0);

    const { reviewId } = await submitReview(scope, {
      productCode: product.code,
      rating: 4,
      nickname: "Ida",
      body: `Kept ${crypto.randomUUID()}`,
      email: newEmail(),
      media: [],
    });
    await askQuestion(scope, { productCode: product.code, body: "Does it come in rose gold?", email: newEmail() });
    await expectKeptEqualsRecount("a review and a question submitted");

    const staff = await staffBrowser("owner");
    const before = (await staff.api<{ pendingReviews: number }>("admin/dashboard")).envelope.data.pendingReviews;
    const queue = await staff.api<{ total: number }>("admin/review/list", { status: "pending" });
    expect(queue.envelope.data.total).toBe(Math.min(before, 1000));

    await env.DB.prepare("UPDATE reviews SET status = 'published' WHERE id = ?").bind(reviewId).run();
    await expectKeptEqualsRecount("a review published");
    expect((await dashboard(env.DB)).pendingReviews).toBe(before - 1);

    await env.DB.prepare("UPDATE questions SET status = 'rejected' WHERE status = 'pending'").run();
    await env.DB.prepare(
      `INSERT INTO support_tickets (ticket_number, store, language, name, email, topic, message)
       VALUES ('T-KEPT-1', 'us', 'en', 'Ida', 'kept@example.com', 'order', 'Where is my order?')`,
    ).run();
    await expectKeptEqualsRecount("a question rejected, a ticket opened");
    const open = (await dashboard(env.DB)).openTickets;
    await env.DB.prepare("UPDATE support_tickets SET status = 'closed' WHERE ticket_number = 'T-KEPT-1'").run();
    expect((await dashboard(env.DB)).openTickets).toBe(open - 1);

    // Deletions, a product's reviews and questions by its foreign keys' cascade too.
    await env.DB.prepare("DELETE FROM support_tickets WHERE ticket_number = 'T-KEPT-1'").run();
    await env.DB.prepare("DELETE FROM reviews WHERE id = ?").bind(reviewId).run();
    await expectKeptEqualsRecount("a ticket and a review deleted");
  });
});
