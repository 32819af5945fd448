import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GENERATED_PATH, generateRowTypes } from "./d1-row-types";

describe("the D1 row types", () => {
  it("are what the migrations make today (run `npm run db:types` after adding a migration)", async () => {
    expect(readFileSync(GENERATED_PATH, "utf8")).toBe(await generateRowTypes());
  });

  it("type each column from its declared affinity and NOT NULL, a primary key never null", async () => {
    const text = await generateRowTypes();
    const table = (name: string) =>
      text
        .match(new RegExp(`\\n  ${name}: \\{\\n([^}]*)\\n  \\};`))?.[1]
        .trim()
        .split(/\n\s*/);
    // Checked against migrations/0200_checkout.sql's cart_lines.
    expect(table("cart_lines")).toEqual(expect.arrayContaining(["id: number;", "sku_code: string;", "quantity: number;"]));
    expect(table("carts")).toContain("coupon_code: string | null;");
    // A full-text index's own storage tables are no rows a query reads.
    expect(table("product_search_docsize")).toBeUndefined();
  });
});
