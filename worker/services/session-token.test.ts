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
});
