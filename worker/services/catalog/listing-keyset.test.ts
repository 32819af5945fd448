import { describe, expect, it } from "vitest";
import { keyedWhere, positionToken, readPosition, seekCondition, type OrderKeys } from "./listing-keyset";

const PRICE_ASC: OrderKeys = [["sale_price_cents"], ["position"], ["product_id"]];
const RATING: OrderKeys = [["rating_avg", true], ["rating_count", true], ["position"], ["product_id"]];
const NEWEST: OrderKeys = [
  ["new_arrival_on", true],
  ["product_id", true],
];
const COLUMNS = { options: "option_ids", price: "sale_price_cents" };
const NO_FILTERS = { selections: [], groupOptions: null };

const encoded = (value: unknown) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

describe("a page's position token", () => {
  it("reads back the position it was made of, in its own sort only", () => {
    const token = positionToken("rating", [4.5, 12, 3, 77]);
    expect(token).toMatch(/^[\w-]+$/);
    expect(readPosition(token, "rating", RATING)).toEqual([4.5, 12, 3, 77]);
    expect(readPosition(token, "price_asc", PRICE_ASC)).toBeNull();
    expect(readPosition(positionToken("newest", ["2026-11-01", 9]), "newest", NEWEST)).toEqual(["2026-11-01", 9]);
  });

  it("is ignored when it does not parse or holds what its columns cannot", () => {
    const bad = [
      undefined,
      "",
      "!!!",
      "e",
      encoded({ price_asc: [1, 2, 3] }),
      encoded(["price_asc", 1, 2]),
      encoded(["price_asc", 1, 2, 3, 4]),
      encoded(["price_asc", "1", 2, 3]),
      encoded(["price_asc", 1.5, 2, 3]),
      encoded(["price_asc", 1, 2, null]),
      encoded(["price_asc", 1, 2, 2 ** 60]),
      encoded(["price_asc", [1], 2, 3]),
      btoa('["price_asc",{"__proto__":{"polluted":1}},2,3]'),
      btoa("not json"),
    ];
    for (const token of bad) expect(readPosition(token, "price_asc", PRICE_ASC), String(token)).toBeNull();
    expect(readPosition(encoded(["newest", "yesterday", 9]), "newest", NEWEST)).toBeNull();
    expect(readPosition(encoded(["rating", "4", 1, 2, 3]), "rating", RATING)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("the seek of a page read by key", () => {
  it("starts the walk at the leading column and orders the ties exactly, each column its own way", () => {
    const from = seekCondition(RATING, [4.5, 12, 3, 77], "from");
    expect(from.lead).toEqual({ column: "rating_avg", op: "<=", value: 4.5 });
    expect(from.ties.sql).toBe(
      "(rating_avg < ? OR (rating_avg = ? AND (rating_count < ? OR (rating_count = ? AND (position > ? OR (position = ? AND product_id >= ?))))))",
    );
    expect(from.ties.values).toEqual([4.5, 4.5, 12, 12, 3, 3, 77]);
    const before = seekCondition(PRICE_ASC, [1999, 4, 10], "before");
    expect(before.lead).toEqual({ column: "sale_price_cents", op: "<=", value: 1999 });
    expect(before.ties.sql).toBe("(sale_price_cents < ? OR (sale_price_cents = ? AND (position < ? OR (position = ? AND product_id < ?))))");
  });

  it("keeps one range on the price when a price filter bounds the same side, the tighter one", () => {
    const pick = { ...NO_FILTERS, priceCents: { min: 2000, max: 30000 } };
    const below = keyedWhere(pick, PRICE_ASC, [1500, 4, 10], "from", COLUMNS);
    expect(below.sql.match(/sale_price_cents >= \?/g)).toHaveLength(1);
    expect(below.values.slice(0, 2)).toEqual([30000, 2000]);
    const within = keyedWhere(pick, PRICE_ASC, [2500, 4, 10], "from", COLUMNS);
    expect(within.values.slice(0, 2)).toEqual([30000, 2500]);
    const back = keyedWhere(pick, PRICE_ASC, [40000, 4, 10], "before", COLUMNS);
    expect(back.sql.match(/sale_price_cents <= \?/g)).toHaveLength(1);
    expect(back.values.slice(0, 2)).toEqual([2000, 30000]);
    // Another sort leads with another column: the price filter stays as it is.
    const rated = keyedWhere(pick, RATING, [4.5, 12, 3, 77], "from", COLUMNS);
    expect(rated.values.slice(0, 3)).toEqual([2000, 30000, 4.5]);
  });
});
