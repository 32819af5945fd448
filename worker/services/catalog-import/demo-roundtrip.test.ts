import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedTestCatalog } from "../../test/catalog-fixture";
import { readCsv } from "./csv";
import { exportCatalog, importCatalog } from "./index";
import { mapProducts } from "./map";
import { planImport } from "./plan";

describe("the demo catalogue", () => {
  it("re-imported from its own export, is unchanged", async () => {
    await seedTestCatalog(env);
    const csv = await exportCatalog(env.DB, "us", "en", "http://us.localhost");
    const plan = await planImport(env.DB, mapProducts(readCsv(csv), { toUsdCents: (a) => Math.round(a * 100) }), {
      store: "us",
      language: "en",
      archiveMissing: false,
      origin: "http://us.localhost",
    });
    const changed = plan.products.filter((p) => p.action !== "unchanged");
    const first = changed[0];
    if (first) {
      const before = first.existing!.record as unknown as Record<string, unknown>;
      const after = first.record as unknown as Record<string, unknown>;
      const diff = Object.keys(after)
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
        .map((k) => [k, before[k], after[k]]);
      expect({ handle: first.record.handle, diff, category: [first.existing!.categoryKey, first.categoryKey] }).toEqual({});
    }
    expect(changed.length).toBe(0);
  });

  it("re-imported from a GBP export of the uk store, keeps its USD prices to the cent", async () => {
    await seedTestCatalog(env);
    const csv = await exportCatalog(env.DB, "uk", "en", "http://uk.localhost");
    const report = await importCatalog(env, {
      csv,
      settings: { store: "uk", language: "en", archiveMissing: false, origin: "http://uk.localhost" },
      dryRun: true,
      skipInvalid: false,
      files: new Map(),
      fetchImages: false,
    });
    expect(report.products).toMatchObject({ created: 0, updated: 0 });
    expect(report.products.unchanged).toBeGreaterThan(10);
  });
});
