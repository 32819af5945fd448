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

  it("compares a fresh render's CPU with the floor's of the same round", () => {
    const baseline: Row = { name: "baseline", baseline: true, rps: 1000, p95: 2, rounds: [round(1000, 1), round(1000, 1), round(1000, 1)] };
    const floor: Row = { name: "floor", floor: true, rps: 500, p95: 4, rounds: [round(500, 2), round(400, 3), round(500, 2)] };
    const fresh: Row = { name: "fresh", rps: 300, p95: 9, maxFloorCpuRatio: 1.3, rounds: [round(300, 3), round(250, 3.3), round(300, 2.4)] };
    compareWithBaseline([baseline, floor, fresh]);
    // 1.5, 1.1, 1.2 → 1.2
    expect(fresh.floorCpuRatio).toBeCloseTo(1.2);
    expect(fresh.checks).toEqual(["PASS CPU ≤ 1.3× floor (1.20×)"]);
    fresh.rounds[2].cpuMs = 3;
    compareWithBaseline([baseline, floor, fresh]);
    expect(fresh.checks).toEqual(["FAIL CPU ≤ 1.3× floor (1.50×)"]);
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
