import { describe, expect, it } from "vitest";
import { parseRoundTrips, RoundTrips } from "./round-trips";

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1));

describe("RoundTrips", () => {
  it("counts sequential queries one trip each, parallel ones as one", async () => {
    const trips = new RoundTrips();
    await trips.time("replica", () => later(1));
    await Promise.all([trips.time("replica", () => later(2)), trips.time("replica", () => later(3))]);
    expect(trips.trips).toBe(2);
    expect(trips.primaryTrips).toBe(0);
  });

  it("marks a trip primary when any of its queries goes there, once", async () => {
    const trips = new RoundTrips();
    await Promise.all([trips.time("replica", () => later(1)), trips.time("primary", () => later(2)), trips.time("primary", () => later(3))]);
    await trips.time("primary", () => later(4));
    expect(trips.trips).toBe(2);
    expect(trips.primaryTrips).toBe(2);
  });

  it("still ends a trip whose query failed", async () => {
    const trips = new RoundTrips();
    await expect(trips.time("primary", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await trips.time("replica", () => later(1));
    expect(trips.trips).toBe(2);
  });

  it("round-trips through the Server-Timing header", async () => {
    const trips = new RoundTrips();
    await trips.time("primary", () => later(1));
    expect(parseRoundTrips(`app;dur=3, ${trips.serverTiming()}`)).toEqual({ trips: 1, primary: 1 });
    expect(parseRoundTrips(null)).toBeNull();
  });
});
