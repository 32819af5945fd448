import { describe, expect, it } from "vitest";
import { fromBase64, fromBase64Url, fromHex, randomHex, sha256Hex, toBase64, toBase64Url, toHex } from "./bytes";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("byte helpers", () => {
  it("writes and reads base64 and base64url (RFC 4648)", () => {
    const bytes = new TextEncoder().encode("Zürich?>");
    expect(toBase64(bytes)).toBe("WsO8cmljaD8+");
    expect(toBase64Url(bytes)).toBe("WsO8cmljaD8-");
    expect(text(fromBase64("WsO8cmljaD8+"))).toBe("Zürich?>");
    expect(text(fromBase64Url("WsO8cmljaD8-"))).toBe("Zürich?>");
    expect(toBase64Url(new Uint8Array([251, 255]))).toBe("-_8");
  });

  it("writes and reads lower-case hex, two digits a byte", () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]))).toBe("00010f10ff");
    expect(toHex(new Uint8Array([171, 205]).buffer)).toBe("abcd");
    expect([...fromHex("00010f10ff")]).toEqual([0, 1, 15, 16, 255]);
    expect(randomHex(12)).toMatch(/^[0-9a-f]{24}$/);
    expect(randomHex(12)).not.toBe(randomHex(12));
  });

  it("hashes with SHA-256 into hex", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
