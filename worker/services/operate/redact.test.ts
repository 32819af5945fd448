import { describe, expect, it } from "vitest";
import { pathOnly, redactPersonal } from "./redact";

describe("redactPersonal", () => {
  it.each([
    // Email addresses.
    ["Cannot read 'x' of undefined (jane.doe+shop@example.co.uk typed)", "Cannot read 'x' of undefined ([email] typed)"],
    ["MÜLLER@Beispiel.de und józef@przykład.pl", "[email] und [email]"],
    // Phone, card and other long numbers, written with spaces, dashes, dots or brackets.
    ["call +1 (555) 010-2030 now", "call [number] now"],
    ["card 4111 1111 1111 1111.", "card [number]."],
    ["tel 030/1234567, order 20261126000123", "tel [number], order [number]"],
  ])("hides what is personal in %j", (text, redacted) => {
    expect(redactPersonal(text)).toBe(redacted);
  });

  it("keeps what tells where it broke: short numbers, stack positions, hashes", () => {
    const stack = "TypeError: a is null\n    at render (https://shop.example/assets/entry-4f2a91c3.js:1:20481)\n    at 3 items, 42 px";
    expect(redactPersonal(stack)).toBe(stack);
    expect(redactPersonal("chunk 3f2a9912345678c failed")).toBe("chunk 3f2a9912345678c failed");
  });
});

describe("pathOnly", () => {
  it("drops the query and fragment, and gives up on what is no URL", () => {
    expect(pathOnly("https://shop.example/trackorder?email=a@b.com#x")).toBe("/trackorder");
    expect(pathOnly("/cart?coupon=X")).toBe("/cart");
    expect(pathOnly(undefined)).toBeNull();
    expect(pathOnly("http://[bad")).toBeNull();
  });
});
