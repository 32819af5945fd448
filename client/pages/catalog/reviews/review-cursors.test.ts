import { describe, expect, it } from "vitest";
import { ReviewCursors } from "./review-cursors";

const start = (page: number) => ({ page, part: 0 as const, at: 1_000 - page, id: page });

describe("ReviewCursors", () => {
  it("reads a page from the nearest seen page before it, within reach", () => {
    const cursors = new ReviewCursors();
    cursors.use("list");
    expect(cursors.from(3)).toBeUndefined();
    cursors.remember(start(1));
    cursors.remember(start(7));
    cursors.remember(null);
    expect(cursors.from(1)).toEqual(start(1));
    expect(cursors.from(6)).toEqual(start(1));
    expect(cursors.from(7)).toEqual(start(7));
    expect(cursors.from(13)).toEqual(start(7));
    expect(cursors.from(17)).toEqual(start(7));
    // Eleven pages past the nearest seen page is out of reach: read by number (or refused).
    expect(cursors.from(18)).toBeUndefined();
  });

  it("forgets the pages seen when the list changes (another filter, sort or product)", () => {
    const cursors = new ReviewCursors();
    cursors.use("a");
    cursors.remember(start(2));
    cursors.use("a");
    expect(cursors.from(3)).toEqual(start(2));
    cursors.use("b");
    expect(cursors.from(3)).toBeUndefined();
  });
});
