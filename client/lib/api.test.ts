import { describe, expect, it } from "vitest";
import { apiHeaders } from "./api";

const state = {
  uuid: "0b7a5a4e-1d7e-4b7c-9f52-3c5d8b1a2e11",
  currency: "EUR",
  language: "de",
  shipCountry: "CA",
  webp: true,
  country: "DE",
} as const;

describe("apiHeaders", () => {
  it("sends the visitor's own state", () => {
    expect(apiHeaders({ ...state, personalized: true })).toMatchObject({
      uuid: state.uuid,
      shipCountryIso: "CA",
      clientCountryCode: "DE",
      currency: "EUR",
      languageCode: "de",
      isSupportWebp: "1",
    });
  });

  it("leaves out the placeholders of a shared page, so the edge reads the visitor's cookies", () => {
    const headers = apiHeaders({ ...state, uuid: "", shipCountry: "US", country: "US", personalized: false });
    expect(headers).not.toHaveProperty("shipCountryIso");
    expect(headers).not.toHaveProperty("clientCountryCode");
    expect(headers).not.toHaveProperty("uuid");
    expect(headers).toMatchObject({ currency: "EUR", languageCode: "de", isSupportWebp: "1" });
  });

  it("never carries the token: it stays in its HttpOnly cookie, out of the page's reach", () => {
    for (const personalized of [true, false]) {
      const names = Object.keys(apiHeaders({ ...state, personalized })).map((name) => name.toLowerCase());
      expect(names).not.toContain("authorization");
    }
  });
});
