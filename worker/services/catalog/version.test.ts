import { describe, expect, it, vi } from "vitest";
import { VersionedMemo } from "./version";

describe("VersionedMemo", () => {
  it("shares one load between concurrent callers and forgets it on a new version", async () => {
    const memo = new VersionedMemo<string>(4);
    const load = vi.fn(async () => "value");
    const [a, b] = await Promise.all([memo.get("v1", "k", load), memo.get("v1", "k", load)]);
    expect([a, b]).toEqual(["value", "value"]);
    expect(load).toHaveBeenCalledTimes(1);
    await memo.get("v2", "k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets a waiter load for itself when the shared load fails, and keeps that load", async () => {
    const memo = new VersionedMemo<string>(4);
    // As workerd fails a promise whose request ended before it settled.
    const first = memo.get("v1", "k", () => Promise.reject(new Error("This promise was created by a request that has since ended")));
    const waiter = memo.get("v1", "k", async () => "waiter's own");
    await expect(first).rejects.toThrow("request that has since ended");
    expect(await waiter).toBe("waiter's own");
    const later = vi.fn(async () => "later");
    expect(await memo.get("v1", "k", later)).toBe("waiter's own");
    expect(later).not.toHaveBeenCalled();
  });

  it("keeps at most maxEntries keys, dropping the oldest", async () => {
    const memo = new VersionedMemo<number>(2);
    const load = vi.fn(async () => 1);
    for (const key of ["a", "b", "c"]) await memo.get("v1", key, load);
    await memo.get("v1", "a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
