import { describe, expect, it } from "vitest";
import { pieceChoice } from "./shop-the-look-choice";

const sku = (skuCode: string, size: string | null, stock: number | null, color: string | null = null) => ({ skuCode, size, stock, color });

describe("shop the look: what to ask of a piece", () => {
  it("asks for a size among the sizes in stock", () => {
    expect(pieceChoice([sku("R-5", "5", 0), sku("R-6", "6", 3), sku("R-7", "7", null)])).toEqual({
      kind: "size",
      options: [
        { skuCode: "R-6", size: "6" },
        { skuCode: "R-7", size: "7" },
      ],
    });
  });

  it("adds a one-size piece, or the only size left, without asking", () => {
    expect(pieceChoice([sku("N-1", null, 2)])).toEqual({ kind: "ready", skuCode: "N-1" });
    expect(pieceChoice([sku("R-5", "5", 0), sku("R-6", "6", 1)])).toEqual({ kind: "ready", skuCode: "R-6" });
  });

  it("keeps to the first colour in stock", () => {
    const skus = [sku("G-6", "6", 0, "Gold"), sku("S-6", "6", 4, "Silver"), sku("S-7", "7", 4, "Silver"), sku("G-7", "7", 2, "Gold")];
    expect(pieceChoice(skus)).toEqual({
      kind: "size",
      options: [
        { skuCode: "S-6", size: "6" },
        { skuCode: "S-7", size: "7" },
      ],
    });
    expect(pieceChoice(skus.slice(0, 2))).toEqual({ kind: "ready", skuCode: "S-6" });
  });

  it("leaves out a sold-out piece", () => {
    expect(pieceChoice([sku("R-5", "5", 0)])).toEqual({ kind: "soldOut" });
    expect(pieceChoice([])).toEqual({ kind: "soldOut" });
  });
});
