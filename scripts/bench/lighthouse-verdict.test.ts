import { describe, expect, it } from "vitest";
import { median, medianRun, readReport, shortfalls, type PageResult } from "./lighthouse-verdict.mjs";

const good: PageResult = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  fcpMs: 1200,
  tbtMs: 40,
  cls: 0,
  siMs: 1500,
  jsKb: 120,
};

describe("median", () => {
  it("takes the middle of an odd count and the mean of the middle two of an even one", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("skips runs that could not measure, and is NaN without any", () => {
    expect(median([NaN, 5, 7])).toBe(6);
    expect(median([])).toBeNaN();
  });
});

describe("medianRun", () => {
  it("takes each field's median on its own", () => {
    const runs = [
      { ...good, performance: 90, lcpMs: 2500 },
      { ...good, performance: 97, lcpMs: 1700 },
      { ...good, performance: 95, lcpMs: 2100 },
    ];
    expect(medianRun(runs)).toMatchObject({ performance: 95, lcpMs: 2100, tbtMs: 40 });
  });
});

describe("shortfalls", () => {
  it("passes a page that meets every target", () => {
    expect(shortfalls(good, { htmlKb: 12 })).toEqual([]);
  });

  it("names each target a page misses", () => {
    const slow = { ...good, performance: 80, lcpMs: 3700, fcpMs: 2800, tbtMs: 160, cls: 0.02, accessibility: 96 };
    expect(shortfalls(slow, { htmlKb: 41 })).toEqual([
      "performance 80 < 95",
      "LCP 3.70 s > 2 s",
      "FCP 2.80 s > 1.5 s",
      "TBT 160 ms > 100 ms",
      "CLS 0.020 > 0",
      "accessibility 96 < 100",
      "HTML 41.0 KB gzip > 40 KB",
    ]);
  });

  it("judges SEO only on indexable pages", () => {
    expect(shortfalls({ ...good, seo: 66 })).toEqual(["SEO 66 < 100"]);
    expect(shortfalls({ ...good, seo: 66 }, { indexable: false })).toEqual([]);
  });

  it("fails a figure that could not be measured", () => {
    expect(shortfalls({ ...good, performance: NaN })).toEqual(["performance NaN < 95"]);
  });
});

describe("readReport", () => {
  it("reads scores, metrics and the scripts' bytes from a Lighthouse report", () => {
    const lhr = {
      categories: { performance: { score: 0.86 }, accessibility: { score: 1 }, "best-practices": { score: 1 }, seo: { score: null } },
      audits: {
        "largest-contentful-paint": { numericValue: 3400 },
        "first-contentful-paint": { numericValue: 2100 },
        "total-blocking-time": { numericValue: 22 },
        "cumulative-layout-shift": { numericValue: 0 },
        "speed-index": { numericValue: 2500 },
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", transferSize: 9000 },
              { resourceType: "Script", transferSize: 40_000 },
              { resourceType: "Script", transferSize: 2_000 },
            ],
          },
        },
      },
    };
    expect(readReport(lhr)).toEqual({
      performance: 86,
      accessibility: 100,
      bestPractices: 100,
      seo: NaN,
      lcpMs: 3400,
      fcpMs: 2100,
      tbtMs: 22,
      cls: 0,
      siMs: 2500,
      jsKb: 42,
    });
  });
});
