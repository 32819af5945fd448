import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import twoProducts from "./fixtures/two-products.csv?raw";
import { mapProducts } from "./map";
import { htmlToText, sanitizeHtml } from "./sanitize";

const usd = { toUsdCents: (amount: number) => Math.round(amount * 100) };
const HEADER =
  "Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Compare At Price,Variant Inventory Qty,Image Src";
const map = (lines: string[]) => mapProducts(readCsv([HEADER, ...lines].join("\n")), usd);

describe("reading a Shopify product CSV", () => {
  it("reads a BOM, CRLF, quoted HTML with newlines and commas, and numbers lines from where each row starts", () => {
    const table = readCsv(twoProducts);
    expect(table.header[0]).toBe("Handle");
    expect(table.rows.map((r) => [r.cells.get("Handle"), r.line])).toEqual([
      ["aurora-ring", 2],
      ["aurora-ring", 8],
      ["aurora-ring", 9],
      ["plain-tee", 10],
    ]);
    expect(table.rows[0].cells.get("Body (HTML)")).toContain('<p>A ring with a <strong>bright</strong> stone, "polished"; made by hand.</p>\n<ul>');
  });

  it("says which line is not a readable CSV", () => {
    expect(() => readCsv('Handle,Title\n"open,quote\n')).toThrow(/not a readable CSV/);
  });
});

describe("mapping rows to products", () => {
  it("groups continuation rows by Handle into variants and images, with prices, stock, weight and options", () => {
    const { products, problems, skipped } = mapProducts(readCsv(twoProducts), usd);
    expect(skipped).toEqual([]);
    expect(products.map((p) => p.record.handle)).toEqual(["aurora-ring", "plain-tee"]);
    const ring = products[0].record;
    expect(ring.optionNames).toEqual(["Color", "Size"]);
    // The cheapest variant (90, compare at 120) gives the sale and base price; the others an extra.
    expect([ring.salePriceCents, ring.basePriceCents]).toEqual([9000, 12000]);
    expect(ring.variants.map((v) => [v.sku, v.values.join("/"), v.extraCents, v.stock, v.grams, v.weightUnit])).toEqual([
      ["AUR-G-6", "Gold/6", 3000, 5, 4, "g"],
      ["AUR-G-7", "Gold/7", 4000, 0, 4, "g"],
      ["AUR-S-6", "Silver/6", 0, 12, 4, "g"],
    ]);
    expect(ring.variants[0].imageSrc).toBe("https://cdn.example.com/files/aurora-front.png");
    expect(ring.images).toEqual([
      { src: "https://cdn.example.com/files/aurora-front.png", alt: "Aurora Ring, front" },
      { src: "https://cdn.example.com/files/aurora-side.png", alt: "Aurora Ring, side" },
    ]);
    expect([ring.seoTitle, ring.vendor, ring.type, ring.tags, ring.active]).toEqual([
      "Aurora Ring | Heliora",
      "Heliora Atelier",
      "Statement Rings",
      ["gift", "new-in"],
      true,
    ]);
    // The script and the event handler are gone, and the report says so.
    expect(ring.descriptionHtml).not.toMatch(/script|onclick|alert/);
    expect(ring.descriptionHtml).toContain("<li>Gold, 18k</li>");
    expect(problems).toContainEqual({
      line: 2,
      handle: "aurora-ring",
      severity: "warning",
      message: "Body (HTML): removed onclick on <p>, <script>.",
    });

    const tee = products[1].record;
    expect([tee.optionNames, tee.variants.length, tee.variants[0].stock, tee.active, tee.salePriceCents, tee.basePriceCents]).toEqual([
      [],
      1,
      null,
      false,
      2550,
      2550,
    ]);
    expect(tee.variants[0].weightUnit).toBe("kg");
  });

  it("reports each row's problem with its line and leaves the product out whole", () => {
    const { products, problems, skipped } = map([
      ",Orphan,,,,,X-1,10,,,",
      "ok,Fine,,,,,OK-1,10,,,",
      "bad-price,Bad,,,,,BP-1,ten,,,",
      "no-names,Bad,,Red,,,NN-1,10,,,",
      "dup-a,A,,,,,SAME,10,,,",
      "dup-b,B,,,,,SAME,10,,,",
      "missing-value,M,Size,S,,,MV-1,10,,,",
      "missing-value,,,,,,MV-2,12,,,",
      "neg,N,,,,,NEG-1,10,,-3,",
      "cheap,C,,,,,C-1,10,8,,",
    ]);
    expect(products.map((p) => p.record.handle)).toEqual(["ok", "dup-a", "neg", "cheap"]);
    expect(skipped).toEqual(["bad-price", "no-names", "dup-b", "missing-value"]);
    const lines = problems.map((p) => [p.line, p.severity, p.message]);
    expect(lines).toContainEqual([2, "error", "Handle is missing: the row was skipped."]);
    expect(lines).toContainEqual([4, "error", 'Variant Price "ten" is not a number above 0.']);
    expect(lines).toContainEqual([5, "error", 'Option1 Value "Red" has no Option1 Name.']);
    expect(lines).toContainEqual([7, "error", 'SKU "SAME" is already used by "dup-a" in this file.']);
    expect(lines).toContainEqual([9, "error", 'Option1 Value is missing (Option1 Name is "Size").']);
    expect(lines).toContainEqual([10, "warning", "Variant Inventory Qty -3 is below zero: the stock is set to 0."]);
    expect(lines).toContainEqual([11, "warning", "Variant Compare At Price is below Variant Price: it was ignored."]);
  });

  it("refuses a file without a Handle column", () => {
    const { products, problems } = mapProducts(readCsv("Name,Price\nx,1\n"), usd);
    expect(products).toEqual([]);
    expect(problems[0].message).toMatch(/no Handle column/);
  });
});

describe("the description sanitizer", () => {
  it("keeps paragraphs, lists, emphasis and safe links, drops the rest and names it", () => {
    const { html, dropped } = sanitizeHtml(
      '<div class="x"><p>Hi <em>there</em> <a href="https://ex.com/a" onmouseover="x()">link</a> <a href="javascript:alert(1)">bad</a></p><img src=x onerror=alert(1)><style>p{}</style><iframe src="//evil"></iframe></div>',
    );
    expect(html).toBe('<p>Hi <em>there</em> <a href="https://ex.com/a">link</a> <a>bad</a></p>');
    expect(dropped).toEqual(
      expect.arrayContaining(["<div>", "onmouseover on <a>", 'a link to "javascript:alert(1)"', "<img>", "<style>", "<iframe>"]),
    );
  });

  it("gives the text of the HTML for search", () => {
    expect(htmlToText("<p>Tom &amp; Jerry&#39;s</p><ul><li>one</li><li>two</li></ul>")).toBe("Tom & Jerry's\none\ntwo");
  });
});
