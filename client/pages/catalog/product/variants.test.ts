import { describe, expect, it } from "vitest";
import { sku } from "~/shared/test/catalog-fixtures";
import { chooseColor, colorsOf, imageFor, initialChoice, sizesOf, skuFor, stockState } from "./variants";

const gold = { name: "Gold", hex: "#d4af37" };
const silver = { name: "Silver", hex: "#c0c0c0" };
const skus = [
  sku({ skuCode: "G6", color: gold, size: "6", stock: 0 }),
  sku({ skuCode: "G7", color: gold, size: "7", stock: 2 }),
  sku({ skuCode: "S6", color: silver, size: "6", stock: null }),
  sku({ skuCode: "S7", color: silver, size: "7", stock: 0 }),
];

describe("variant choice", () => {
  it("lists colours and the sizes of the chosen colour with their stock", () => {
    expect(colorsOf(skus)).toEqual([
      { ...gold, available: true },
      { ...silver, available: true },
    ]);
    expect(sizesOf(skus, "Gold")).toEqual([
      { size: "6", available: false },
      { size: "7", available: true },
    ]);
    expect(sizesOf(skus)).toEqual([
      { size: "6", available: true },
      { size: "7", available: true },
    ]);
  });

  it("names a SKU only when every dimension is chosen", () => {
    expect(skuFor(skus, { color: "Gold" })).toBeUndefined();
    expect(skuFor(skus, { color: "Gold", size: "7" })?.skuCode).toBe("G7");
    expect(skuFor([sku({ skuCode: "ONE", size: undefined })], {})?.skuCode).toBe("ONE");
  });

  it("pre-chooses single values and drops a size the new colour lacks", () => {
    expect(initialChoice([sku({ color: gold, size: "7" })])).toEqual({ color: "Gold", size: "7" });
    expect(initialChoice(skus)).toEqual({ color: undefined, size: undefined });
    expect(chooseColor(skus, { color: "Gold", size: "7" }, "Silver")).toEqual({ color: "Silver", size: undefined });
    expect(chooseColor(skus, { color: "Gold", size: "6" }, "Silver")).toEqual({ color: "Silver", size: "6" });
  });

  it("states stock: made to order, sold out, a few left, in stock", () => {
    expect(stockState(sku({ stock: null }))).toEqual({ kind: "madeToOrder" });
    expect(stockState(sku({ stock: 0 }))).toEqual({ kind: "soldOut" });
    expect(stockState(sku({ stock: 3 }))).toEqual({ kind: "low", count: 3 });
    expect(stockState(sku({ stock: 40 }))).toEqual({ kind: "inStock" });
    expect(stockState(undefined)).toBeNull();
  });

  it("shows the chosen variant's picture, or the chosen colour's first one", () => {
    const pictured = [
      sku({ skuCode: "G6", color: gold, size: "6" }),
      sku({ skuCode: "G7", color: gold, size: "7", image: 1 }),
      sku({ skuCode: "S6", color: silver, size: "6", image: 2 }),
    ];
    expect(imageFor(pictured, {})).toBeUndefined();
    expect(imageFor(pictured, { color: "Gold" })).toBe(1);
    expect(imageFor(pictured, { color: "Gold", size: "6" })).toBe(1);
    expect(imageFor(pictured, { color: "Silver", size: "6" })).toBe(2);
    expect(imageFor(pictured, { size: "6" })).toBeUndefined();
  });
});
