import { describe, expect, it } from "vitest";
import { openToken, sealToken } from "./session-token";

const claims = { uuid: "0b3e-uuid", email: "ada@example.com", customerId: "42" };

describe("session token", () => {
  it("round-trips the claims", async () => {
    const token = await sealToken(claims, "secret-a");
    expect(token).not.toContain("ada@example.com");
    expect(await openToken(token, "secret-a")).toEqual(claims);
  });

  it("carries the session id of a signed-in token, and none for a visitor", async () => {
    const signedIn = { ...claims, sid: "s-123" };
    expect(await openToken(await sealToken(signedIn, "k"), "k")).toStrictEqual(signedIn);
    expect(await openToken(await sealToken(claims, "k"), "k")).toStrictEqual(claims);
  });

  it("never gives the same ciphertext twice", async () => {
    expect(await sealToken(claims, "s")).not.toBe(await sealToken(claims, "s"));
  });

  it("reads a tampered, foreign or malformed token as the empty string", async () => {
    const token = await sealToken(claims, "secret-a");
    const flipped = token.slice(0, 30) + (token[30] === "A" ? "B" : "A") + token.slice(31);
    expect(await openToken(flipped, "secret-a")).toBe("");
    expect(await openToken(token, "secret-b")).toBe("");
    expect(await openToken("not-a-token", "secret-a")).toBe("");
    expect(await openToken("", "secret-a")).toBe("");
    expect(await openToken("%%%", "secret-a")).toBe("");
  });

  it("opens a token again to the same claims, under its own key only, each caller with its own copy", async () => {
    const token = await sealToken(claims, "secret-a");
    const first = await openToken(token, "secret-a");
    expect(first).toEqual(claims);
    if (first) first.customerId = "changed by a caller";
    expect(await openToken(token, "secret-a")).toEqual(claims);
    expect(await openToken(token, "secret-b")).toBe("");
  });
});
