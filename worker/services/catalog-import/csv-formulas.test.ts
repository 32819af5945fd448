import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedTestCatalog } from "../../test/catalog-fixture";
import { readCsv } from "./csv";
import { exportCatalog } from "./index";

describe("the catalogue export and spreadsheet formulas", () => {
  it("escapes a cell a spreadsheet would run, and reads it back as it was", async () => {
    await seedTestCatalog(env);
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const { id } = (await env.DB.prepare("SELECT product_id AS id FROM product_texts WHERE language = 'en' ORDER BY product_id LIMIT 1").first<{
      id: number;
    }>())!;
    await env.DB.prepare("UPDATE product_texts SET title = ? WHERE product_id = ? AND language = 'en'").bind(formula, id).run();
    const csv = await exportCatalog(env.DB, "us", "en", "http://us.localhost");
    expect(csv).toContain(`"'=HYPERLINK(`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const titles = readCsv(csv).rows.map((row) => row.cells.get("Title"));
    expect(titles).toContain(formula);
  });
});
