import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("isEmail", () => {
  it("accepts local@domain with a 2–14 letter TLD", () => {
    expect(isEmail("ada@example.com")).toBe(true);
    expect(isEmail("a.b+c@mail.example.co.uk")).toBe(true);
    expect(isEmail("x@y.photography")).toBe(true);
  });
  it("rejects the rest", () => {
    for (const bad of [
      "",
      "ada",
      "ada@",
      "@example.com",
      "ada@example",
      "ada@example.c",
      "ada@example.abcdefghijklmno",
      "a b@c.de",
      "ada@exa_mple.com",
    ]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});
