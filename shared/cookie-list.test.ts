import { describe, expect, it } from "vitest";
import { COOKIE } from "~/shared/cookies";
import { COOKIE_LIST, withdrawnCookieLines } from "./cookie-list";

describe("the privacy policy's cookie list", () => {
  it("names each cookie once, each a cookie name of the shop, and every name the shop has", () => {
    const names = COOKIE_LIST.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.values(COOKIE).sort());
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
    // stat/pageView rolls the bucket only with analytics consent.
    expect(category(COOKIE.luckyCustomer)).toBe("analytics");
  });
});

describe("withdrawing consent", () => {
  it("expires the carried cookies of categories no longer accepted, and nothing else", () => {
    const carried = ["impact-irclickid", "he-lang", "he-feedSourceSpu", "unrelated"];
    expect(withdrawnCookieLines(["necessary"], carried, false)).toEqual([
      "impact-irclickid=; Path=/; Max-Age=0; SameSite=Lax",
      "he-feedSourceSpu=; Path=/; Max-Age=0; SameSite=Lax",
    ]);
    expect(withdrawnCookieLines(["necessary", "analytics", "marketing"], carried, true)).toEqual([]);
  });
});
