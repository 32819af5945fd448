import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { pngBytes } from "../../test/review-fixtures";
import { getCatalogVersion } from "../catalog/version";
import { findRedirect } from "../redirects";
import badRow from "./fixtures/bad-row.csv?raw";
import twoProducts from "./fixtures/two-products.csv?raw";
import { exportCatalog, importCatalog, ImportRefused, type ImportReport } from "./index";
import { readCsv } from "./csv";
import { mapProducts } from "./map";
import { planImport } from "./plan";
import { applyImport } from "./apply";
import { ImageSource } from "./images";
import { foldText } from "~/shared/fold-text.mjs";

const ORIGIN = "http://us.localhost";
const settings = (store: "us" | "uk" = "us") => ({ store, language: "en" as const, archiveMissing: false, origin: ORIGIN });
const front = pngBytes(1200, 1200);

function run(
  csv: string,
  options: { dryRun?: boolean; skipInvalid?: boolean; store?: "us" | "uk"; files?: Map<string, Uint8Array> } = {},
): Promise<ImportReport> {
  return importCatalog(env, {
    csv,
    settings: settings(options.store),
    dryRun: options.dryRun ?? false,
    skipInvalid: options.skipInvalid ?? false,
    files: options.files ?? new Map([["aurora-front.png", front]]),
    fetchImages: false,
  });
}

const productCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>())!.n;
const product = (handle: string) =>
  env.DB.prepare("SELECT id, product_code, slug, base_price_cents, sale_price_cents, active, vendor, product_type FROM products WHERE spu_code = ?")
    .bind(handle)
    .first<Record<string, unknown>>();

// Each test starts from an empty catalogue (storage is shared by the tests of a file).
beforeEach(async () => {
  await env.DB.batch(
    ["products", "categories", "redirects", "attributes", "catalog_import_mappings", "collections"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("the catalogue import", () => {
  it("a dry run reports what would change and writes nothing", async () => {
    const report = await run(twoProducts, { dryRun: true });
    expect(report.applied).toBe(false);
    expect(report.products).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.variants).toMatchObject({ created: 4, updated: 0, unchanged: 0 });
    expect(report.categoriesCreated).toEqual(["Statement Rings", "T-Shirts"]);
    expect(await productCount()).toBe(0);
  });

  it("creates products whole — texts, SKUs, options, pictures, search rows, the store's assortment and redirects — and bumps the version once", async () => {
    const before = await getCatalogVersion(env.KV, Date.now() + 60_000);
    const report = await run(twoProducts);
    expect(report.applied).toBe(true);
    expect(report.products.created).toBe(2);
    expect(report.images).toEqual({ stored: 1, failed: 1 });
    expect(report.problems).toContainEqual(
      expect.objectContaining({ severity: "warning", message: expect.stringMatching(/aurora-side\.png was left out: no file of that name/) }),
    );
    expect(report.redirects).toBe(2);
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).not.toBe(before);

    const ring = await product("aurora-ring");
    expect(ring).toMatchObject({
      slug: "aurora-ring",
      product_code: "auroraring",
      base_price_cents: 12000,
      sale_price_cents: 9000,
      active: 1,
      vendor: "Heliora Atelier",
    });
    const skus = await env.DB.prepare(
      "SELECT sku_code, stock, extra_cents, grams, weight_unit, image_position FROM skus WHERE product_id = ? ORDER BY position",
    )
      .bind(ring!.id)
      .all();
    expect(skus.results).toEqual([
      { sku_code: "AUR-G-6", stock: 5, extra_cents: 3000, grams: 4, weight_unit: "g", image_position: 0 },
      { sku_code: "AUR-G-7", stock: 0, extra_cents: 4000, grams: 4, weight_unit: "g", image_position: null },
      { sku_code: "AUR-S-6", stock: 12, extra_cents: 0, grams: 4, weight_unit: "g", image_position: null },
    ]);
    const image = await env.DB.prepare("SELECT image_key, width, alt, source_url FROM product_images WHERE product_id = ?")
      .bind(ring!.id)
      .first<Record<string, unknown>>();
    expect(image).toMatchObject({ width: 1200, alt: "Aurora Ring, front", source_url: "https://cdn.example.com/files/aurora-front.png" });
    expect(await env.MEDIA.head(String(image!.image_key))).not.toBeNull();
    const found = await env.DB.prepare("SELECT product_id FROM product_search WHERE product_search MATCH 'aurora' AND language = 'en'").all();
    expect(found.results).toEqual([{ product_id: ring!.id }]);
    const colours = await env.DB.prepare(
      "SELECT t.name FROM skus s JOIN attribute_option_texts t ON t.option_id = s.color_option_id AND t.language = 'en' WHERE s.product_id = ? ORDER BY s.position",
    )
      .bind(ring!.id)
      .all();
    expect(colours.results.map((r) => r.name)).toEqual(["Gold", "Gold", "Silver"]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM store_products WHERE store = 'us'").first("n")).toBe(2);
    expect(await findRedirect(env, "us", "/products/aurora-ring")).toEqual({ target: "/product-aurora-ring-auroraring.html", status: 301 });
    expect((await product("plain-tee"))!.active).toBe(0);
  });

  it("is idempotent: the same file twice changes nothing; a changed price or stock updates in place", async () => {
    await run(twoProducts);
    const id = (await product("aurora-ring"))!.id;
    const version = await getCatalogVersion(env.KV, Date.now() + 60_000);
    const again = await run(twoProducts);
    // The side picture still cannot be had: it is tried again and warned about, but is no change.
    expect(again.products).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect(again.variants).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(again.images).toEqual({ stored: 0, failed: 1 });
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).toBe(version);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM product_images WHERE product_id = ?").bind(id).first("n")).toBe(1);

    // Once the picture can be had, the next run adds it to the product.
    const withSide = await run(twoProducts, {
      files: new Map([
        ["aurora-front.png", front],
        ["aurora-side.png", pngBytes(900, 900)],
      ]),
    });
    expect(withSide.products).toMatchObject({ updated: 1, unchanged: 1 });
    expect(withSide.images).toEqual({ stored: 1, failed: 0 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM product_images WHERE product_id = ?").bind(id).first("n")).toBe(2);
    const unchangedVersion = await getCatalogVersion(env.KV, Date.now() + 60_000);
    expect(unchangedVersion).not.toBe(version);
    expect((await run(twoProducts)).products.unchanged).toBe(2);
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).toBe(unchangedVersion);

    const cheaper = twoProducts.replace("AUR-S-6,4,,12,,,90.00", "AUR-S-6,4,,3,,,85.00");
    expect(cheaper).not.toBe(twoProducts);
    const changed = await run(cheaper);
    expect(changed.products).toMatchObject({ updated: 1, unchanged: 1 });
    expect(changed.variants).toMatchObject({ updated: 3, unchanged: 1 });
    const ring = await product("aurora-ring");
    expect(ring).toMatchObject({ id, sale_price_cents: 8500 });
    expect(await env.DB.prepare("SELECT stock FROM skus WHERE sku_code = 'AUR-S-6'").first("stock")).toBe(3);
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).not.toBe(unchangedVersion);
  });

  it("keeps the collections of mapped tags in step with the file, and leaves hand-made ones alone", async () => {
    const collection = (key: string) =>
      env.DB.prepare("INSERT INTO collections (kind, key) VALUES ('standard', ?) RETURNING id").bind(key).first<number>("id") as Promise<number>;
    const [gifts, fresh, picks] = [await collection("gifts"), await collection("new-in"), await collection("editors-picks")];
    // Mapped tags are kept folded, as the import compares them.
    await env.DB.prepare("INSERT INTO catalog_import_mappings (kind, value, collection_id) VALUES ('tag', ?, ?), ('tag', ?, ?)")
      .bind(foldText("gift"), gifts, foldText("new-in"), fresh)
      .run();
    const collectionsOf = async () =>
      (
        await env.DB.prepare(
          "SELECT collection_id FROM collection_products WHERE product_id = (SELECT id FROM products WHERE spu_code = 'aurora-ring') ORDER BY collection_id",
        ).all<{ collection_id: number }>()
      ).results.map((r) => r.collection_id);
    await run(twoProducts);
    expect(await collectionsOf()).toEqual([gifts, fresh]);
    // The merchant adds the ring to a collection no tag maps to, in the back office.
    await env.DB.prepare(
      "INSERT INTO collection_products (collection_id, product_id, position) SELECT ?, id, 0 FROM products WHERE spu_code = 'aurora-ring'",
    )
      .bind(picks)
      .run();

    const withoutNew = twoProducts.replace('"gift, new-in"', "gift");
    expect(withoutNew).not.toBe(twoProducts);
    expect((await run(withoutNew)).products).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await collectionsOf()).toEqual([gifts, picks]);
    const version = await getCatalogVersion(env.KV, Date.now() + 60_000);
    expect((await run(withoutNew)).products).toMatchObject({ updated: 0, unchanged: 2 });
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).toBe(version);
    expect(await collectionsOf()).toEqual([gifts, picks]);
  });

  it("leaves products missing from the file alone unless asked to archive them", async () => {
    await run(twoProducts);
    const onlyTee = twoProducts
      .split("\r\n")
      .filter((line, n) => n === 0 || line.startsWith("plain-tee") || line === "")
      .join("\r\n")
      .replace(",FALSE,", ",TRUE,")
      .replace(",draft,", ",active,");
    const kept = await run(onlyTee);
    expect(kept).toMatchObject({ missing: 1, archived: 0 });
    expect((await product("aurora-ring"))!.active).toBe(1);
    const archived = await importCatalog(env, {
      csv: onlyTee,
      settings: { ...settings(), archiveMissing: true },
      dryRun: false,
      skipInvalid: false,
      files: new Map(),
      fetchImages: false,
    });
    expect(archived).toMatchObject({ missing: 1, archived: 1 });
    expect((await product("aurora-ring"))!.active).toBe(0);
  });

  it("a bad row mid-file refuses the whole file: nothing is written, the report names the line", async () => {
    const version = await getCatalogVersion(env.KV, Date.now() + 60_000);
    const refused = await run(badRow).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefused);
    const report = (refused as ImportRefused).report;
    expect(report.problems).toContainEqual({
      line: 3,
      handle: "broken-chain",
      severity: "error",
      message: 'Variant Price "abc" is not a number above 0.',
    });
    expect(report.products).toMatchObject({ created: 2, skipped: 1 });
    expect(await productCount()).toBe(0);
    expect(await getCatalogVersion(env.KV, Date.now() + 60_000)).toBe(version);

    // Asked to, the products without errors go in, each whole.
    const partial = await run(badRow, { skipInvalid: true });
    expect(partial.products).toMatchObject({ created: 2, skipped: 1 });
    expect(await product("broken-chain")).toBeNull();
    expect(await productCount()).toBe(2);
  });

  it("a batch that fails halfway (the catalogue changed since the plan) leaves the catalogue as it was", async () => {
    const mapping = mapProducts(readCsv(twoProducts), { toUsdCents: (a) => Math.round(a * 100) });
    const plan = await planImport(env.DB, mapping, settings());
    // Someone else takes a SKU of the second product between the plan and the apply.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO categories (url_key) VALUES ('race')"),
      env.DB.prepare(
        "INSERT INTO products (spu_code, product_code, slug, category_id, base_price_cents, sale_price_cents, new_arrival_on) VALUES ('other', 'other', 'other', (SELECT id FROM categories WHERE url_key = 'race'), 100, 100, '2026-01-01')",
      ),
      env.DB.prepare("INSERT INTO skus (sku_code, product_id) VALUES ('TEE-1', (SELECT id FROM products WHERE spu_code = 'other'))"),
    ]);
    await expect(applyImport(env, plan, new ImageSource(new Map(), false))).rejects.toThrow(/UNIQUE/);
    expect(await product("aurora-ring")).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM categories WHERE url_key = 'statement-rings'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM redirects").first("n")).toBe(0);
  });

  it("export → import into an empty store → export gives the same file, in the store's currency", async () => {
    for (const store of ["us", "uk"] as const) {
      await run(twoProducts.replace(/https:\/\/cdn\.example\.com\/files\/aurora-side\.png/g, ""), { store });
      const first = await exportCatalog(env.DB, store, "en", ORIGIN);
      expect(first).toContain("Aurora Ring");
      // Read one product at a time, the stream gives the same file: one header, every row.
      expect(await exportCatalog(env.DB, store, "en", ORIGIN, 1)).toBe(first);
      await env.DB.batch([env.DB.prepare("DELETE FROM products"), env.DB.prepare("DELETE FROM redirects")]);
      const report = await run(first, { store });
      expect(report.products.created).toBe(2);
      expect(await exportCatalog(env.DB, store, "en", ORIGIN)).toBe(first);
      await env.DB.batch([env.DB.prepare("DELETE FROM products"), env.DB.prepare("DELETE FROM redirects")]);
    }
  });
});
