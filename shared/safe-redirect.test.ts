import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path of our own site with its query and hash", () => {
    expect(safeRedirectPath("/accounts/addressbook")).toBe("/accounts/addressbook");
    expect(safeRedirectPath("/search?q=ring#top")).toBe("/search?q=ring#top");
  });

  it("sends absolute, foreign and tricky URLs to /", () => {
    for (const bad of [
      "https://evil.example/",
      "http://fr.localhost:8787/accounts",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\tevil",
      "accounts",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(bad), String(bad)).toBe("/");
    }
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("https://evil.example", "/accounts")).toBe("/accounts");
  });
});
