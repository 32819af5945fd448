import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_PAGE_SIZE, type ReviewCursor, type ReviewListResult } from "~/shared/schemas/reviews";
import { TestBrowser } from "../../test/account-client";
import { productOf } from "../../test/review-fixtures";

/** 137 published reviews (14 pages) in two languages, many written in the same millisecond, and a few hidden ones. */
async function reviewedProduct() {
  const product = await productOf("de", 11);
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
     INSERT INTO reviews (product_id, store, language, nickname, email, rating, body, body_hash, status, media_count, visitor, created_at, published_at)
     SELECT ?1, 'de', CASE WHEN i % 3 = 0 THEN 'en' ELSE 'de' END, 'Paging ' || i, 'paging' || i || '@example.com', 1 + i % 5,
            'Review ' || i, 'paging-' || i, CASE WHEN i % 11 = 0 THEN 'pending' ELSE 'published' END, 0, 'v', 1700000000000 + (i / 4) * 1000, 1
       FROM n`,
  )
    .bind(product.id)
    .run();
  // The kept star counts (migrations/1332_catalog_counts.sql) are recounted with the product's rating.
  await env.DB.prepare(
    "UPDATE products SET rating_count = (SELECT count(*) FROM reviews WHERE product_id = ?1 AND status = 'published') WHERE id = ?1",
  )
    .bind(product.id)
    .run();
  const { results } = await env.DB.prepare("SELECT id, language, created_at, rating FROM reviews WHERE product_id = ? AND status = 'published'")
    .bind(product.id)
    .all<{ id: number; language: string; created_at: number; rating: number }>();
  return { code: product.code, reviews: results };
}

type Reviewed = Awaited<ReturnType<typeof reviewedProduct>>;

/** The list's order, worked out here: the shopper's language first, then by date and id as asked. */
function expectedOrder(reviews: Reviewed["reviews"], language: string, sort: "newest" | "oldest", stars?: number): number[] {
  const direction = sort === "newest" ? -1 : 1;
  const part = (r: { language: string }) => (r.language.slice(0, 2) === language ? 0 : 1);
  return reviews
    .filter((r) => !stars || r.rating === stars)
    .sort((a, b) => part(a) - part(b) || direction * (a.created_at - b.created_at) || direction * (a.id - b.id))
    .map((r) => r.id);
}

describe("review/list pages by key", () => {
  let product: Reviewed;
  const browser = new TestBrowser("http://de.localhost");
  const list = (body: Record<string, unknown>) => browser.api<ReviewListResult>("review/list", { productCode: product.code, ...body });

  beforeAll(async () => {
    product = await reviewedProduct();
  });

  for (const [sort, stars] of [
    ["newest", undefined],
    ["oldest", undefined],
    ["newest", 3],
  ] as const) {
    it(`walks every page from the one before (${sort}${stars ? `, ${stars} stars` : ""}) in the order of the first pages by number`, async () => {
      const expected = expectedOrder(product.reviews, "de", sort, stars);
      const walked: number[] = [];
      let from: ReviewCursor | undefined;
      for (let page = 1; walked.length < expected.length; page++) {
        const { status, envelope } = await list({ page, sort, stars, ...(from ? { from } : {}) });
        expect(status).toBe(200);
        const data = envelope.data!;
        expect(data.reviews.length).toBeGreaterThan(0);
        walked.push(...data.reviews.map((r) => r.id));
        // The total: exact, or as far as the pager reaches (five pages ahead, and one more).
        expect(data.total).toBe(Math.min(expected.length, (page + 5) * REVIEW_PAGE_SIZE + 1));
        if (page <= 10) expect((await list({ page, sort, stars })).envelope.data!.reviews.map((r) => r.id)).toEqual(data.reviews.map((r) => r.id));
        from = data.start!;
        expect(from).toMatchObject({ page, id: data.reviews[0].id, at: data.reviews[0].createdAt });
      }
      expect(walked).toEqual(expected);
    });
  }

  it("jumps up to ten pages from a cursor, and an empty page past the end has no cursor", async () => {
    const expected = expectedOrder(product.reviews, "de", "newest");
    const third = (await list({ page: 3 })).envelope.data!.start!;
    const thirteenth = (await list({ page: 13, from: third })).envelope.data!;
    expect(thirteenth.reviews.map((r) => r.id)).toEqual(expected.slice(120, 130));
    expect(thirteenth.start?.page).toBe(13);
    const past = (await list({ page: 13, from: { ...thirteenth.start!, page: 12 } })).envelope.data!;
    expect(past.reviews.map((r) => r.id)).toEqual(expected.slice(130, 140));
    const end = await list({ page: 20, from: { ...thirteenth.start!, page: 13 } });
    expect(end.envelope.data!.reviews).toEqual([]);
    expect(end.envelope.data!.start).toBeNull();
  });

  it("refuses a deep page by number alone, or too far from its cursor, with the form's message", async () => {
    const third = (await list({ page: 3 })).envelope.data!.start!;
    for (const body of [{ page: 11 }, { page: 14, from: third }, { page: 2, from: third }]) {
      const { status, envelope } = await list(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect((envelope.data as unknown as { fields: Record<string, string> }).fields.page).toBe(
        "Diese Seite der Bewertungen ist von hier aus nicht erreichbar. Bitte blättern Sie von der ersten Seite aus.",
      );
    }
    const tampered = await list({ page: 4, from: { ...third, part: 2 } });
    expect(tampered.status).toBe(400);
    // A key the cursor does not have is refused, "__proto__" included.
    const prototype = await list({ page: 4, from: JSON.parse(`{"page":3,"part":0,"at":1,"id":1,"__proto__":{"page":1}}`) as unknown });
    expect(prototype.status).toBe(400);
  });
});
