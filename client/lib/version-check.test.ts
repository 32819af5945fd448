import { afterEach, describe, expect, it, vi } from "vitest";
import { watchForNewBuilds } from "./version-check";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("outdated-build check", () => {
  it("asks for the latest build 1 s after start, then turns the next in-app link into a full load at its path; a failed chunk reloads", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("__BUILD_ID__", "build-1");
    vi.stubEnv("DEV", false);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ version: "build-2" })));
    vi.stubGlobal("fetch", fetch);
    const assign = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, origin: window.location.origin, assign, reload });

    watchForNewBuilds();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith("/version.json", { cache: "no-store" });

    const link = document.createElement("a");
    link.href = `${window.location.origin}/category-rings`;
    document.body.appendChild(link);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/category-rings`);

    window.dispatchEvent(new Event("vite:preloadError"));
    expect(reload).toHaveBeenCalledTimes(1);
    link.remove();
  });
});
