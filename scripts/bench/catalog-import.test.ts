import { describe, expect, it } from "vitest";
import { describeCatalogImport } from "./catalog-import.mjs";

const result = { rows: 10_000, products: 2_500, bytes: 1_200_000, parseMs: 100, mapMs: 150, totalMs: 250, pass: true, budgetMs: 3000 };

describe("the catalogue import's bench line", () => {
  it("gives its verdict against the budget, as the page targets do", () => {
    expect(describeCatalogImport(result)).toMatch(/10,000 CSV rows .* parsed in 100 ms and mapped in 150 ms CPU .*: PASS ≤ 3,000 ms$/);
    expect(describeCatalogImport({ ...result, totalMs: 3400, mapMs: 3300, pass: false })).toMatch(/: FAIL ≤ 3,000 ms$/);
  });
});
