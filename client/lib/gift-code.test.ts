import { describe, expect, it } from "vitest";
import { giftCodeFromUrl, giftCookie } from "./gift-code";

describe("gift code", () => {
  it("is stored only for fbmedium=CPC2", () => {
    expect(giftCodeFromUrl("?fbmedium=CPC2&utm=x")).toBe("CPC2");
    expect(giftCodeFromUrl("?fbmedium=cpc2")).toBe("CPC2");
    expect(giftCodeFromUrl("?fbmedium=CPC1")).toBeNull();
    expect(giftCodeFromUrl("")).toBeNull();
  });

  it("goes into he-giftCode for 30 days", () => {
    expect(giftCookie("CPC2", false)).toBe("he-giftCode=CPC2; Path=/; Max-Age=2592000; SameSite=Lax");
  });
});
