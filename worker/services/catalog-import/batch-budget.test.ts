import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { getCatalogVersion } from "../catalog/version";
import { importCatalog, ImportRefused, type ImportReport } from "./index";

const HEADER =
  "Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Status";

/** `products` products of four variants each (colour × size), as a merchant's export has them. */
function csv(products: number): string {
  const lines = [HEADER];
  for (let p = 0; p < products; p++) {
    ["Gold", "Silver"].forEach((colour, c) =>
      ["6", "7"].forEach((size, s) => {
        const first = c === 0 && s === 0;
        lines.push(
          `budget-${p},${first ? `Budget ${p},<p>Ring ${p}</p>,Rings` : ",,"},Color,${colour},Size,${size},BUD-${p}-${c}${s},3,${50 + c + s}.00,${first ? "active" : ""}`,
        );
      }),
    );
  }
  return lines.join("\r\n");
}

// The real bound (100,000 statements) would take a file of thousands of products; the rule is the
// same at any bound, so the test sets a small one.
const MAX = 750;
const run = (file: string, options: { dryRun?: boolean; skipInvalid?: boolean } = {}): Promise<ImportReport> =>
  importCatalog(env, {
    csv: file,
    settings: { store: "us", language: "en", archiveMissing: false, origin: "http://us.localhost" },
    dryRun: options.dryRun ?? false,
    skipInvalid: options.skipInvalid ?? false,
    files: new Map(),
    fetchImages: false,
    maxBatchStatements: MAX,
  });

const productCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM products").first<number>("n"))!;

beforeEach(async () => {
  await env.DB.batch(["products", "categories", "redirects", "attributes"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe("the import's one batch stays within D1's limits", () => {
  it("refuses a file too big for one transaction, whole and before writing anything, saying how much fits", async () => {
    const big = csv(100);
    const dry = await run(big, { dryRun: true });
    const [problem] = dry.problems;
    expect(problem).toMatchObject({ line: 1, severity: "error" });
    expect(problem.message).toMatch(
      new RegExp(
        `changes 100 products, \\d+ database writes;.* at most ${MAX}\\. Nothing was written: split the file into parts of about \\d+ products`,
      ),
    );
    const fits = Number(/about (\d+) products/.exec(problem.message)![1]);
    expect(fits).toBeGreaterThan(10);

    const version = await getCatalogVersion(env.KV, Date.now() + 60_000);
    for (const skipInvalid of [false, true]) await expect(run(big, { skipInvalid })).rejects.toBeInstanceOf(ImportRefused);
    expect(await productCount()).toBe(0);
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).toBe(version);

    // A part of the size the message names goes through.
    const part = await run(csv(fits));
    expect(part.products.created).toBe(fits);
    expect(part.problems.filter((p) => p.severity === "error")).toEqual([]);
  });
});
