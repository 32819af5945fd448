import { describe, expect, it } from "vitest";
import { catalogueTexts, untranslated } from "./untranslated-text";

describe("untranslated", () => {
  const catalogue = {
    keys: new Set(["home.heroTitle", "cart.checkout"]),
    english: new Map([["Jewelry made for every day", "home.heroTitle"]]),
  };

  it("finds a bare message id, alone or inside a text", () => {
    expect(untranslated(["home.heroTitle", "See cart.checkout now"], catalogue)).toEqual(["id home.heroTitle", "id cart.checkout"]);
  });

  it("finds an English message, whatever its whitespace", () => {
    expect(untranslated(["  Jewelry made\n for every day "], catalogue)).toEqual(['English "Jewelry made for every day" (home.heroTitle)']);
  });

  it("leaves translated text, host names and e-mail addresses alone", () => {
    expect(untranslated(["Schmuck, gemacht für jeden Tag", "custom@heliora.com", "www.heliora.com", ""], catalogue)).toEqual([]);
  });
});

describe("catalogueTexts", () => {
  it("knows every English id and the English texts German translates", () => {
    const { keys, english } = catalogueTexts("de");
    expect(keys.has("home.heroTitle")).toBe(true);
    expect(english.get("Fine jewelry and watches, made to order and made to last.")).toBe("home.storeText.jewelry");
  });

  it("leaves out messages with placeholders and those the language writes the same", () => {
    const { english } = catalogueTexts("de");
    expect([...english.keys()].some((text) => text.includes("{"))).toBe(false);
    expect(catalogueTexts("en").english.size).toBe(0);
    // German writes "Filter" for catalog.filter.label: the English catalog.filter.title is fine there.
    expect(english.has("Filter")).toBe(false);
  });
});
