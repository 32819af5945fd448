import { describe, expect, it } from "vitest";
import { compareWithBaseline, median, type Row } from "./report.mjs";

const round = (rps: number, cpuMs: number) => ({ rps, p50: 1, p95: 2, cpuMs });

describe("compareWithBaseline", () => {
  it("compares each round with the baseline of the same round and takes the median", () => {
    const baseline: Row = { name: "baseline", baseline: true, rps: 1000, p95: 2, rounds: [round(1000, 1), round(500, 1), round(1000, 2)] };
    const page: Row = { name: "page", rps: 300, p95: 9, minRatio: 0.5, rounds: [round(600, 3), round(300, 4), round(300, 4)] };
    compareWithBaseline([baseline, page]);
    // throughput 0.6, 0.6, 0.3 → 0.6; CPU 3, 4, 2 → 3
    expect(page.ratio).toBeCloseTo(0.6);
    expect(page.cpuRatio).toBeCloseTo(3);
    expect(page.checks).toEqual(["PASS throughput ≥ 50% of baseline"]);
  });

  it("leaves the CPU ratio empty when a round could not read the CPU", () => {
    const baseline: Row = { name: "baseline", baseline: true, rps: 1000, p95: 2, rounds: [round(1000, NaN)] };
    const page: Row = { name: "page", rps: 100, p95: 9, minRatio: 0.5, rounds: [round(100, 3)] };
    compareWithBaseline([baseline, page]);
    expect(page.cpuRatio).toBeNull();
    expect(page.checks).toEqual(["FAIL throughput ≥ 50% of baseline"]);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
