import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { pngBytes } from "../../test/review-fixtures";
import { faultInjector, type FaultKind } from "../../test/faults";
import { expectLedgerHolds } from "../../test/ledger-check";
import twoProducts from "../catalog-import/fixtures/two-products.csv?raw";
import { importCatalog } from "../catalog-import/index";
import { findRedirect } from "../redirects";

/**
 * The catalogue import applied with D1, R2 or KV failing (docs/decisions/1310-nothing-lost.md,
 * docs/decisions/1000-catalogue-import.md). What the staff see: the import fails with the back
 * office's error and the catalogue is as it was, or (a lost answer) as the file says; importing
 * the same file again applies it once: each product, SKU, stock movement and redirect once, and
 * the catalogue version bumped so no cached page keeps the old catalogue.
 */
const front = pngBytes(1200, 1200);
const run = (bindings: typeof env) =>
  importCatalog(bindings, {
    csv: twoProducts,
    settings: { store: "us", language: "en", archiveMissing: false, origin: "http://us.localhost" },
    dryRun: false,
    skipInvalid: false,
    files: new Map([["aurora-front.png", front]]),
    fetchImages: false,
  });

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;
const version = () => env.KV.get("catalog:version");

/** The file's two products, four SKUs, their stock and redirects, each once. */
async function appliedOnce() {
  expect(await count("SELECT count(*) AS n FROM products WHERE spu_code IN ('aurora-ring', 'plain-tee')")).toBe(2);
  expect(await count("SELECT count(*) AS n FROM skus")).toBe(4);
  expect(await count("SELECT count(*) AS n FROM store_products WHERE store = 'us'")).toBe(2);
  expect(await findRedirect(env, "us", "/products/aurora-ring")).toEqual({ target: "/product-aurora-ring-auroraring.html", status: 301 });
  await expectLedgerHolds();
}

// Each test starts from an empty catalogue (storage is shared by the tests of a file).
beforeEach(async () => {
  await env.DB.batch(
    ["products", "categories", "redirects", "attributes", "catalog_import_mappings", "collections", "stock_movements"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("catalogue import under faults", () => {
  for (const kind of ["error", "timeout", "lost"] as FaultKind[]) {
    it(`D1 ${kind} on the import's batch: the import fails whole, the same file again applies once`, async () => {
      const before = await version();
      const faults = faultInjector().inject({ target: "d1.batch", match: "INSERT INTO products", kind });
      await expect(run(faults.env)).rejects.toThrow(/injected/);
      expect(faults.fired).toHaveLength(1);
      // Never half: every row of the file, or none.
      expect(await count("SELECT count(*) AS n FROM products")).toBe(kind === "lost" ? 2 : 0);
      expect(await count("SELECT count(*) AS n FROM skus")).toBe(kind === "lost" ? 4 : 0);

      const retry = await run(faults.env);
      expect(retry.applied).toBe(true);
      expect(retry.products).toMatchObject(kind === "lost" ? { created: 0, unchanged: 2 } : { created: 2 });
      await appliedOnce();
      // The lost run's change reaches the caches with the retry.
      expect(await version()).not.toBe(before);
    });
  }

  it("KV failing on the version bump: the import reports the failure, the same file again bumps it", async () => {
    const before = await version();
    const faults = faultInjector().inject({ target: "kv", match: "catalog:version", kind: "error", times: 4 });
    await expect(run(faults.env)).rejects.toThrow(/injected/);
    expect(await version()).toBe(before);
    expect((await run(faults.env)).products).toMatchObject({ unchanged: 2 });
    expect(await version()).not.toBe(before);
    await appliedOnce();
  });

  it("R2 failing on the pictures: the import fails before any row is written, the same file again applies once", async () => {
    const faults = faultInjector().inject({ target: "r2", kind: "error" });
    await expect(run(faults.env)).rejects.toThrow(/injected/);
    expect(await count("SELECT count(*) AS n FROM products")).toBe(0);
    const retry = await run(faults.env);
    expect(retry.images).toEqual({ stored: 1, failed: 1 });
    expect(retry.products).toMatchObject({ created: 2 });
    expect(await count("SELECT count(*) AS n FROM product_images")).toBe(1);
    await appliedOnce();
  });
});
