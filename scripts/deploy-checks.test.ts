import { describe, expect, it } from "vitest";
import { placeholderProblems, sizeVerdict, WORKER_GZIP_LIMIT_KIB } from "./deploy-checks.mjs";

describe("sizeVerdict", () => {
  it("passes a bundle under the paid plan's 10 MiB gzip limit and prints its size", () => {
    const verdict = sizeVerdict("✨ Read 228 files\nTotal Upload: 2644.66 KiB / gzip: 641.12 KiB\nYour Worker has access");
    expect(WORKER_GZIP_LIMIT_KIB).toBe(10240);
    expect(verdict.ok).toBe(true);
    expect(verdict.gzipKib).toBe(641.12);
    expect(verdict.message).toContain("gzip 641.12 KiB = 6.3% of the 10 MiB gzip limit");
  });

  it("fails a bundle over the limit", () => {
    const verdict = sizeVerdict("Total Upload: 40000.00 KiB / gzip: 10240.01 KiB");
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/FAILED/);
  });

  it("fails when wrangler's output has no size line", () => {
    expect(sizeVerdict("--dry-run: exiting now.").ok).toBe(false);
  });
});

/** A production config with every id and binding a deploy needs. */
const REAL = {
  d1_databases: [{ binding: "DB", database_id: "4b1f2c3d-9a8b-4c7d-8e6f-0a1b2c3d4e5f" }],
  kv_namespaces: [{ binding: "KV", id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" }],
  analytics_engine_datasets: [{ binding: "INSIGHT", dataset: "storefront_insight" }],
  vars: { INSIGHT_ACCOUNT_ID: "0123456789abcdef0123456789abcdef" },
  durable_objects: { bindings: [{ name: "ADDRESS_BUDGET", class_name: "AddressBudget" }] },
  migrations: [{ tag: "address-budget-1", new_sqlite_classes: ["AddressBudget"] }],
};

describe("placeholderProblems", () => {
  it("refuses the config's all-zero ids and passes real ones", () => {
    const placeholders = {
      d1_databases: [{ binding: "DB", database_id: "00000000-0000-0000-0000-000000000000" }],
      kv_namespaces: [{ binding: "KV", id: "00000000000000000000000000000000" }],
    };
    expect(placeholderProblems(placeholders)).toEqual([
      expect.stringMatching(/^D1 DB: database_id is a placeholder/),
      expect.stringMatching(/^KV KV: id is a placeholder/),
      expect.stringMatching(/^Analytics Engine INSIGHT: no dataset bound/),
      expect.stringMatching(/^INSIGHT_ACCOUNT_ID is not an account id/),
      expect.stringMatching(/^Durable Object ADDRESS_BUDGET: not bound/),
    ]);
    expect(placeholderProblems(REAL)).toEqual([]);
  });

  it("refuses a production config whose address budget has no migration creating its class", () => {
    const { migrations: _, ...config } = REAL;
    expect(placeholderProblems(config)).toEqual([expect.stringMatching(/^Durable Object AddressBudget: no migration creates its class/)]);
  });
});
