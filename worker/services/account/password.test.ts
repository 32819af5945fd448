import { describe, expect, it } from "vitest";
import { constantTimeEqual } from "../bytes";
import { decoyPasswordCheck, hashPassword, needsRehash, PBKDF2_ITERATIONS, verifyPassword } from "./password";

describe("password hashing", () => {
  it("uses PBKDF2-SHA256 at 100,000 iterations and, like production Workers, never more", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    await expect(hashPassword("a long password", PBKDF2_ITERATIONS + 1)).rejects.toThrow(RangeError);
    const stored = await hashPassword("a long password");
    expect(await verifyPassword("a long password", { ...stored, iterations: 5_000_000 })).toBe(false);
    expect(await verifyPassword("a long password", { ...stored, iterations: 0 })).toBe(false);
  });

  it("matches PBKDF2-SHA256 as WebCrypto computes it", async () => {
    const stored = await hashPassword("correct horse battery");
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("correct horse battery"), "PBKDF2", false, ["deriveBits"]);
    const salt = Uint8Array.from(atob(stored.salt), (c) => c.charCodeAt(0));
    const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 100_000 }, key, 256);
    expect(btoa(String.fromCharCode(...new Uint8Array(bits)))).toBe(stored.hash);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored.iterations).toBe(PBKDF2_ITERATIONS);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    const [a, b] = await Promise.all([hashPassword("same password"), hashPassword("same password")]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(atob(a.salt)).toHaveLength(16);
    expect(atob(a.hash)).toHaveLength(32);
  });

  it("treats the composed and decomposed forms of an accented password alike", async () => {
    const stored = await hashPassword("mot de passe d\u00e9j\u00e0");
    expect(await verifyPassword("mot de passe de\u0301ja\u0300", stored)).toBe(true);
  });

  it("checks a hash made with fewer iterations by its own count and asks for a rehash", async () => {
    const old = await hashPassword("an older password", 10_000);
    expect(await verifyPassword("an older password", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("a current one"))).toBe(false);
  });

  it("has a decoy check for unknown emails that always fails", async () => {
    expect(await decoyPasswordCheck("anything")).toBe(false);
  });

  it("compares bytes without an early exit and only equal lengths as equal", () => {
    const a = new Uint8Array([1, 2, 3, 4]);
    expect(constantTimeEqual(a, new Uint8Array([1, 2, 3, 4]))).toBe(true);
    expect(constantTimeEqual(a, new Uint8Array([1, 2, 3, 5]))).toBe(false);
    expect(constantTimeEqual(a, new Uint8Array([9, 2, 3, 4]))).toBe(false);
    expect(constantTimeEqual(a, new Uint8Array([1, 2, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array(), new Uint8Array())).toBe(true);
  });
});
