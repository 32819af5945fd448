import { describe, expect, it } from "vitest";
import { TARGETS, verdict } from "./far-shopper.mjs";

const target = (name: string) => TARGETS.find((t) => t.name === name)!;

describe("the far shopper's verdicts", () => {
  it("passes a fresh page of one replica trip within twice its near time", () => {
    expect(verdict(target("home"), { trips: 1, primary: 0, nearMs: 60, farMs: 70 })).toBe("PASS");
  });

  it("fails a page that reaches the primary, takes two trips or more than twice its near time, saying why", () => {
    expect(verdict(target("home"), { trips: 2, primary: 1, nearMs: 20, farMs: 190 })).toBe(
      "FAIL (1 primary trip(s); 2 trips > 1; far 190 ms > 2 × 20 ms)",
    );
  });

  it("holds a signed-in page to a guest page's one trip: its session check rides that trip", () => {
    expect(verdict(target("signed-in account"), { trips: 1, primary: 0, nearMs: 40, farMs: 60 })).toBe("PASS");
    expect(verdict(target("signed-in account"), { trips: 2, primary: 0, nearMs: 40, farMs: 60 })).toBe("FAIL (2 trips > 1)");
  });

  it("holds writes to their primary budgets: cart/add one trip, order/create two", () => {
    expect(verdict(target("cart/add"), { trips: 3, primary: 1, nearMs: 50, farMs: 200 })).toBe("PASS");
    expect(verdict(target("cart/add"), { trips: 3, primary: 2, nearMs: 50, farMs: 350 })).toBe("FAIL (2 primary trips > 1)");
    expect(verdict(target("order/create"), { trips: 4, primary: 2, nearMs: 80, farMs: 400 })).toBe("PASS");
  });

  it("measures every request the far shopper is asked about", () => {
    expect(TARGETS.map((t) => t.name)).toEqual([
      "home",
      "category",
      "search",
      "product fresh",
      "product cached",
      "reviews list",
      "signed-in account",
      "cart/add",
      "cart page",
      "checkout page",
      "order/create",
      "track order",
    ]);
  });
});
