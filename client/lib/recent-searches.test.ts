import { describe, expect, it } from "vitest";
import { clearRecentSearches, readRecentSearches, saveRecentSearch, withRecentSearch } from "./recent-searches";

describe("recent searches", () => {
  it("puts the newest first, once regardless of case, ten at most", () => {
    let list: string[] = [];
    for (let i = 0; i < 12; i++) list = withRecentSearch(list, `term ${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe("term 11");
    expect(withRecentSearch(["Gold", "silver"], "  silver ")).toEqual(["silver", "Gold"]);
    expect(withRecentSearch(["Gold"], "GOLD")).toEqual(["GOLD"]);
    expect(withRecentSearch(["Gold"], "   ")).toEqual(["Gold"]);
  });

  it("survives damaged storage and can be cleared", () => {
    localStorage.setItem("he-recentSearches", "not json");
    expect(readRecentSearches()).toEqual([]);
    saveRecentSearch("ring");
    expect(readRecentSearches()).toEqual(["ring"]);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });
});
