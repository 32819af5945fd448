import { describe, expect, it } from "vitest";
import { COOKIE } from "~/shared/cookies";
import { COOKIE_LIST } from "./cookie-list";

describe("the privacy policy's cookie list", () => {
  it("names each cookie once, each a cookie name of the shop", () => {
    const names = COOKIE_LIST.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const known = new Set<string>(Object.values(COOKIE));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it("files the marketing pixel's order number under marketing", () => {
    expect(COOKIE_LIST.find((c) => c.name === COOKIE.pixelOrderNumber)?.category).toBe("marketing");
  });

  it("files the consent cookie and the session under necessary, referral cookies under marketing", () => {
    const category = (name: string) => COOKIE_LIST.find((c) => c.name === name)?.category;
    expect(category(COOKIE.consent)).toBe("necessary");
    expect(category(COOKIE.token)).toBe("necessary");
    // consented-scripts.tsx sets it only after marketing consent.
    expect(category(COOKIE.affiliateClickId)).toBe("marketing");
  });
});
