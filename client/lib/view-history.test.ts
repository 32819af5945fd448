import { describe, expect, it } from "vitest";
import { addToHistory, clearHistory, HISTORY_STORAGE_KEY, localDate, readHistory, recordView, type HistoryDay } from "./view-history";

const days = (n: number): HistoryDay[] =>
  Array.from({ length: n }, (_, i) => ({ date: `2024-01-${String(20 - i).padStart(2, "0")}`, productSpuList: [`P${i}`] }));

describe("viewed history", () => {
  it("starts a day entry first, and puts new products of today first", () => {
    let list = addToHistory([], "A", "2024-02-01");
    expect(list).toEqual([{ date: "2024-02-01", productSpuList: ["A"] }]);
    list = addToHistory(list, "B", "2024-02-01");
    expect(list).toEqual([{ date: "2024-02-01", productSpuList: ["B", "A"] }]);
    list = addToHistory(list, "A", "2024-02-02");
    expect(list.map((d) => d.date)).toEqual(["2024-02-02", "2024-02-01"]);
  });

  it("does not add a product already present for today", () => {
    const list = addToHistory(addToHistory([], "A", "2024-02-01"), "B", "2024-02-01");
    expect(addToHistory(list, "A", "2024-02-01")).toBe(list);
  });

  it("cuts more than 7 day entries to 6", () => {
    expect(addToHistory(days(6), "X", "2024-02-01")).toHaveLength(7);
    const cut = addToHistory(days(7), "X", "2024-02-01");
    expect(cut).toHaveLength(6);
    expect(cut[0]).toEqual({ date: "2024-02-01", productSpuList: ["X"] });
  });

  it("reads damaged storage as empty and keeps only well-formed days", () => {
    const store = (value: string) => ({ getItem: () => value });
    expect(readHistory(store("{nope"))).toEqual([]);
    expect(readHistory(store('{"a":1}'))).toEqual([]);
    expect(readHistory(store('[{"date":"2024-01-01","productSpuList":["A"]},{"date":3}]'))).toEqual([{ date: "2024-01-01", productSpuList: ["A"] }]);
  });

  it("records views in local storage under the shopper's local date, and clears them", () => {
    localStorage.clear();
    const now = new Date(2024, 4, 9, 23, 30);
    recordView("A", localStorage, now);
    recordView("A", localStorage, now);
    expect(JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY)!)).toEqual([{ date: "2024-05-09", productSpuList: ["A"] }]);
    expect(localDate(now)).toBe("2024-05-09");
    clearHistory(localStorage);
    expect(readHistory(localStorage)).toEqual([]);
  });
});
