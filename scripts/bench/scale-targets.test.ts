import { describe, expect, it } from "vitest";
import { SCALE_TARGETS, verdict } from "./scale-targets.mjs";

const line = (cpuMs: number, rowsRead: number, more = {}) => ({ cpuMs, rowsRead, peakMb: null, bytes: 0, ...more });

describe("the scale section's verdicts", () => {
  it("holds shopper lines to 1.5× and staff lines to 2× and 50 ms, counting rows from 10", () => {
    expect(verdict("shopper", line(20, 1000), line(29, 1500)).pass).toBe(true);
    expect(verdict("shopper", line(20, 1000), line(29, 1501)).pass).toBe(false);
    expect(verdict("shopper", line(4, 2), line(5, 14)).pass).toBe(true);
    expect(verdict("shopper", line(4, 2), line(5, 16)).pass).toBe(false);
    // CPU within two ms is below the bench's resolution.
    expect(verdict("shopper", line(2, 100), line(4, 100)).pass).toBe(true);
    expect(verdict("staff", line(10, 100), line(20, 200)).pass).toBe(true);
    expect(verdict("staff", line(30, 100), line(55, 100)).pass).toBe(false);
  });

  it("judges an export by its peak memory and a sitemap file by the protocol's limits and its cache", () => {
    expect(verdict("export", line(50, 10), line(5000, 1e6, { peakMb: 40 })).pass).toBe(true);
    expect(verdict("export", line(50, 10), line(5000, 1e6, { peakMb: 130 })).pass).toBe(false);
    const sitemap = (urls: number, cachedRowsRead: number, bytes = 1e6) => line(150, 71_356, { urls, cachedRowsRead, bytes });
    expect(verdict("sitemap", line(7, 476), sitemap(50_000, 0)).pass).toBe(true);
    expect(verdict("sitemap", line(7, 476), sitemap(50_001, 0)).pass).toBe(false);
    expect(verdict("sitemap", line(7, 476), sitemap(20_000, 71_356)).pass).toBe(false);
    expect(verdict("sitemap", line(7, 476), sitemap(20_000, 0, 51 * 1024 * 1024)).pass).toBe(false);
  });

  it("names every line once, each with a kind the verdict knows", () => {
    const names = SCALE_TARGETS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const target of SCALE_TARGETS) expect(["shopper", "staff", "export", "sitemap"]).toContain(target.kind);
  });
});
