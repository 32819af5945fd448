import { describe, expect, it } from "vitest";
import { clampPage, pageCountOf, pagerItems } from "./pager";

describe("pager", () => {
  it("keeps the page within 1..page count", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it("counts pages of 10 with at least one page", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(101, 10)).toBe(11);
  });

  it("shows 5 page buttons with gaps where pages are left out", () => {
    expect(pagerItems(1, 4, 5)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(1, 20, 5)).toEqual([1, 2, 3, 4, "next-more", 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, "prev-more", 9, 10, 11, "next-more", 20]);
    expect(pagerItems(20, 20, 5)).toEqual([1, "prev-more", 17, 18, 19, 20]);
    expect(pagerItems(10, 20, 7)).toEqual([1, "prev-more", 8, 9, 10, 11, 12, "next-more", 20]);
  });
});
