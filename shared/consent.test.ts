import { describe, expect, it } from "vitest";
import { acceptedFromForm, consentAllows, consentCookieLine, makeConsent, parseConsent, shouldAskConsent } from "./consent";

describe("consent", () => {
  it("asks EU/EEA/UK/CH visitors and everyone on the uk store, once", () => {
    expect(shouldAskConsent({ consent: null, country: "DE", store: "us" })).toBe(true);
    expect(shouldAskConsent({ consent: null, country: "CH", store: "us" })).toBe(true);
    expect(shouldAskConsent({ consent: null, country: "US", store: "us" })).toBe(false);
    expect(shouldAskConsent({ consent: null, country: "US", store: "uk" })).toBe(true);
    expect(shouldAskConsent({ consent: makeConsent([]), country: "DE", store: "de" })).toBe(false);
  });

  it("reads cc_cookie defensively and always keeps necessary", () => {
    expect(parseConsent("not json")).toBeNull();
    expect(parseConsent(JSON.stringify({ categories: ["analytics", "evil"] }))?.categories).toEqual(["necessary", "analytics"]);
  });

  it("runs analytics only when allowed", () => {
    expect(consentAllows("analytics", { consent: null, askConsent: true })).toBe(false);
    expect(consentAllows("analytics", { consent: makeConsent(["analytics"]), askConsent: true })).toBe(true);
    expect(consentAllows("marketing", { consent: makeConsent(["analytics"]), askConsent: true })).toBe(false);
    expect(consentAllows("necessary", { consent: null, askConsent: true })).toBe(true);
  });
});

describe("the cookie settings form", () => {
  it("reads all, none or the ticked categories, and refuses any other choice", () => {
    expect(acceptedFromForm({ choice: "all" })).toEqual(["analytics", "marketing"]);
    expect(acceptedFromForm({ choice: "none", marketing: "on" })).toEqual([]);
    expect(acceptedFromForm({ choice: "save", marketing: "on" })).toEqual(["marketing"]);
    expect(acceptedFromForm({ analytics: "on" })).toEqual(["analytics"]);
    expect(acceptedFromForm({ choice: "constructor" })).toBeNull();
    expect(acceptedFromForm({ choice: ["all"] })).toBeNull();
  });

  it("writes cc_cookie as one line the banner and the form answer share", () => {
    const record = makeConsent(["analytics"], new Date("2026-11-25T00:00:00Z"));
    const line = consentCookieLine(record, true);
    expect(line).toBe(`cc_cookie=${encodeURIComponent(JSON.stringify(record))}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
    expect(parseConsent(decodeURIComponent(line.split(";")[0]!.slice("cc_cookie=".length)))).toEqual(record);
    expect(consentCookieLine(record, false)).not.toContain("Secure");
  });
});
