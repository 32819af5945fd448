import { describe, expect, it } from "vitest";
import { sizeVerdict, WORKER_GZIP_LIMIT_KIB } from "./deploy-size.mjs";

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
