import { describe, expect, it } from "vitest";
import { consentAllows, makeConsent, parseConsent, shouldAskConsent } from "./consent";

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
    expect(parseConsent(JSON.stringify({ categories: ["analytics", "evil"] }))?.categories).toEqual([
      "necessary",
      "analytics",
    ]);
  });

  it("runs analytics only when allowed", () => {
    expect(consentAllows("analytics", { consent: null, askConsent: true })).toBe(false);
    expect(consentAllows("analytics", { consent: makeConsent(["analytics"]), askConsent: true })).toBe(true);
    expect(consentAllows("marketing", { consent: makeConsent(["analytics"]), askConsent: true })).toBe(false);
    expect(consentAllows("necessary", { consent: null, askConsent: true })).toBe(true);
  });
});
