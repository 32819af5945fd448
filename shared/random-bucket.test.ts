import { describe, expect, it } from "vitest";
import { bucketCookieValue, parseBucketCookie, randomBucket } from "./random-bucket";

describe("randomBucket", () => {
  it("splits the rolls 1–100 as 50 / 30 / 5 with none / 10 / 5", () => {
    const counts = new Map<number | null, number>();
    for (let roll = 0; roll < 100; roll++) {
      const bucket = randomBucket(() => roll / 100);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 1: 50, 2: 30, null: 5, 3: 10, 4: 5 });
    expect(randomBucket(() => 0.805)).toBeNull();
    expect(randomBucket(() => 0.85)).toBe(3);
    expect(randomBucket(() => 0.999999)).toBe(4);
  });

  it("lands near those shares with Math.random over many visitors", () => {
    const n = 100_000;
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[randomBucket() ?? 0]++;
    // Five standard deviations of a binomial at these shares: a correct helper fails about once in 350,000 runs.
    const expected = { 0: 0.05, 1: 0.5, 2: 0.3, 3: 0.1, 4: 0.05 };
    for (const [bucket, share] of Object.entries(expected)) {
      const sd = Math.sqrt(n * share * (1 - share));
      expect(Math.abs(counts[Number(bucket)] - n * share), `bucket ${bucket}`).toBeLessThan(5 * sd);
    }
  });

  it("writes and reads its cookie, refusing anything else", () => {
    expect(bucketCookieValue(null)).toBe("0");
    expect(parseBucketCookie("0")).toBeNull();
    expect(parseBucketCookie(bucketCookieValue(3))).toBe(3);
    for (const bad of [undefined, "", "5", "1 ", "01", "x"]) expect(parseBucketCookie(bad)).toBeUndefined();
  });
});
