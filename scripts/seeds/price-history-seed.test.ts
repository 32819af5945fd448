import { describe, expect, it } from "vitest";
import { STORES } from "~/shared/stores";
import { STORE_CURRENCY } from "./800-price-history.mjs";

describe("the seeded price history", () => {
  it("covers every store in its own currency, as the worker records it", () => {
    expect(STORE_CURRENCY).toEqual(Object.fromEntries(Object.values(STORES).map((s) => [s.key, s.currency])));
  });
});
