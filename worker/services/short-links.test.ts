import { describe, expect, it } from "vitest";
import { ownPath } from "./short-links";

describe("ownPath", () => {
  const site = "https://de.heliora.com";
  it("keeps paths of our own site", () => {
    expect(ownPath("/category-rings?page=2", site)).toBe("/category-rings?page=2");
    expect(ownPath("https://de.heliora.com/help/faqs#x", site)).toBe("/help/faqs#x");
  });
  it("refuses other sites and protocol tricks", () => {
    expect(ownPath("https://evil.example/", site)).toBeNull();
    expect(ownPath("//evil.example/path", site)).toBeNull();
    expect(ownPath("javascript:alert(1)", site)).toBeNull();
    expect(ownPath("http://de.heliora.com/", site)).toBeNull();
  });
});
