import { describe, expect, it } from "vitest";
import { cookieMaxAgeSeconds } from "./cookies";

describe("cookie lifetime", () => {
  it("defaults to 30 days and stays within 7..30", () => {
    const day = 86400;
    expect(cookieMaxAgeSeconds()).toBe(30 * day);
    expect(cookieMaxAgeSeconds(365)).toBe(30 * day);
    expect(cookieMaxAgeSeconds(1)).toBe(7 * day);
    expect(cookieMaxAgeSeconds(14)).toBe(14 * day);
  });
});
