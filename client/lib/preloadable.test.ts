import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

describe("preloadable", () => {
  it("imports once for every caller and then has the module at hand", async () => {
    const importer = vi.fn(async () => ({ name: "screen" }));
    const module = preloadable(importer);
    expect(module.current()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(module.current()).toBe(a);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed import", async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ name: "screen" });
    const module = preloadable(importer);
    await expect(module.load()).rejects.toThrow("offline");
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ name: "screen" });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
