import { describe, expect, it } from "vitest";
import { forgetLists } from "./list-memo";
import { keptJsonLdReviews } from "./review-list";

/** A D1 stand-in that answers the structured-data query and counts it. */
function countingDb() {
  const db = {
    queries: 0,
    prepare: () => ({
      bind: () => ({
        all: async () => {
          db.queries++;
          return { results: [{ nickname: "Ada", rating: 5, body: "Lovely.", created_at: 1 }] };
        },
      }),
    }),
  };
  return db;
}

describe("keptJsonLdReviews", () => {
  it("reads a product's structured-data reviews once, then keeps them until a review is written", async () => {
    const db = countingDb();
    const d1 = db as unknown as D1Database;
    const first = await keptJsonLdReviews(d1, "KEPT-1");
    expect(first).toEqual([{ author: "Ada", rating: 5, body: "Lovely.", date: 1 }]);
    await keptJsonLdReviews(d1, "KEPT-1");
    expect(db.queries).toBe(1);
    await keptJsonLdReviews(d1, "KEPT-2");
    expect(db.queries).toBe(2);
    forgetLists();
    await keptJsonLdReviews(d1, "KEPT-1");
    expect(db.queries).toBe(3);
  });
});
